import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The files of a GResource bundle: read from a `*.gresource.xml`, or made
/// from a folder by convention.
struct ResourceManifest {
    /// One `<file>` entry.
    struct Entry {
        /// The path inside the bundle, such as `/org/example/App/window.ui`.
        let resourcePath: String
        /// The file on disk.
        let sourcePath: String
        /// The line of the entry in the manifest, when read from one.
        let line: Int?
    }

    /// The manifest file `glib-compile-resources` reads.
    let manifestPath: String
    /// The folder the entries are relative to.
    let sourceDirectory: String
    /// The first prefix, ending in `/`.
    let basePath: String
    /// Every file, in manifest order.
    let entries: [Entry]

    /// Reads `path`; every listed file must exist.
    ///
    /// - Throws: ``Diagnostic`` for malformed XML or a missing file, with its line.
    init(reading path: String) throws {
        let parser = ManifestParser()
        try parser.scan(path, what: "the resource manifest")
        manifestPath = path
        sourceDirectory = (path as NSString).deletingLastPathComponent
        var entries: [Entry] = []
        for file in parser.files {
            let source = (sourceDirectory as NSString).appendingPathComponent(file.name)
            guard FileManager.default.fileExists(atPath: source) else {
                throw Diagnostic(file: path, line: file.line, message: "missing file \"\(file.name)\" (looked for \(source))")
            }
            let prefix = file.prefix.hasSuffix("/") ? file.prefix : file.prefix + "/"
            entries.append(Entry(resourcePath: prefix + (file.alias ?? file.name), sourcePath: source, line: file.line))
        }
        guard let first = parser.files.first else {
            throw Diagnostic(file: path, line: nil, message: "the resource manifest lists no file")
        }
        basePath = first.prefix.hasSuffix("/") ? first.prefix : first.prefix + "/"
        self.entries = entries
    }

    /// Lists every file under `folder` (but the `app-id` file and hidden files)
    /// under the prefix of the app ID written in `folder/app-id`, or of
    /// `fallbackName` when there is none, and writes the manifest to `manifestPath`.
    init(folder: String, fallbackName: String, writingTo manifestPath: String) throws {
        let idFile = (folder as NSString).appendingPathComponent("app-id")
        let appID = (try? String(contentsOfFile: idFile, encoding: .utf8))?
            .split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? fallbackName
        let basePath = "/" + appID.split(separator: ".").joined(separator: "/") + "/"
        self.basePath = basePath
        sourceDirectory = folder
        self.manifestPath = manifestPath
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { name in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
                return exists && !isFolder.boolValue && name != "app-id" && !name.split(separator: "/").contains { $0.hasPrefix(".") }
            }
            .sorted()
        entries = names.map { Entry(resourcePath: basePath + $0, sourcePath: (folder as NSString).appendingPathComponent($0), line: nil) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gresources>\n  <gresource prefix=\"\(Self.escape(basePath))\">\n"
        for name in names { xml += "    <file>\(Self.escape(name))</file>\n" }
        xml += "  </gresource>\n</gresources>\n"
        try xml.write(toFile: manifestPath, atomically: true, encoding: .utf8)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// Collects the `<file>` entries of a `*.gresource.xml` with their lines.
private final class ManifestParser: XMLScanner {
    struct File {
        let name: String
        let prefix: String
        let alias: String?
        let line: Int
    }

    private(set) var files: [File] = []
    private var prefix = "/"
    private var alias: String?
    private var line = 0
    private var text: String?

    override func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "gresource": prefix = attributes["prefix"] ?? "/"
        case "file":
            alias = attributes["alias"]
            line = parser.lineNumber
            text = ""
        default: break
        }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    override func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "file", let name = text?.trimmingCharacters(in: .whitespacesAndNewlines) else { return }
        files.append(File(name: name, prefix: prefix, alias: alias, line: line))
        text = nil
    }
}
