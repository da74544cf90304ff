import Binding
import CGtk

/// A dialog window with a row of buttons (`GtkDialog`), answered through its
/// `response` signal (`rx.response`); it never runs a nested main loop.
@MainActor
extension Dialog {
    /// A new, hidden, modal dialog titled `title` (replaces the inherited
    /// `Window(title:)`, which would create a plain window).
    package convenience init(title: String?, _: Dialog.Type) {
        self.init(title: title, parent: nil)
    }

    /// A new, hidden dialog titled `title`, on top of `parent`, and modal if `modal`.
    public convenience init(title: String?, parent: Window?, modal: Bool = true) {
        self.init(gtk_dialog_new())
        if let title { self.title = title }
        if let parent { gtk_window_set_transient_for(windowPointer, parent.windowPointer) }
        gtk_window_set_modal(windowPointer, modal ? 1 : 0)
    }

    /// The wrapped `GtkDialog`.
    public var dialogPointer: UnsafeMutablePointer<GtkDialog> { widgetPointer(as: GtkDialog.self) }

    /// The box above the buttons where the dialog's content goes.
    public var contentArea: Container {
        Widget.wrapper(for: gtk_dialog_get_content_area(dialogPointer)) as! Container
    }

    /// Adds a button labelled `label` (mnemonics such as `_OK` allowed) that
    /// answers `response`; returns the button.
    @discardableResult
    public func addButton(_ label: String, response: ResponseType) -> Widget {
        Widget.wrapper(for: gtk_dialog_add_button(dialogPointer, label, response.rawValue))
    }

    /// The button that answers `response`, if there is one.
    public func button(for response: ResponseType) -> Widget? {
        gtk_dialog_get_widget_for_response(dialogPointer, response.rawValue).map { Widget.wrapper(for: $0) }
    }

    /// Makes the button answering `response` the default (activated by Enter).
    public func setDefaultResponse(_ response: ResponseType) {
        ifAlive { gtk_dialog_set_default_response(dialogPointer, response.rawValue) }
    }

    /// Answers `response`, as clicking the matching button does.
    public func respond(_ response: ResponseType) {
        ifAlive { gtk_dialog_response(dialogPointer, response.rawValue) }
    }
}

extension Reactive where Base: Dialog {
    /// Each answer: a button click, Escape (``ResponseType/deleteEvent``
    /// after closing from the title bar). Completes when the dialog is destroyed.
    /// Typically `dialog.rx.response.take(1)` then `dialog.destroy()`.
    @MainActor public var response: ControlEvent<ResponseType> {
        controlEvent { dialog, emit in
            dialog.connect("response", intHandler: { emit(ResponseType(rawValue: $0)) })
        }
    }
}
