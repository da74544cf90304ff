import CGLib
import CGtk

extension Builder {
    /// A builder holding the `.ui` description at `path` in the registered
    /// resources (for example `/org/example/App/window.ui`, from a bundle the
    /// `GResourcePlugin` embedded and ``/BindingGLib/ResourceBundle/register()`` registered).
    ///
    /// - Throws: ``/BindingGLib/BuilderError`` naming the resource when it is missing or invalid.
    public convenience init(resource path: String) throws(BuilderError) {
        self.init()
        try add(resource: path)
    }

    /// Adds the `.ui` description at `path` in the registered resources.
    ///
    /// - Throws: ``/BindingGLib/BuilderError/unreadableFile(path:reason:)`` when no registered
    ///   bundle has it, ``/BindingGLib/BuilderError/invalidDescription(source:reason:)`` for bad XML.
    public func add(resource path: String) throws(BuilderError) {
        guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0 else {
            throw .unreadableFile(path: "resource://" + path, reason: "no such resource")
        }
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_resource(builderPointer, path, &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .invalidDescription(source: "resource \"\(path)\"", reason: reason)
        }
    }
}
