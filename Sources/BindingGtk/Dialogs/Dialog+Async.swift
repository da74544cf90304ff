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

/// Awaits one answer of a GTK dialog: at most one `finish`, whatever comes first
/// (a response, destruction, cancellation).
@MainActor
enum DialogAnswer {
    /// `show` presents the dialog and returns what to disconnect once answered;
    /// `cancel` closes it when the awaiting task is cancelled (and may answer).
    static func await<Answer: Sendable>(
        show: (_ finish: @escaping @MainActor (Answer) -> Void) -> [Disposable],
        cancel: @escaping @MainActor (_ finish: @escaping @MainActor (Answer) -> Void) -> Void
    ) async -> Answer {
        let once = OneAnswer<Answer>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
                once.continuation = continuation
                once.connections = show { once.finish($0) }
                if Task.isCancelled { cancel { once.finish($0) } }
            }
        } onCancel: {
            Task { @MainActor in cancel { once.finish($0) } }
        }
    }
}

/// The state of one awaited answer (main actor only).
@MainActor
private final class OneAnswer<Answer: Sendable> {
    var continuation: CheckedContinuation<Answer, Never>?
    var connections: [Disposable] = []

    func finish(_ answer: Answer) {
        guard let continuation else { return }
        self.continuation = nil
        let ended = connections
        connections = []
        for connection in ended { connection.dispose() }
        continuation.resume(returning: answer)
    }
}
