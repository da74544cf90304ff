import Binding
import CGtk

/// Which standard buttons a ``MessageDialog`` has.
public enum MessageDialogButtons: UInt32, Sendable {
    /// No buttons; add them with ``Dialog/addButton(_:response:)``.
    case none = 0
    /// OK (answers ``ResponseType/ok``).
    case ok = 1
    /// Close (answers ``ResponseType/close``).
    case close = 2
    /// Cancel (answers ``ResponseType/cancel``).
    case cancel = 3
    /// Yes and No.
    case yesNo = 4
    /// OK and Cancel.
    case okCancel = 5

    var gtkValue: GtkButtonsType { GtkButtonsType(rawValue: rawValue) }
}

/// A dialog showing a message with an icon and standard buttons
/// (`GtkMessageDialog`), answered through `rx.response`.
@MainActor
extension MessageDialog {
    /// A new, hidden, modal message dialog over `parent`. The message is
    /// shown as written (no format directives, no markup).
    public convenience init(
        parent: Window? = nil,
        type: MessageType = .info,
        buttons: MessageDialogButtons = .ok,
        message: String,
        secondaryText: String? = nil
    ) {
        self.init(cgtk_message_dialog_new(parent?.windowPointer, GTK_DIALOG_MODAL, type.gtkValue, buttons.gtkValue, message))
        if let secondaryText { self.secondaryText = secondaryText }
    }

    /// The main message (`text`).
    public var message: String {
        get { property("text", as: String.self) }
        set { ifAlive { setProperty("text", newValue) } }
    }

    /// The smaller explanatory text below the message, or `nil` for none.
    public var secondaryText: String? {
        get { property("secondary-text", as: String?.self) }
        set { ifAlive { setProperty("secondary-text", newValue) } }
    }
}

extension Reactive where Base: MessageDialog {
    /// Binds the main message.
    @MainActor public var message: Binder<String> { binder { $0.message = $1 } }

    /// Binds the secondary text.
    @MainActor public var secondaryText: Binder<String?> { binder { $0.secondaryText = $1 } }
}
