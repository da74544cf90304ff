import BindingGLib
import Foundation

/// Opens a sample's GSettings: the installed schema when GLib finds one
/// (`Scripts/install.sh` puts it in `PREFIX/share/glib-2.0/schemas`, found
/// through `XDG_DATA_DIRS`), else its schema source `<appID>.gschema.xml`,
/// embedded in the executable, compiled for this run (no manual step for
/// `swift run`, the tests or a copied binary).
public enum SampleSettings {
    /// The settings of `appID` whose schema source is `schema` (the sample's
    /// `<appID>.gschema.xml`, read from its embedded resources), written beside
    /// the compiled schema and compiled for this run. With `configDirectory` (tests, `--config-dir`):
    /// GLib's keyfile backend in `configDirectory/glib-2.0/settings/keyfile`
    /// (where `XDG_CONFIG_HOME=DIR GSETTINGS_BACKEND=keyfile gsettings` looks),
    /// key paths listed in `configDirectory/locks` locked, and the compiled
    /// schema in `configDirectory/schemas`. Otherwise the automatic backend and
    /// the user's cache for the compiled schema, unless GLib's schema
    /// directories (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`) have the schema
    /// already: an installed app uses its installed schema and compiles nothing.
    @MainActor
    public static func open(appID: String, schema: [UInt8], configDirectory: String?) throws(SettingsError) -> GioSettings {
        if configDirectory == nil, let installed = try? GioSettings(schemaID: appID) {
            return installed
        }
        let target = schemaDirectory(appID: appID, configDirectory: configDirectory)
        let source = target + "/source"
        do {
            try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
            try Data(schema).write(to: URL(fileURLWithPath: source + "/" + appID + ".gschema.xml"))
        } catch {
            throw .unreadableSchemaDirectory(path: source, reason: "\(error)")
        }
        try SettingsSchemas.compile(from: source, into: target)
        return try open(appID: appID, compiledSchemas: target, configDirectory: configDirectory)
    }

    private static func schemaDirectory(appID: String, configDirectory: String?) -> String {
        configDirectory.map { $0 + "/schemas" } ?? UserDirectories.cache + "/glib-schemas/" + appID
    }

    @MainActor
    private static func open(appID: String, compiledSchemas compiled: String?, configDirectory: String?) throws(SettingsError) -> GioSettings {
        let backend = configDirectory.map {
            SettingsBackend.keyfile(path: $0 + "/glib-2.0/settings/keyfile", defaultsDirectory: $0)
        } ?? .automatic
        return try GioSettings(schemaID: appID, schemaDirectory: compiled, backend: backend)
    }
}
