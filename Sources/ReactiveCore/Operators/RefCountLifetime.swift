/// The lifetime of a source subscription shared by an outer subscriber and the
/// inner sequences it hands out (`groupBy`'s groups, `window`'s windows), as
/// RxSwift's `RefCountDisposable`: the source is released once the outer
/// subscriber has left *and* no inner sequence is subscribed any more, or at
/// once by `dispose()` (after a terminal event).
///
/// It is the source's lifetime, so the source keeps running for subscribed
/// groups after the outer subscriber left.
final class RefCountLifetime: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var subscription: Disposable?
    private var outerReleased = false
    private var innerCount = 0
    private var released = false

    init() {}

    var isDisposed: Bool { lock.withLock { released } }

    /// Keeps the source subscription (disposed at once if already released).
    func attach(_ disposable: Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            if released { return true }
            subscription = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Counts an inner subscription; the result ends it. `nil` once released.
    func retainInner() -> Disposable? {
        let retained = lock.withLock { () -> Bool in
            if released { return false }
            innerCount += 1
            return true
        }
        return retained ? Disposables.create { self.releaseInner() } : nil
    }

    /// The outer subscriber left.
    func releaseOuter() {
        release(if: { () -> Bool in
            if outerReleased { return false }
            outerReleased = true
            return innerCount == 0
        })
    }

    private func releaseInner() {
        release(if: { () -> Bool in
            innerCount -= 1
            return outerReleased && innerCount == 0
        })
    }

    /// Releases the source now, whoever still uses it.
    func dispose() { release(if: { true }) }

    /// Releases the source if `decide` (run under the lock) says so.
    private func release(if decide: () -> Bool) {
        let taken = lock.withLock { () -> Disposable? in
            guard !released, decide() else { return nil }
            released = true
            let taken = subscription
            subscription = nil
            return taken
        }
        taken?.dispose()
    }
}
