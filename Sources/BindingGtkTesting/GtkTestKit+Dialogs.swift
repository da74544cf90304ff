import BindingGtk
import CGLib
import CGtk

extension GtkTestKit {
    /// The dialogs shown now (any `GtkDialog`: a ``/BindingGtk/MessageDialog`` from
    /// `MessageDialog.confirm`, a file chooser, the app's own), found among
    /// GTK's toplevel windows, so a test needs no reference to them.
    public static func openDialogs() -> [Dialog] {
        openDialogs(of: Dialog.self)
    }

    /// The dialogs of type `T` shown now (see ``openDialogs()``).
    public static func openDialogs<T: Dialog>(of type: T.Type) -> [T] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var dialogs: [T] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                let widget = data.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_visible(widget) != 0,
                   cglib_instance_is_a(UnsafeMutableRawPointer(widget), gtk_dialog_get_type()) != 0,
                   let dialog = Widget.wrapper(for: widget) as? T {
                    dialogs.append(dialog)
                }
            }
            node = current.pointee.next
        }
        return dialogs
    }

    /// Waits until a dialog of type `T` is shown (one an `Interaction`
    /// handler opens from a task, for example) and returns it; `nil` when
    /// none appears before `timeout`.
    public static func waitForDialog<T: Dialog>(
        _ type: T.Type = Dialog.self, timeout: Duration = defaultTimeout
    ) -> T? {
        var found: T?
        _ = pump(until: {
            found = openDialogs(of: type).last
            return found != nil
        }, timeout: timeout)
        return found
    }

    /// Answers the shown dialog with `response` as the user does: clicks
    /// its button for that response when it has a sensitive one, else makes
    /// the dialog respond (Escape and the title bar's close answer
    /// ``/BindingGtk/ResponseType/deleteEvent`` without a button). Waits up to `timeout`
    /// for a dialog to appear; when several are shown, the last one GTK lists
    /// answers. Returns the answered dialog, or `nil` when none was shown.
    ///
    /// <!-- snippet: doc-GtkTestKit-Dialogs -->
    /// ```swift
    /// Task { @MainActor in answer = try await viewModel.confirmDelete.ask("Rent") }
    /// XCTAssertNotNil(GtkTestKit.answerDialog(.accept))
    /// XCTAssertTrue(GtkTestKit.pump(until: { answer == true }))
    /// ```
    @discardableResult
    public static func answerDialog(
        _ response: ResponseType, timeout: Duration = defaultTimeout
    ) -> Dialog? {
        guard let dialog = waitForDialog(Dialog.self, timeout: timeout) else { return nil }
        if let button = dialog.button(for: response) as? Button, button.isSensitive, button.isVisible {
            click(button)
        } else {
            dialog.respond(response)
        }
        return dialog
    }
}
