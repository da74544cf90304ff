/// What an app's AppStream metainfo (`<ID>.metainfo.xml`) says about it: the
/// one source of truth for its name, version, developer, licence and website,
/// which GNOME Software shows and the app's About window reads
/// (`AboutDialog(metainfo:parent:)` in BindingGtk).
///
/// Ship the metainfo inside the app's GResource bundle and read it from there:
///
/// <!-- snippet: doc-AppMetainfo -->
/// ```swift
/// let metainfo = try AppMetainfo(resource: "/org/example/Notes/org.example.Notes.metainfo.xml")
/// print(metainfo.name, metainfo.version ?? "unreleased")
/// ```
///
/// Only the untranslated elements are read (those without `xml:lang`).
public struct AppMetainfo: Sendable, Equatable {
    /// The component ID, `<id>`: the app ID.
    public var id: String
    /// The app's name, `<name>`.
    public var name: String
    /// The one-line description, `<summary>`.
    public var summary: String?
    /// Who makes the app: `<developer><name>` (AppStream 1.0), else `<developer_name>`.
    public var developerName: String?
    /// The app's licence as an SPDX expression, `<project_license>` (`"MIT"`, `"GPL-3.0-or-later"`).
    public var projectLicense: String?
    /// The web address of `<url type="homepage">`.
    public var homepage: String?
    /// The version of the newest release: the first `<release>` of `<releases>`,
    /// which AppStream lists newest first (`appstreamcli validate` checks the order).
    public var version: String?
    /// The date of that release as written (`"2026-11-27"`).
    public var releaseDate: String?

    /// A metainfo made of its fields (for tests and apps without a metainfo file).
    public init(
        id: String, name: String, summary: String? = nil, developerName: String? = nil,
        projectLicense: String? = nil, homepage: String? = nil, version: String? = nil, releaseDate: String? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.developerName = developerName
        self.projectLicense = projectLicense
        self.homepage = homepage
        self.version = version
        self.releaseDate = releaseDate
    }

    /// Reads the metainfo document `xml`.
    ///
    /// - Throws: ``AppMetainfoError/malformed(_:)`` when it is not well-formed
    ///   XML, ``AppMetainfoError/missing(_:)`` when it has no `<id>` or `<name>`.
    public init(xml: String) throws(AppMetainfoError) {
        let scanned = try MetainfoScanner.scan(xml)
        guard let id = scanned.values["component/id"] else { throw .missing("component/id") }
        guard let name = scanned.values["component/name"] else { throw .missing("component/name") }
        self.init(
            id: id, name: name, summary: scanned.values["component/summary"],
            developerName: scanned.values["component/developer/name"] ?? scanned.values["component/developer_name"],
            projectLicense: scanned.values["component/project_license"],
            homepage: scanned.values["component/url#homepage"],
            version: scanned.newestRelease?.version, releaseDate: scanned.newestRelease?.date)
    }

    /// Reads the metainfo at `path` in the registered GResource bundles
    /// (`g_resources_lookup_data`).
    ///
    /// - Throws: ``AppMetainfoError/notFound(_:)`` when no registered bundle
    ///   has the file, and what ``init(xml:)`` throws.
    public init(resource path: String) throws(AppMetainfoError) {
        let bytes: [UInt8]
        do {
            bytes = try ResourceBundle.registeredData(at: path)
        } catch {
            throw .notFound(error)
        }
        try self.init(xml: String(decoding: bytes, as: UTF8.self))
    }
}

/// Why a metainfo could not be read.
public enum AppMetainfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No registered resource bundle has the file.
    case notFound(ResourceError)
    /// The document is not well-formed XML; GLib's message, with line and column.
    case malformed(String)
    /// A required element is missing, by path (`component/name`).
    case missing(String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .notFound(let error): "no metainfo: \(error)"
        case .malformed(let reason): "malformed metainfo: \(reason)"
        case .missing(let element): "the metainfo has no <\(element.split(separator: "/").last ?? "")> (\(element))"
        }
    }
}
