import Binding
import CGtk

extension Widget {
    /// The name assistive technologies (screen readers, AT-SPI test clients)
    /// announce for the widget, through its ATK object. Give one to every
    /// input without a visible label. `nil` when none was set and GTK
    /// derives none (from a label or mnemonic widget).
    public var accessibleName: String? {
        get {
            guard !isDestroyed, let accessible = gtk_widget_get_accessible(widgetPointer) else { return nil }
            return String.borrowing(atk_object_get_name(accessible)).flatMap { $0.isEmpty ? nil : $0 }
        }
        set {
            guard !isDestroyed, let accessible = gtk_widget_get_accessible(widgetPointer) else { return }
            atk_object_set_name(accessible, newValue ?? "")
        }
    }
}

extension Reactive where Base: Widget {
    /// Binds the name assistive technologies announce for the widget.
    @MainActor public var accessibleName: Binder<String?> { binder { $0.accessibleName = $1 } }
}
