import Synchronization

// A computed value's subscribers: subscribing and removing them (with the
// flusher's lent list in mind), the debug-build count of the retains
// subscriptions hold, and the subscriber and subscription types.

extension ComputedCore {
    /// Adds `observer`; it gets the current value first (on this thread
    /// unless another thread is flushing, which then sends it), then every
    /// change. The returned subscription removes it.
    func subscribe(_ observer: AnyObserver<Value>) -> Disposable {
        var claimed = false
        var id: UInt64 = 0
        withGraphLock {
            id = nextObserverID
            nextObserverID &+= 1
            observerCount += 1
            joining.append(ComputedObserver(id: id, observer: observer))
            claimed = claimFlush()
        }
        if claimed { deliverStaged() }
        return ComputedSubscription(core: self, id: id)
    }

    /// Removes the subscriber `id` (lock held). A delivery already staged
    /// may still reach it, as with any subject disposed during an emission.
    ///
    /// Returns whether the subscription may release this computed now; if a
    /// thread is flushing, the release is left to it (the computed must
    /// outlive the flush, which does not retain it) and `false` is returned.
    func removeObserver(_ id: UInt64) -> Bool {
        // Invariant: each subscription is removed once, under the lock.
        assert(graphLockIsHeldHere() && observerCount > 0, "a subscriber was removed more often than added")
        observerCount -= 1
        let flushing = isFlushingElsewhere()
        if let index = joining.firstIndex(where: { $0.id == id }) {
            joining.remove(at: index)
        } else if observersLent && flushing {
            assert(!removedWhileLent.contains(id), "a subscriber was removed twice while its list was lent")
            removedWhileLent.append(id)
        } else {
            if observersLent { reclaimObservers() }
            if let index = observers!.firstIndex(where: { $0.id == id }) { observers!.remove(at: index) }
        }
        if observers?.isEmpty == true && joining.isEmpty {
            observers = []
            joining = []
        }
        guard flushing else {
            // Invariant: releases wait only while a thread flushes.
            assert(pendingReleases == 0, "releases were left waiting while nobody flushed")
            return true
        }
        // Invariant: the flusher was asked to go round again
        // (`isFlushingElsewhere`), so it cannot give the role up before it
        // has staged again under the lock, taking this release over.
        assert(!flushRoleIsIdle, "a release was left to a flusher that gave the role up")
        pendingReleases += 1
        return false
    }

    /// Whether the subscriber `id` is in any list this computed holds:
    /// waiting to join, staged to join, or in the subscriber list where it is
    /// (not lent, or returned). Lock held, no thread flushing (a flusher
    /// holds the lent list where this cannot see it); for assertions.
    func lists(_ id: UInt64) -> Bool {
        let lists = [joining, stagedJoiners, observers ?? [], returnedObservers ?? [], stagedTargets ?? []]
        return lists.contains { list in list.contains { $0.id == id } }
    }

    // MARK: Debug checks of the subscriptions' retains (compiled out of release builds)

    /// Debug builds: counts a retain a subscription took. Release builds: nothing.
    @inlinable @inline(__always)
    func noteSubscriptionRetain() {
        #if DEBUG
        subscriptionRetains.add(1, ordering: .relaxed)
        #endif
    }

    /// Debug builds: counts `count` releases of subscriptions' retains,
    /// about to be done. Release builds: nothing.
    @inlinable @inline(__always)
    func noteSubscriptionReleases(_ count: Int) {
        #if DEBUG
        let before = subscriptionRetains.subtract(count, ordering: .relaxed).oldValue
        // Invariant: every release of a computed by the flush path or a
        // subscription pairs with a subscription's `passRetained`.
        assert(before >= count, "a computed was released more often than its subscriptions retained it")
        #endif
    }

    /// The subscriptions' retains not released yet (debug builds; 0 in release builds).
    var subscriptionRetainsOutstanding: Int {
        #if DEBUG
        return subscriptionRetains.load(ordering: .relaxed)
        #else
        return 0
        #endif
    }

    /// How many subscribers are listed, the lent list included once it is
    /// back (lock held, no thread flushing); for tests and diagnostics.
    var listedSubscriberCount: Int {
        if observersLent && !isFlushingElsewhere() { reclaimObservers() }
        return (observers?.count ?? 0) + joining.count
    }

    /// Lock held. Whether a thread holds the flusher role (this one too, when
    /// a subscriber it is calling disposes); if so, asks it to go round again,
    /// so that it takes up under the lock what was left for it. Otherwise the
    /// role stays idle until the lock is released (taking it needs the lock).
    func isFlushingElsewhere() -> Bool {
        while true {
            let role = flushRole.load(ordering: .acquiring)
            if role == FlushRole.idle { return false }
            if role == FlushRole.flushingWithMore { return true }
            if flushRole.compareExchange(expected: FlushRole.flushing, desired: FlushRole.flushingWithMore,
                                         ordering: .relaxed).exchanged { return true }
        }
    }
}

/// One subscriber of a computed value.
@usableFromInline
struct ComputedObserver<Value> {
    @usableFromInline let id: UInt64
    @usableFromInline let observer: AnyObserver<Value>

    @usableFromInline
    init(id: UInt64, observer: AnyObserver<Value>) {
        self.id = id
        self.observer = observer
    }
}

/// What `Computed.asObservable` returns for one subscription: removes the
/// subscriber and gives back its share of `observerCount`.
///
/// Holds the computed strongly until then — on dispose, or at the latest when
/// the subscription itself is freed. A thread flushing the computed does not
/// retain it: a subscription disposed meanwhile leaves its release to that
/// thread (see `ComputedCore.removeObserver`), so a computed that had
/// subscribers when the flush began outlives the flush.
final class ComputedSubscription<Value>: Disposable, @unchecked Sendable {
    /// Retained from initialisation until disposed.
    private let core: Unmanaged<ComputedCore<Value>>
    private let id: UInt64
    private let disposed = Atomic<Bool>(false)

    init(core: ComputedCore<Value>, id: UInt64) {
        self.core = Unmanaged.passRetained(core)
        self.id = id
        core.noteSubscriptionRetain()
    }

    deinit { dispose() }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var releaseNow = false
        core._withUnsafeGuaranteedRef { core in
            core.withGraphLock {
                releaseNow = core.removeObserver(id)
                // Invariant: the subscription releases the computed itself
                // only while no thread flushes it (a flusher holds no
                // reference of its own: the release is then the flusher's,
                // done after the delivery) and once its subscriber is listed
                // nowhere.
                assert(!releaseNow || (core.flushRoleIsIdle && !core.lists(id)),
                       "a computed was released by a subscription while it was flushed or listed the subscriber")
            }
            if releaseNow { core.noteSubscriptionReleases(1) }
        }
        if releaseNow { core.release() }
    }
}
