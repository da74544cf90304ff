import BindingGLib
import CGtk

extension Widget {
    /// ``/BindingGLib/Object/newObjectPointer(of:properties:)`` for a widget type.
    public static func newWidgetPointer(of type: GType, properties: [ConstructProperty?]) -> UnsafeMutablePointer<GtkWidget> {
        newObjectPointer(of: type, properties: properties).assumingMemoryBound(to: GtkWidget.self)
    }
}
