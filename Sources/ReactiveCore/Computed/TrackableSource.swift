/// A value holder whose reads a `Computed` can depend on.
///
/// A `Computed` learns about changes through `observeChanges`; reading the
/// value inside a computed body must call `DependencyTracker.recordRead(_:)`
/// so the computed knows to subscribe. `BehaviorRelay` conforms; conform your
/// own cells (an observable collection, a settings store) the same way.
public protocol TrackableSource: AnyObject {
    /// Calls `onChange` after every later change of the value — not for the
    /// current value. The returned disposable stops the notifications.
    ///
    /// `onChange` may be called on any thread; it must not be called while
    /// a lock is held that a `Computed` body could also take.
    func observeChanges(_ onChange: @escaping @Sendable () -> Void) -> Disposable
}

extension BehaviorRelay: TrackableSource {
    /// Calls `onChange` after each accepted value (the replayed current value is skipped).
    public func observeChanges(_ onChange: @escaping @Sendable () -> Void) -> Disposable {
        let gate = FirstEventGate()
        return core.subscribe(AnyObserver { event in
            guard case .next = event, gate.pass() else { return }
            onChange()
        })
    }

    /// The current value, recorded as a dependency of the `Computed` being
    /// evaluated on this thread (if any). The same as `value`, which is
    /// tracked too; `tracked` says so at the reading site.
    @inlinable public var tracked: Element { value }
}

/// Lets every event but the first through. Events to one observer never
/// overlap (the subject serialises them), so the flag needs no lock.
private final class FirstEventGate: @unchecked Sendable {
    private var seenFirst = false

    func pass() -> Bool {
        if seenFirst { return true }
        seenFirst = true
        return false
    }
}
