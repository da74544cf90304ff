import Binding
import CGtk

extension Widget {
    /// The description assistive technologies (screen readers, AT-SPI
    /// clients) announce after the widget's name and role, through its ATK
    /// object; `nil` when there is none. Validation presents a field's
    /// problem here, so a screen reader reads it on the field itself.
    public var accessibleDescription: String? {
        get {
            guard !isDestroyed, let accessible = gtk_widget_get_accessible(widgetPointer) else { return nil }
            return String.borrowing(atk_object_get_description(accessible)).flatMap { $0.isEmpty ? nil : $0 }
        }
        set {
            guard !isDestroyed, let accessible = gtk_widget_get_accessible(widgetPointer) else { return }
            atk_object_set_description(accessible, newValue ?? "")
        }
    }
}

extension Reactive where Base: Widget {
    /// Binds the description assistive technologies announce for the widget.
    @MainActor public var accessibleDescription: Binder<String?> { binder { $0.accessibleDescription = $1 } }
}
