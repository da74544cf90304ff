import Synchronization

/// The typed part of a computed value: its body, cached outcome and its
/// subscribers.
///
/// The per-update work (`evaluate`, `claim`, `deliver`) is inlinable and made
/// into the node's actions by `plainActions()` or `equatableActions()`, which
/// `Computed.init` calls and is inlined into the client:
/// there `Value` is known, so the update path is specialised instead of
/// running as generic code that looks up type metadata on every call. The
/// outcome is kept as a value and an error rather than a `Result`, so that
/// unspecialised callers touch as few generic types as possible.
@usableFromInline
final class ComputedCore<Value>: ComputedNode, @unchecked Sendable {
    @usableFromInline let body: () throws -> Value
    /// The last value successfully computed (lock held).
    @exclusivity(unchecked) @usableFromInline var lastValue: Value?
    /// The failure of the last evaluation, `nil` if it succeeded (lock held).
    @exclusivity(unchecked) @usableFromInline var failure: (any Error)?
    /// The version last sent to subscribers (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedVersion: UInt64 = 0
    /// The value last sent to subscribers: a new subscriber's first value, and
    /// for equatable values what a recomputation is compared with, so that
    /// recovering from a failure to the same value sends nothing (lock held).
    @exclusivity(unchecked) @usableFromInline var emittedValue: Value?
    /// Subscribers that have had their first value (lock held); `nil` while
    /// the list is lent to the flusher.
    ///
    /// Lent, not copied, so that a delivery retains and releases nothing: the
    /// flusher swaps it into `stagedTargets`, delivers, adds the subscribers
    /// that joined, and swaps it into `returnedObservers` before giving the
    /// role up; `reclaimObservers()` swaps it back, under the lock, once no
    /// other thread flushes. (Swapping optionals touches no reference count.)
    @exclusivity(unchecked) @usableFromInline var observers: ContiguousArray<ComputedObserver<Value>>? = []
    /// Whether the flusher has the observers (see `observers`).
    @inlinable var observersLent: Bool { observers == nil }
    /// Where the flusher puts the lent list back (see `observers`): written
    /// by the flusher without the lock, read under it once the role is idle
    /// or by the next role holder (the role's release and acquire order them).
    @exclusivity(unchecked) @usableFromInline var returnedObservers: ContiguousArray<ComputedObserver<Value>>?
    /// Subscribers removed while their list was lent: taken out when it comes back (lock held).
    @exclusivity(unchecked) @usableFromInline var removedWhileLent: [UInt64] = []
    /// Releases of this computed by disposed subscriptions that must wait for
    /// the thread flushing it (see `ComputedSubscription`); the flusher takes
    /// them over when it stages (lock held).
    @exclusivity(unchecked) @usableFromInline var pendingReleases = 0
    /// The releases the flusher has taken over, done once it gave the role up
    /// (flusher only).
    @exclusivity(unchecked) @usableFromInline var releasesDue = 0
    /// Subscribers waiting for their first value, which the next flush sends
    /// them before they join `observers` (lock held).
    @exclusivity(unchecked) @usableFromInline var joining: ContiguousArray<ComputedObserver<Value>> = []
    @exclusivity(unchecked) @usableFromInline var nextObserverID: UInt64 = 0
    /// What the flusher is about to send (written under the lock by `stage`,
    /// then used by the flusher alone): a value for `stagedTargets` (the lent
    /// observers) or a failure to report, and a first value for `stagedJoiners`.
    @exclusivity(unchecked) @usableFromInline var stagedValue: Value?
    @exclusivity(unchecked) @usableFromInline var stagedFailure: (any Error)?
    /// `nil` once delivered, so that staging the next one releases nothing.
    @exclusivity(unchecked) @usableFromInline var stagedTargets: ContiguousArray<ComputedObserver<Value>>?
    @exclusivity(unchecked) @usableFromInline var stagedFirstValue: Value?
    @exclusivity(unchecked) @usableFromInline var stagedJoiners: ContiguousArray<ComputedObserver<Value>> = []
    /// Counts evaluations (lock held); read by tests and diagnostics.
    @exclusivity(unchecked) @usableFromInline var evaluationCount = 0
    #if DEBUG
    /// Debug builds: the retains of this computed that subscriptions took
    /// (`ComputedSubscription.init`) and that were not released yet, by the
    /// subscription or by a flusher it left its release to.
    @usableFromInline let subscriptionRetains = Atomic<Int>(0)
    #endif

