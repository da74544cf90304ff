import Binding
import CGtk

/// A push button (`GtkButton`).
@MainActor
extension Button {
    /// A new button with a text label (`"_Save"` with `useUnderline` for a mnemonic).
    public convenience init(label: String, useUnderline: Bool = false) {
        self.init(useUnderline ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label))
    }

    /// The wrapped `GtkButton`.
    public var buttonPointer: UnsafeMutablePointer<GtkButton> { widgetPointer(as: GtkButton.self) }

    /// The button's text label, or `nil` if it shows something else.
    public var label: String? {
        get { String.borrowing(gtk_button_get_label(buttonPointer)) }
        set { ifAlive { gtk_button_set_label(buttonPointer, newValue) } }
    }

    /// Clicks the button as the user would (emits `clicked`).
    public func click() {
        ifAlive { gtk_button_clicked(buttonPointer) }
    }
}

extension Reactive where Base: Button {
    /// Each click of the button; completes when the button is destroyed.
    @MainActor public var clicked: ControlEvent<Void> { controlEvent("clicked") }

    /// Each click of the button: RxCocoa's name for ``clicked``.
    @MainActor public var tap: ControlEvent<Void> { clicked }

    /// Binds the button's text label.
    @MainActor public var label: Binder<String?> { binder { $0.label = $1 } }
}
