import Binding

/// Awaits one answer of a dialog, in GTK 3 or GTK 4: at most one `finish`, whatever comes first
/// (a response, destruction, cancellation). Toolkit-free: the front ends say how to show and close.
@MainActor
package enum DialogAnswer {
    /// `show` presents the dialog and returns what to disconnect once answered;
    /// `cancel` closes it when the awaiting task is cancelled (and may answer).
    package static func await<Answer: Sendable>(
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
