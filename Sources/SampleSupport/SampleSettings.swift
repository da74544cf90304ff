import BindingGtk
import Foundation

/// Opens a sample's GSettings: its schema `Resources/<Sample>/<appID>.gschema.xml`
/// compiled for this run (no manual step for `swift run` or the tests), or,
/// without that file, the schema installed where GNOME finds it
/// (`Scripts/install-schemas.sh`).
public enum SampleSettings {
    /// The settings of `appID`. With `configDirectory` (tests, `--config-dir`):
    /// GLib's keyfile backend in `configDirectory/glib-2.0/settings/keyfile`
    /// (where `XDG_CONFIG_HOME=DIR GSETTINGS_BACKEND=keyfile gsettings` looks),
    /// key paths listed in `configDirectory/locks` locked, and the compiled
    /// schema in `configDirectory/schemas`. Otherwise the automatic backend and
    /// the user's cache for the compiled schema.
    @MainActor
    public static func open(appID: String, resources: String, configDirectory: String?) throws(SettingsError) -> GioSettings {
        let source = resources + "/" + appID + ".gschema.xml"
        var compiled: String?
        if FileManager.default.isReadableFile(atPath: source) {
            let target = configDirectory.map { $0 + "/schemas" } ?? UserDirectories.cache + "/glib-schemas/" + appID
            try SettingsSchemas.compile(from: resources, into: target)
            compiled = target
        }
        let backend = configDirectory.map {
            SettingsBackend.keyfile(path: $0 + "/glib-2.0/settings/keyfile", defaultsDirectory: $0)
        } ?? .automatic
        return try GioSettings(schemaID: appID, schemaDirectory: compiled, backend: backend)
    }
}
