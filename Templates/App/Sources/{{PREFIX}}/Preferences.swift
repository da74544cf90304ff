import BindingGtk
import Foundation

/// The app's GSettings (`data/{{APP_ID}}.gschema.xml`).
///
/// An installed app finds its compiled schema where GNOME looks (the install script puts it
/// there). A development run (`swift run`, the tests) has none installed, so the copy of the
/// schema embedded in the executable is compiled into the user's cache folder first.
@MainActor
enum Preferences {
    /// The settings of {{APP_ID}}, stored in `backend`.
    static func open(backend: SettingsBackend = .automatic) throws(SettingsError) -> GioSettings {
        do {
            return try GioSettings(schemaID: {{PREFIX}}App.id, backend: backend)
        } catch .schemaNotInstalled {
            return try GioSettings(schemaID: {{PREFIX}}App.id, schemaDirectory: try compileEmbeddedSchema(), backend: backend)
        }
    }

    /// Compiles the embedded schema into the cache folder and returns that folder.
    private static func compileEmbeddedSchema() throws(SettingsError) -> String {
        let compiled = UserDirectories.cache + "/{{APP_ID}}/schemas"
        let source = compiled + "/source"
        let file = "{{APP_ID}}.gschema.xml"
        do {
            try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
            try Data(GResources.bundle.data(at: GResources.basePath + file)).write(to: URL(fileURLWithPath: source + "/" + file))
        } catch {
            throw .unreadableSchemaDirectory(path: source, reason: "\(error)")
        }
        try SettingsSchemas.compile(from: source, into: compiled)
        return compiled
    }
}
