extension Manifest {
    /// Reads a manifest from `text`; `file` names it in errors.
    ///
    /// - Throws: ``ManifestError`` for bad syntax (see ``ManifestReader``), a missing `[library]`
    ///   or required key, an unknown section kind or key, a string where an array is expected
    ///   (or the reverse), or an unknown status.
    public init(text: String, file: String) throws(ManifestError) {
        let document = try ManifestReader(file: file).read(text)
        try self.init(document: document, file: file)
    }

    /// Builds the typed manifest from a read `document`.
    ///
    /// - Throws: ``ManifestError`` as ``init(text:file:)`` does, except for syntax.
    public init(document: ManifestDocument, file: String) throws(ManifestError) {
        self.file = file
        var library: Library?
        var classes: [String: ClassEntry] = [:]
        var interfaces: [String: InterfaceEntry] = [:]
        var enums: [String: EnumEntry] = [:]
        for section in document.sections {
            var reader = SectionReader(section: section, file: file)
            switch (section.kind, section.name) {
            case ("library", nil):
                let namespace = try reader.string("namespace", required: true)!
                library = Library(
                    gir: try reader.string("gir", required: true)!,
                    includes: try reader.array("includes"),
                    keys: try reader.string("keys"),
                    namespace: namespace,
                    cModule: try reader.string("c-module", required: true)!,
                    enumNamespaces: try reader.array("enum-namespaces"),
                    objectClasses: try reader.array("object-classes"),
                    widgetClasses: try reader.array("widget-classes"),
                    toolkit: try reader.string("toolkit") ?? namespace,
                    displayName: try reader.string("name") ?? namespace.uppercased(),
                    dependency: try reader.string("dependency"),
                    output: try reader.string("output") ?? "Generated",
                    tests: try reader.string("tests"),
                    testModule: try reader.string("test-module") ?? "",
                    coverage: try reader.string("coverage") ?? "coverage.md",
                    script: try reader.string("script") ?? "Tools/GIRGenerator",
                    checkScript: try reader.string("check-script") ?? "Tools/GIRGenerator",
                    valueTypes: try reader.pairs("value-types"),
                    nullableValueTypes: try reader.pairs("nullable-value-types"),
                    enumsUsedByValueTypes: try reader.array("enums-used-by-value-types"),
                    settersAcceptingNull: try reader.array("setters-accepting-null")
                )
            case ("class", let name?):
                classes[name] = ClassEntry(
                    name: name, line: section.line, status: try reader.status(),
                    swiftName: try reader.string("swift-name"), swiftParent: try reader.string("swift-parent"),
                    reason: try reader.string("reason"),
                    handWritten: try reader.array("hand-written"), handWrittenReactive: try reader.array("hand-written-rx"),
                    aliases: try reader.array("aliases"), deprecatedAliases: try reader.array("deprecated-aliases"),
                    obtainedFrom: try reader.string("obtained-from"), stripPrefix: try reader.string("strip-prefix"),
                    stored: try reader.array("stored"), initBeforeSuper: try reader.array("init-before-super"),
                    initAfterSuper: try reader.array("init-after-super"), constructors: try reader.constructors()
                )
            case ("interface", let name?):
                interfaces[name] = InterfaceEntry(
                    name: name, line: section.line, swiftName: try reader.string("swift-name"), reason: try reader.string("reason")
                )
            case ("enum", let name?):
                let status = try reader.status()
                guard status != .generate else {
                    throw ManifestError(file: file, line: section.line, message: "[\(section.title)] must say `status = \"hand-written\"` or `\"ignore\"`")
                }
                enums[name] = EnumEntry(name: name, line: section.line, status: status, reason: try reader.string("reason"))
            default:
                throw ManifestError(
                    file: file, line: section.line,
                    message: "unknown section [\(section.title)]: expected [library], [class.\"…\"], [interface.\"…\"] or [enum.\"…\"]"
                )
            }
            try reader.rejectUnread()
        }
        guard let library else { throw ManifestError(file: file, line: nil, message: "the [library] section is missing") }
        self.library = library
        self.classes = classes
        self.interfaces = interfaces
        self.enums = enums
    }
}

/// Reads typed values out of one section, remembering which keys were read so that any other
/// key is reported as unknown.
private struct SectionReader {
    let section: ManifestDocument.Section
    let file: String
    var read: Set<String> = []

    init(section: ManifestDocument.Section, file: String) {
        self.section = section
        self.file = file
    }

    private func fail(_ key: String?, _ message: String) -> ManifestError {
        ManifestError(file: file, line: key.flatMap { section.keyLines[$0] } ?? section.line, message: message)
    }

    mutating func string(_ key: String, required: Bool = false) throws(ManifestError) -> String? {
        read.insert(key)
        switch section.values[key] {
        case .string(let value)?: return value
        case .array?: throw fail(key, "`\(key)` in [\(section.title)] must be a string, not an array")
        case nil:
            if required { throw fail(nil, "[\(section.title)] has no `\(key)`") }
            return nil
        }
    }

    mutating func array(_ key: String) throws(ManifestError) -> [String] {
        read.insert(key)
        switch section.values[key] {
        case .array(let values)?: return values
        case .string?: throw fail(key, "`\(key)` in [\(section.title)] must be an array of strings")
        case nil: return []
        }
    }

    /// An array of `"key=value"` strings as a dictionary.
    mutating func pairs(_ key: String) throws(ManifestError) -> [String: String] {
        var result: [String: String] = [:]
        for item in try array(key) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw fail(key, "`\(key)` in [\(section.title)] must list \"GIRType=SwiftType\" strings, not \"\(item)\"")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }

    /// The `constructors` array, each entry checked to read as a ``ManifestConstructor``.
    mutating func constructors() throws(ManifestError) -> [String] {
        let entries = try array("constructors")
        for entry in entries {
            do throws(ManifestConstructorError) {
                _ = try ManifestConstructor(entry)
            } catch {
                throw fail("constructors", "\(error.message) in [\(section.title)]")
            }
        }
        return entries
    }

    mutating func status() throws(ManifestError) -> Manifest.Status {
        guard let text = try string("status") else { return .generate }
        guard let status = Manifest.Status(rawValue: text) else {
            throw fail("status", "unknown status \"\(text)\" in [\(section.title)]: expected \"generate\", \"hand-written\" or \"ignore\"")
        }
        return status
    }

    func rejectUnread() throws(ManifestError) {
        if let unknown = section.values.keys.sorted().first(where: { !read.contains($0) }) {
            throw fail(unknown, "unknown key `\(unknown)` in [\(section.title)]")
        }
    }
}
