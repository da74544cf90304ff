/// An action handed to a dispatch queue, run there at most once.
///
/// Disposing it before it runs drops the action, and everything it
/// captures, at once, rather than when the queue gets to it (a cancelled
/// 60-second timeout does not keep its subscriber alive for a minute).
final class ScheduledAction: Cancelable, @unchecked Sendable {
    // Taken out under the lock, so it runs (or is dropped) exactly once.
    private let action: SanitizedMutex<UncheckedSendable<(() -> Void)?>>

    init(_ action: @escaping () -> Void) {
        self.action = SanitizedMutex(UncheckedSendable(action))
    }

    /// Whether the action has run or was dropped.
    var isDisposed: Bool { action.withLock { $0.value == nil } }

    /// Drops the action unless it ran already.
    func dispose() {
        // Released here, after the lock: what it captures may dispose more.
        _ = take()
    }

    /// Runs the action unless it was disposed (or ran) before.
    func run() {
        take()?()
    }

    private func take() -> (() -> Void)? {
        action.withLock { state in
            let taken = state.value
            state.value = nil
            return taken
        }
    }
}