    /// A computed running `actions` (made by `plainActions()` or
    /// `equatableActions()` where `Value` is known).
    @inlinable
    init(label: String, body: @escaping () throws -> Value, actions: ComputedActions) {
        self.body = body
        super.init(label: label, actions: actions)
    }

    deinit {
        // Invariants when the last reference goes (read without the lock:
        // nobody else may touch these any more). Every subscription's retain
        // was released exactly once, after its subscriber was removed; no
        // release is still waiting for a flusher, and nobody holds the role.
        assert(subscriptionRetainsOutstanding == 0, "a computed was freed while a subscription still held it: a release without its retain")
        assert(observerCount == 0 && joining.isEmpty && stagedJoiners.isEmpty, "a computed was freed with subscribers")
        assert(pendingReleases == 0 && releasesDue == 0, "a computed was freed with releases still due")
        assert(stagedTargets == nil, "a computed was freed while its subscriber list was lent to a flusher")
        assert((observers ?? returnedObservers ?? []).allSatisfy { removedWhileLent.contains($0.id) },
               "a computed was freed with a subscriber still listed")
    }

    /// Outcome of the last evaluation (lock held); `nil` before the first one.
    var outcome: Result<Value, any Error>? {
        if let failure { return .failure(failure) }
        if let lastValue { return .success(lastValue) }
        return nil
    }

    /// Runs the body in a tracking frame and stores the outcome (lock held).
    @inlinable @inline(__always)
    func evaluate(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        let frame = beginEvaluation()
        evaluationCount += 1
        var value: Value?
        var error: (any Error)?
        do {
            value = try body()
        } catch let thrown {
            error = thrown
        }
        if let poison = endEvaluation(frame) { error = poison }
        if let error {
            failure = error
            version &+= 1
        } else if let value {
            let unchanged: Bool
            if compares, failure == nil, let old = lastValue {
                unchanged = isEqual(old, value)
            } else {
                unchanged = false
            }
            if !unchanged {
                lastValue = value
                if failure != nil { failure = nil }
                version &+= 1
            }
        }
        state = .clean
    }

    /// Brings the value up to date (lock held, evaluation on this thread) and
    /// records the read in the enclosing evaluation. Returns the outcome.
    func read(context: ThreadContext) -> Result<Value, any Error> {
        if state == .computing {
            return .failure(cycleError(context: context))
        }
        refreshIfNeeded()
        if let frame = context.frame, frame.recordsReads { frame.recordComputed(self) }
        return outcome!
    }

    /// Lock held. Claims the flusher role and stages the first delivery, or
    /// leaves a request for the thread that is flushing (see `claimFlush`).
    ///
    /// Flushes of this computed are serialised without holding a lock while
    /// subscribers run: the first flusher delivers, later requests leave word
    /// and the deliverer goes round again. So every subscriber sees the
    /// values in order, each once.
    @inlinable @inline(__always)
    func claim(compares: Bool, _ isEqual: (Value, Value) -> Bool) -> Bool {
        guard takeFlushRole() else { return false }
        // Invariant: releases wait only while a thread holds the role, and
        // that thread takes them all over (and does them) before it gives the
        // role up; so a role just taken from idle finds none.
        assert(pendingReleases == 0 && releasesDue == 0, "releases were left waiting while nobody flushed")
        stage(compares: compares, isEqual)
        return true
    }

