import CGLib

/// Compiled GSettings schemas: finding a schema without letting GLib abort,
/// and compiling an app's `*.gschema.xml` for development runs.
public enum SettingsSchemas {
    /// Compiles the `*.gschema.xml` files of `sourceDirectory` into
    /// `targetDirectory/gschemas.compiled` with `glib-compile-schemas
    /// --strict` (package `libglib2.0-bin`, which GTK's development package
    /// pulls in), creating the target folder. The error carries the tool's message.
    public static func compile(from sourceDirectory: String, into targetDirectory: String) throws(SettingsError) {
        guard g_mkdir_with_parents(targetDirectory, 0o700) == 0 else {
            throw .unreadableSchemaDirectory(path: targetDirectory, reason: "the folder cannot be created")
        }
        let arguments = ["glib-compile-schemas", "--strict", "--targetdir=\(targetDirectory)", sourceDirectory]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { g_strdup($0) } + [nil]
        defer { argv.forEach { g_free($0) } }
        var errorOutput: UnsafeMutablePointer<CChar>?
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = g_spawn_sync(nil, &argv, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, &errorOutput, &status, &error)
        let message = String.takingOwnership(of: errorOutput) ?? ""
        if spawned == 0 {
            throw .unreadableSchemaDirectory(path: sourceDirectory, reason: takeMessage(error) + " (install libglib2.0-bin)")
        }
        if g_spawn_check_wait_status(status, &error) == 0 {
            let reason = message.isEmpty ? takeMessage(error) : message.trimmingWhitespaceAndNewlines
            g_clear_error(&error)
            throw .unreadableSchemaDirectory(path: sourceDirectory, reason: reason)
        }
    }

    /// The schema `schemaID`, looked up in `directory` (compiled) and then
    /// in GLib's default sources (`GSETTINGS_SCHEMA_DIR`, the system
    /// directories), or a clear error instead of GLib's abort. A new reference.
    static func lookup(_ schemaID: String, in directory: String?) throws(SettingsError) -> OpaquePointer {
        let source: OpaquePointer?
        if let directory {
            var error: UnsafeMutablePointer<GError>?
            source = g_settings_schema_source_new_from_directory(directory, g_settings_schema_source_get_default(), 1, &error)
            if source == nil { throw .unreadableSchemaDirectory(path: directory, reason: takeMessage(error)) }
        } else {
            source = g_settings_schema_source_get_default().map { g_settings_schema_source_ref($0) }
        }
        defer { if let source { g_settings_schema_source_unref(source) } }
        guard let source, let schema = g_settings_schema_source_lookup(source, schemaID, 1) else {
            throw .schemaNotInstalled(schemaID: schemaID, searched: directory ?? "GSETTINGS_SCHEMA_DIR")
        }
        return schema
    }

    /// The message of `error`, which it frees.
    static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
