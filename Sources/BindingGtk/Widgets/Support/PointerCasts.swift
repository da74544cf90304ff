import CGtk

extension Widget {
    /// The widget pointer viewed as the GTK struct `T` (`GTK_TEXT_VIEW()` and
    /// friends). Only for a `T` the wrapper's initialiser checked the GType of.
    func widgetPointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: T.self)
    }

    /// Checks that `pointer` is an instance of `type`, naming `swiftType` in the failure.
    static func requireInstance(_ pointer: UnsafeMutablePointer<GtkWidget>, of type: GType, for swiftType: String) {
        precondition(cgtk_instance_is_a(pointer, type) != 0, "\(swiftType)(_:) needs a \(String(cString: g_type_name(type)))")
    }
}

extension Object {
    /// Emits `signal`, which takes no arguments and returns nothing, on the
    /// object, as GTK itself does (`g_signal_emit_by_name`, which is variadic
    /// and does not import into Swift). Used to simulate the user.
    func emitSignal(_ signal: String) {
        let id = g_signal_lookup(signal, gType)
        precondition(id != 0, "\(typeName) has no signal named \"\(signal)\"")
        var instance = GValue()
        _ = g_value_init(&instance, gType)
        g_value_set_object(&instance, objectPointer)
        defer { g_value_unset(&instance) }
        g_signal_emitv(&instance, id, 0, nil)
    }
}
