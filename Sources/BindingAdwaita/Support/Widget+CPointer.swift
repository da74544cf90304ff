import BindingGtk4

extension Widget {
    /// The widget's pointer as libadwaita's C struct `T` (the C casts are macros Swift does not
    /// import). The caller knows the widget's class: a generated class's own struct.
    func cPointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: T.self)
    }
}
