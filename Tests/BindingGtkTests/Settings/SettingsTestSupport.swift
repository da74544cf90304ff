import BindingGtk
import Foundation
import XCTest

/// A test schema, compiled into a temporary folder, and a keyfile beside it.
struct TestSchema {
    static let id = "org.example.BindingTests"
    static let xml = """
    <schemalist>
      <enum id="org.example.BindingTests.Quality">
        <value nick="low" value="0"/><value nick="medium" value="1"/><value nick="high" value="2"/>
      </enum>
      <schema id="org.example.BindingTests" path="/org/example/BindingTests/">
        <key name="dark-mode" type="b"><default>false</default></key>
        <key name="volume" type="i"><range min="0" max="100"/><default>50</default></key>
        <key name="ratio" type="d"><default>1.5</default></key>
        <key name="nickname" type="s"><default>''</default></key>
        <key name="recent" type="as"><default>[]</default></key>
        <key name="quality" enum="org.example.BindingTests.Quality"><default>'high'</default></key>
      </schema>
    </schemalist>
    """

    /// The temporary folder: `source/` (the XML), `compiled/`, `config/glib-2.0/settings/keyfile`, `defaults/`.
    let root: URL
    var compiled: String { root.appendingPathComponent("compiled").path }
    var configHome: String { root.appendingPathComponent("config").path }
    var keyfile: String { configHome + "/glib-2.0/settings/keyfile" }
    var defaults: String { root.appendingPathComponent("defaults").path }

    init(_ label: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        let source = root.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: defaults, withIntermediateDirectories: true)
        try Self.xml.write(to: source.appendingPathComponent("\(Self.id).gschema.xml"), atomically: true, encoding: .utf8)
        try SettingsSchemas.compile(from: source.path, into: compiled)
    }

    /// Settings on this folder's keyfile (and locks in `defaults/locks`).
    @MainActor
    func settings() throws -> GioSettings {
        try GioSettings(schemaID: Self.id, schemaDirectory: compiled, backend: .keyfile(path: keyfile, defaultsDirectory: defaults))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The quality choices of the test schema.
enum Quality: String, SettingsValue { case low, medium, high, ultra }
