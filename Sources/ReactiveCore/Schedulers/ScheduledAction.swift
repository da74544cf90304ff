/// An action handed to a dispatch queue, run there at most once.
///
/// Disposing it before it runs drops the action, and everything it
/// captures, at once, rather than when the queue gets to it (a cancelled
/// 60-second timeout does not keep its subscriber alive for a minute).
final class ScheduledAction: Cancelable, @unchecked Sendable {
    private let action: OnceAction

    init(_ action: @escaping () -> Void) {
        self.action = OnceAction(action)
    }

    /// Whether the action has run or was dropped.
    var isDisposed: Bool { action.isTaken }

    /// Drops the action unless it ran already; what it captures is released
    /// here, after the lock (it may dispose more).
    func dispose() {
        _ = action.take()
    }

    /// Runs the action unless it was disposed (or ran) before.
    func run() {
        action.take()?()
    }
}
