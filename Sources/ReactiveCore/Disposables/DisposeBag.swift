import Synchronization

/// Collects disposables and disposes them all when the bag is deinitialised
/// (or when `dispose()` is called explicitly).
///
/// Thread-safe. Inserting into a bag that has already been disposed disposes
/// the new member at once, so nothing outlives its owner.
public final class DisposeBag: Sendable {
    private struct State {
        var members: [Disposable] = []
        var disposed = false
    }

    private let state = SanitizedMutex(State())

    /// An empty bag.
    public init() {}

    /// Adds `disposable`, or disposes it now if the bag is disposed.
    public func insert(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.members.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.members.append(contentsOf: disposables)
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
    }

    /// The number of disposables held.
    public var count: Int { state.withLock { $0.members.count } }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Disposes everything now, in insertion order; later inserts are disposed at once.
    public func dispose() {
        let members = state.withLock { state -> [Disposable] in
            state.disposed = true
            let members = state.members
            state.members = []
            return members
        }
        for member in members { member.dispose() }
    }

    deinit { dispose() }
}
