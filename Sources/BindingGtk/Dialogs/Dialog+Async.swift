import Binding
import CGtk

extension Dialog {
    /// Shows the dialog and returns its first answer, awaiting the `response`
    /// signal (no nested main loop: other windows, timers and main-queue work
    /// keep running). The dialog is destroyed afterwards unless `keep` is `true`.
    ///
    /// A dialog destroyed before it answered returns ``ResponseType/deleteEvent``;
    /// cancelling the awaiting task destroys the dialog and returns the same.
    ///
    /// <!-- snippet: doc-Dialog-Async -->
    /// ```swift
    /// let dialog = MessageDialog(parent: window, type: .question, buttons: .yesNo, message: "Delete?")
    /// if await dialog.answer() == .yes { deleteSelection() }
    /// ```
    public func answer(keep: Bool = false) async -> ResponseType {
        let response: ResponseType = await DialogAnswer.await(
            show: { [weak self] finish in
                guard let self, !self.isDestroyed else {
                    finish(ResponseType.deleteEvent)
                    return []
                }
                let responses = self.connect("response", intHandler: { finish(ResponseType(rawValue: $0)) })
                let destroyed = self.onDestroy { finish(ResponseType.deleteEvent) }
                self.present()
                return [responses, destroyed]
            },
            cancel: { [weak self] _ in self?.destroy() })
        if !keep { destroy() }
        return response
    }
}