    /// Lock held, flusher role claimed: decides what the next delivery sends.
    /// New subscribers join after the value staged for the others, and get
    /// the value last sent as their first.
    @inlinable @inline(__always)
    func stage(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        // Invariants: only the flusher stages, under the lock; and everything
        // staged before was delivered (the list and joiners handed on, the
        // value and failure sent) — nothing is staged, so nothing lent, twice.
        assert(graphLockIsHeldHere() && holdsFlushRole(), "a delivery was staged by a thread that is not the flusher")
        assert(stagedTargets == nil && stagedValue == nil && stagedFailure == nil
               && stagedJoiners.isEmpty && stagedFirstValue == nil, "a delivery was staged over one not delivered")
        if observersLent { reclaimObservers() }
        // Invariant: the subscriber list is here, and only here, to be lent.
        assert(observers != nil && returnedObservers == nil, "the subscriber list is in two places")
        if pendingReleases != 0 { takeOverPendingReleases() }
        stagedValue = nextEmission(&stagedFailure, compares: compares, isEqual)
        let joins = !joining.isEmpty
        if stagedValue != nil || joins { swap(&stagedTargets, &observers) }
        if joins {
            swap(&stagedJoiners, &joining)
            stagedFirstValue = emittedValue
        }
    }

    /// Lock not held, flusher role claimed: delivers what was staged and
    /// what was requested meanwhile, then gives up the role.
    ///
    /// The computed is not retained for this: while a thread holds the role,
    /// subscriptions leave their releases to it (see `ComputedSubscription`).
    @inlinable @inline(__always)
    func deliver(compares: Bool, _ isEqual: (Value, Value) -> Bool) {
        let unretainedSelf = Unmanaged.passUnretained(self)
        var releases = 0
        while true {
            // Taken out and walked by index: the list is this thread's while
            // it delivers, so neither it nor a subscriber is retained for the call.
            // Invariant: only the thread holding the role delivers.
            assert(holdsFlushRole(), "a delivery by a thread that is not the flusher")
            var targets = stagedTargets.take()
            if let value = stagedValue {
                // Invariant: a value is staged together with the lent list it
                // goes to (`unsafelyUnwrapped` below relies on it).
                assert(targets != nil, "a value was staged without the subscribers to send it to")
                stagedValue = nil
                let list = targets.unsafelyUnwrapped
                for index in list.indices { list[index].observer.on(.next(value)) }
            } else if let failure = stagedFailure {
                stagedFailure = nil
                reportBindingError(failure)
            }
            if !stagedJoiners.isEmpty { welcomeStagedJoiners(into: &targets) }
            if targets != nil {
                // Invariant: there is one list: the slot it is returned to is
                // empty (the next stage or an idle-role reclaim empties it).
                assert(returnedObservers == nil, "the subscriber list was returned over another")
                swap(&returnedObservers, &targets)
            }
            releases += releasesDue
            releasesDue = 0
            if giveUpFlushRole() { break }
            withGraphLock { stage(compares: compares, isEqual) }
        }
        // The role is given up: this computed may be freed by another thread
        // from here on, unless releases wait for this one.
        ComputedNode.flushDeferredOnThisThread()
        // Alive until these releases, which are the disposed subscriptions'
        // retains (without any, `self` must not be touched again here).
        if releases > 0 { noteSubscriptionReleases(releases) }
        for _ in 0..<releases { unretainedSelf.release() }
    }

    /// Flusher only: sends the staged joiners their first value and adds them
    /// to `targets`, the lent observers.
    @inlinable
    func welcomeStagedJoiners(into targets: inout ContiguousArray<ComputedObserver<Value>>?) {
        // Invariant: staged joiners come with the lent list, which they join.
        assert(targets != nil, "joiners were staged without the subscriber list")
        if let first = stagedFirstValue {
            stagedFirstValue = nil
            for index in stagedJoiners.indices { stagedJoiners[index].observer.on(.next(first)) }
        }
        targets!.append(contentsOf: stagedJoiners)
        stagedJoiners.removeAll(keepingCapacity: true)
    }

