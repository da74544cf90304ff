import BindingGLib
import CGLib
import CGtk

/// Finds the children of a composite widget's template by id, with errors
/// naming the file and the id: what the generated ``WidgetTemplate`` structs use.
@MainActor
public struct TemplateChildren {
    /// The composite widget.
    public let widget: Widget
    /// The template's `.ui` resource path, for messages.
    public let file: String
    /// The GType whose template made the children.
    private let type: GType

    /// The children of `widget`, an instance of the class registered for `template`.
    ///
    /// - Throws: ``/BindingGLib/OutletError`` without an id when `widget` is not such an instance.
    public init<Template: WidgetTemplate>(of widget: Widget, template: Template.Type) throws(OutletError) {
        self.widget = widget
        file = Template.resourcePath
        type = g_type_from_name(Template.className)
        guard type != 0, widget.isA(type) else {
            throw OutletError(file: file, id: nil, reason: .wrongType(
                id: Template.className, expected: Template.className, actual: widget.typeName))
        }
    }

    /// The child `id` as `T`.
    ///
    /// - Throws: ``/BindingGLib/OutletError`` naming the file and the id when the class binds
    ///   no child of that id or it is not a `T`.
    public func child<T: Object>(_ id: String, as type: T.Type = T.self) throws(OutletError) -> T {
        guard let pointer = gtk_widget_get_template_child(widget.widgetPointer, self.type, id) else {
            throw OutletError(file: file, id: id, reason: .missingObject(id: id))
        }
        let raw = UnsafeMutableRawPointer(pointer)
        guard let typed = Object.wrapper(for: raw) as? T else {
            throw OutletError(file: file, id: id, reason: .wrongType(
                id: id, expected: String(describing: T.self), actual: String(cString: g_type_name(cglib_object_type(raw)))))
        }
        return typed
    }
}
