import ReactiveCore

/// Publishes a command's `canExecute` and `isExecuting`, changes only.
///
/// Updates are serialised by a recursive lock: each reads the command's state
/// afresh, so when threads or re-entrant subscribers race, the last value
/// sent is the current one. Subscribers run while the lock is held (so a
/// subscriber that executes the command again publishes from inside).
final class CommandStatePublisher: @unchecked Sendable {
    let canExecute: BehaviorRelay<Bool>
    let isExecuting = BehaviorRelay(value: false)
    private let lock = RecursiveLock()
    /// Guarded by `lock`: what was sent last.
    private var sentCanExecute: Bool
    private var sentIsExecuting = false

    init() {
        canExecute = BehaviorRelay(value: false)
        sentCanExecute = false
    }

    /// Sets the first values, before anyone subscribed.
    func publish(canExecute value: Bool, isExecuting busy: Bool) {
        update { (value, busy) }
    }

    /// Reads the state with `read` and sends what changed.
    func update(_ read: () -> (canExecute: Bool, isExecuting: Bool)) {
        lock.withLock { _ in
            let can = read().canExecute
            if can != sentCanExecute {
                sentCanExecute = can
                canExecute.accept(can)
            }
            let busy = read().isExecuting
            if busy != sentIsExecuting {
                sentIsExecuting = busy
                isExecuting.accept(busy)
            }
        }
    }
}
