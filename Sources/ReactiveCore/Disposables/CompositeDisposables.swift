import Synchronization

/// A group of disposables disposed together.
///
/// Adding to a disposed group disposes the new member at once.
public final class CompositeDisposable: Cancelable {
    /// Identifies one member, to remove it again.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct State {
        var members: [UInt64: Disposable]? = [:]
        var nextID: UInt64 = 0
    }

    private let state = SanitizedMutex(State())

    /// An empty group.
    public init() {}

    /// A group with two members.
    public init(_ first: Disposable, _ second: Disposable) {
        state.withLock { $0 = State(members: [0: first, 1: second], nextID: 2) }
    }

    /// A group holding `disposables`.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                state.members?[state.nextID] = disposable
                state.nextID += 1
            }
        }
    }

    /// The number of live members.
    public var count: Int { state.withLock { $0.members?.count ?? 0 } }

    public var isDisposed: Bool { state.withLock { $0.members == nil } }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) when the group is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            guard state.members != nil else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.members![id] = disposable
            return DisposeKey(id: id)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the member for `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { $0.members?.removeValue(forKey: key.id) }
        removed?.dispose()
    }

    /// Removes the member for `key` without disposing it.
    func detach(for key: DisposeKey) {
        _ = state.withLock { $0.members?.removeValue(forKey: key.id) }
    }

    public func dispose() {
        let members = state.withLock { state -> [UInt64: Disposable]? in
            let members = state.members
            state.members = nil
            return members
        }
        guard let members else { return }
        for id in members.keys.sorted() { members[id]!.dispose() }
    }
}

/// The state of a disposable that holds one other disposable at a time
/// (``SerialDisposable``, ``SingleAssignmentDisposable``).
private struct HeldDisposable {
    var current: Disposable?
    /// A disposable was set (``SingleAssignmentDisposable`` accepts one only).
    var assigned = false
    var disposed = false

    /// Marks the holder disposed and hands back what it held, to be disposed
    /// outside the lock; `nil` when it was disposed already.
    mutating func takeForDisposal() -> Disposable? {
        guard !disposed else { return nil }
        disposed = true
        defer { current = nil }
        return current
    }
}

/// Holds one disposable at a time; setting a new one disposes the old one.
public final class SerialDisposable: Cancelable {
    private let state = SanitizedMutex(HeldDisposable())

    /// An empty serial disposable.
    public init() {}

    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The current disposable. Setting it disposes the previous one; after
    /// `dispose()` a new value is disposed at once.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, disposeNew) = state.withLock { state -> (Disposable?, Bool) in
                if state.disposed { return (nil, true) }
                let previous = state.current
                state.current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public func dispose() {
        state.withLock { $0.takeForDisposal() }?.dispose()
    }
}

/// Accepts exactly one disposable, which may arrive after `dispose()`
/// (it is then disposed at once).
public final class SingleAssignmentDisposable: Cancelable {
    private let state = SanitizedMutex(HeldDisposable())

    /// An unassigned disposable.
    public init() {}

    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sets the disposable. Assigning twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.assigned, "SingleAssignmentDisposable assigned twice")
            state.assigned = true
            if state.disposed { return true }
            state.current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        state.withLock { $0.takeForDisposal() }?.dispose()
    }
}
