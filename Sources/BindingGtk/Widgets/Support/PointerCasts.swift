import CGLib
import CGtk

extension Widget {
    /// The widget pointer viewed as the GTK struct `T` (`GTK_TEXT_VIEW()` and
    /// friends). Only for a `T` the wrapper's initialiser checked the GType of.
    func widgetPointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: T.self)
    }

    /// Checks that `pointer` is an instance of `type`, naming `swiftType` in the failure.
    static func requireInstance(_ pointer: UnsafeMutablePointer<GtkWidget>, of type: GType, for swiftType: String) {
        precondition(cglib_instance_is_a(pointer, type) != 0, "\(swiftType)(_:) needs a \(String(cString: g_type_name(type)))")
    }
}
