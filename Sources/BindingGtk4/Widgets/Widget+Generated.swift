import BindingGLib
import CGLib
import CGtk4

/// What the generated widget classes (`Generated/Classes`) call: the type check of their
/// `init(_:)` and the construction of a new instance with construct-only properties.
extension Widget {
    /// Checks that `pointer` is an instance of `type`, naming `swiftType` in the failure.
    public static func requireInstance(_ pointer: UnsafeMutablePointer<GtkWidget>, of type: GType, for swiftType: String) {
        requireInstance(UnsafeMutableRawPointer(pointer), of: type, for: swiftType)
    }

    /// ``/BindingGLib/Object/newObjectPointer(of:properties:)`` for a widget type: a new widget
    /// of `type` with `properties` set at construction (`nil` entries are left to GTK's defaults).
    public static func newWidgetPointer(of type: GType, properties: [ConstructProperty?]) -> UnsafeMutablePointer<GtkWidget> {
        newObjectPointer(of: type, properties: properties).assumingMemoryBound(to: GtkWidget.self)
    }
}