    /// Lock held, flusher role held or idle: moves the lent observers back
    /// and removes those disposed meanwhile.
    @inlinable @inline(__always)
    func reclaimObservers() {
        // Invariants: under the lock, by the flusher or while nobody holds the
        // role (never from under a flusher delivering to the list); and only a
        // list that is lent and was returned (so never reclaimed twice).
        assert(graphLockIsHeldHere() && (flushRoleIsIdle || holdsFlushRole()),
               "the subscriber list was reclaimed from under its flusher")
        assert(observers == nil && returnedObservers != nil, "the subscriber list was reclaimed but not lent and returned")
        swap(&observers, &returnedObservers)
        if !removedWhileLent.isEmpty { removeObserversRemovedWhileLent() }
    }

    /// The rest of `reclaimObservers()` when subscribers left meanwhile.
    @usableFromInline
    func removeObserversRemovedWhileLent() {
        let listed = observers!.count
        observers!.removeAll { removedWhileLent.contains($0.id) }
        // Invariant: a subscriber removed while the list was lent was in it
        // (or in the joiners staged with it, which joined it), once.
        assert(listed - observers!.count == removedWhileLent.count, "a subscriber removed while lent was not in the list")
        removedWhileLent.removeAll()
    }

    /// Lock held, flusher role held: the releases left by disposed
    /// subscriptions become this flusher's, done when it gives the role up.
    @inlinable
    func takeOverPendingReleases() {
        // Invariant: the releases left for the flusher become the flusher's
        // (under the lock, so none is taken over twice or lost).
        assert(graphLockIsHeldHere() && holdsFlushRole(), "releases were taken over by a thread that is not the flusher")
        releasesDue += pendingReleases
        pendingReleases = 0
    }

    /// What to send subscribers now, if anything: a value, or `nil` with
    /// the failure to report in `failure` (lock held).
    @inlinable @inline(__always)
    func nextEmission(_ failure: inout (any Error)?, compares: Bool, _ isEqual: (Value, Value) -> Bool) -> Value? {
        guard observerCount > 0 else { return nil }
        if needsRecomputation() { evaluate(compares: compares, isEqual) }
        guard version != emittedVersion else { return nil }
        if let error = self.failure {
            emittedVersion = version
            failure = error
            return nil
        }
        guard let value = lastValue else { return nil }
        emittedVersion = version
        if compares, let emittedValue, isEqual(emittedValue, value) { return nil }
        emittedValue = value
        return value
    }
}

extension ComputedCore {
    /// The actions of a computed whose values are not compared: every
    /// recomputation is sent. Inlinable, so that they are compiled where
    /// `Value` is known (`Computed.init` is inlined into the client).
    @inlinable
    static func plainActions() -> ComputedActions {
        ComputedActions(
            recompute: { unsafeDowncast($0, to: ComputedCore.self).evaluate(compares: false) { _, _ in false } },
            claim: { unsafeDowncast($0, to: ComputedCore.self).claim(compares: false) { _, _ in false } },
            deliver: { unsafeDowncast($0, to: ComputedCore.self).deliver(compares: false) { _, _ in false } })
    }
}

extension ComputedCore where Value: Equatable {
    /// The actions of a computed of equatable values: a recomputation equal
    /// to the value before is not sent. `==` is inlined into them.
    @inlinable
    static func equatableActions() -> ComputedActions {
        ComputedActions(
            recompute: { unsafeDowncast($0, to: ComputedCore.self).evaluate(compares: true, ==) },
            claim: { unsafeDowncast($0, to: ComputedCore.self).claim(compares: true, ==) },
            deliver: { unsafeDowncast($0, to: ComputedCore.self).deliver(compares: true, ==) })
    }
}
