// Used by retry(when:), catch(sequence:) and the generators (Generation.swift,
// CreationScheduled.swift) to restart without recursion.

/// Runs "subscribe again" requests in a loop on the thread that started the
/// first one: a request made while a subscription is being started (a source
/// that fails synchronously) is picked up when that start returns.
final class RestartLoop: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var running = false
    private var requested = false

    /// Calls `body` now, or, if a call is running, once more after it.
    func request(_ body: () -> Void) {
        let first = lock.withLock { () -> Bool in
            requested = true
            if running { return false }
            running = true
            return true
        }
        guard first else { return }
        while lock.withLock({ () -> Bool in
            if requested {
                requested = false
                return true
            }
            running = false
            return false
        }) {
            body()
        }
    }
}
