import Binding
import CGtk

/// A bar that shows a message above or below content, with optional
/// buttons and a close button (`GtkInfoBar`).
@MainActor
extension InfoBar {
    /// A new info bar of `messageType`.
    public convenience init(messageType: MessageType = .info, showCloseButton: Bool = false) {
        self.init(gtk_info_bar_new())
        self.messageType = messageType
        self.showCloseButton = showCloseButton
    }

    /// The wrapped `GtkInfoBar`.
    public var infoBarPointer: UnsafeMutablePointer<GtkInfoBar> { widgetPointer(as: GtkInfoBar.self) }

    /// Whether the bar is shown, sliding in and out (`revealed`).
    public var isRevealed: Bool {
        get { gtk_info_bar_get_revealed(infoBarPointer) != 0 }
        set { ifAlive { gtk_info_bar_set_revealed(infoBarPointer, newValue ? 1 : 0) } }
    }

    /// The kind of message, which sets the bar's colour.
    public var messageType: MessageType {
        get { MessageType(rawValue: Int32(gtk_info_bar_get_message_type(infoBarPointer).rawValue)) ?? .other }
        set { ifAlive { gtk_info_bar_set_message_type(infoBarPointer, newValue.gtkValue) } }
    }

    /// Whether the bar has a close button (which answers ``ResponseType/close``).
    public var showCloseButton: Bool {
        get { gtk_info_bar_get_show_close_button(infoBarPointer) != 0 }
        set { ifAlive { gtk_info_bar_set_show_close_button(infoBarPointer, newValue ? 1 : 0) } }
    }

    /// The area holding the bar's message widgets.
    public var contentArea: Container {
        Widget.wrapper(for: gtk_info_bar_get_content_area(infoBarPointer)) as! Container
    }

    /// Adds a button with `label` that answers `response`.
    @discardableResult
    public func addButton(_ label: String, response: ResponseType) -> Widget {
        Widget.wrapper(for: gtk_info_bar_add_button(infoBarPointer, label, response.rawValue))
    }

    /// Answers `response`, as clicking one of the bar's buttons does.
    public func respond(_ response: ResponseType) {
        ifAlive { gtk_info_bar_response(infoBarPointer, response.rawValue) }
    }
}

extension Reactive where Base: InfoBar {
    /// Binds whether the bar is shown.
    @MainActor public var isRevealed: Binder<Bool> { binder { $0.isRevealed = $1 } }

    /// Binds the kind of message.
    @MainActor public var messageType: Binder<MessageType> { binder { $0.messageType = $1 } }

    /// Binds whether the bar has a close button.
    @MainActor public var showCloseButton: Binder<Bool> { binder { $0.showCloseButton = $1 } }

    /// Each answer the bar gives: one of its buttons, its close button, or Escape (`response`).
    @MainActor public var response: ControlEvent<ResponseType> {
        controlEvent { bar, emit in
            bar.connect("response", intHandler: { emit(ResponseType(rawValue: $0)) })
        }
    }
}
