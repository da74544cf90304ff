import Binding
import CGtk

extension MessageDialog {
    /// Asks a yes/no question in a modal message dialog over `parent` and
    /// returns `true` when the user confirms; Escape, Cancel, closing the
    /// dialog or cancelling the awaiting task return `false`. The handler of a
    /// confirmation `Interaction`:
    ///
    /// <!-- snippet: doc-MessageDialog-Confirm -->
    /// ```swift
    /// viewModel.confirmClear.handle { [weak self] in
    ///     await MessageDialog.confirm(parent: self?.window, message: "Clear the cache?", confirmLabel: "C_lear")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: the window the dialog is modal over, or `nil`.
    ///   - message: the question, in bold.
    ///   - detail: secondary text below the question, or `nil`.
    ///   - confirmLabel: the confirm button's label, with a mnemonic.
    ///   - cancelLabel: the cancel button's label, with a mnemonic.
    ///   - destructive: styles the confirm button as destructive and makes
    ///     Cancel the default (Enter cancels), as GNOME does for deletions.
    public static func confirm(
        parent: Window?,
        message: String,
        detail: String? = nil,
        confirmLabel: String = "_OK",
        cancelLabel: String = "_Cancel",
        destructive: Bool = false
    ) async -> Bool {
        let dialog = MessageDialog(parent: parent, type: .question, buttons: .none, message: message, secondaryText: detail)
        dialog.addButton(cancelLabel, response: .cancel)
        let confirm = dialog.addButton(confirmLabel, response: .accept)
        if destructive {
            confirm.setStyleClass("destructive-action", enabled: true)
            dialog.setDefaultResponse(.cancel)
        } else {
            dialog.setDefaultResponse(.accept)
        }
        return await dialog.answer() == .accept
    }

    /// Shows `message` in a modal dialog with one Close button over `parent`
    /// and returns when it is closed (an error to report, say).
    public static func inform(parent: Window?, type: MessageType = .info, message: String, detail: String? = nil) async {
        let dialog = MessageDialog(parent: parent, type: type, buttons: .close, message: message, secondaryText: detail)
        _ = await dialog.answer()
    }
}
