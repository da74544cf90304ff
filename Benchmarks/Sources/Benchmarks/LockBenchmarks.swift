#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import BenchmarkKit
import Binding

/// Figures behind the core's three lock types (`Lock`, `SanitizedMutex`,
/// `RecursiveLock`, in `Sources/ReactiveCore/Locks/`): what one uncontended critical
/// section costs with each, against no lock at all, and what it costs to make
/// one. Their doc comments quote these rows. Run: `Benchmarks locks`.
enum LockBenchmarks {
    static func run() -> [BenchmarkRow] {
        [
            criticalSection("Lock (pthread mutex; lock() / unlock())") { lock in
                let mutex = Lock()
                return { count in
                    for _ in 0..<count {
                        mutex.lock()
                        lock.value &+= 1
                        mutex.unlock()
                    }
                }
            },
            criticalSection("SanitizedMutex.withLock (Synchronization.Mutex)") { lock in
                let mutex = SanitizedMutex(0)
                return { count in
                    for _ in 0..<count { mutex.withLock { $0 &+= 1 } }
                    lock.value &+= mutex.withLock { $0 }
                }
            },
            criticalSection("RecursiveLock.withLock") { lock in
                let mutex = RecursiveLock()
                return { count in
                    for _ in 0..<count { mutex.withLock { _ in lock.value &+= 1 } }
                }
            },
            criticalSection("pthread recursive mutex (the alternative to RecursiveLock)") { lock in
                let mutex = PthreadRecursiveMutex()
                return { count in
                    for _ in 0..<count {
                        mutex.lock()
                        lock.value &+= 1
                        mutex.unlock()
                    }
                }
            },
            creation("make and use once: an object holding a Lock") { count in
                for _ in 0..<count { benchmarkSink &+= HoldsLock().bump() }
            },
            creation("make and use once: an object holding a SanitizedMutex") { count in
                for _ in 0..<count { benchmarkSink &+= HoldsMutex().bump() }
            },
        ]
    }

    /// One uncontended critical section (add one to a counter), per operation,
    /// against the same addition without a lock.
    private static func criticalSection(_ name: String, _ make: (Counter) -> (Int) -> Void) -> BenchmarkRow {
        let iterations = 2_000_000
        let locked = Counter(), unlocked = Counter()
        let candidate = make(locked)
        let baseline: (Int) -> Void = { count in
            for _ in 0..<count { unlocked.add() }
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: candidate)
        benchmarkSink &+= locked.value &+ unlocked.value
        return BenchmarkRow(name: "critical section: " + name, figure: figures.candidate, unit: "ns",
                            baselineName: "no lock", baseline: figures.baseline, target: "(reason for the type)")
    }

    /// Making an object that owns a lock, taking the lock once, releasing the
    /// object; against the same object without a lock.
    private static func creation(_ name: String, _ candidate: @escaping (Int) -> Void) -> BenchmarkRow {
        let iterations = 1_000_000
        let baseline: (Int) -> Void = { count in
            for _ in 0..<count { benchmarkSink &+= HoldsNothing().bump() }
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: candidate)
        return BenchmarkRow(name: name, figure: figures.candidate, unit: "ns",
                            baselineName: "object without a lock", baseline: figures.baseline,
                            target: "(reason for the type)")
    }
}

/// A counter the optimiser cannot keep in a register across calls.
private final class Counter: @unchecked Sendable {
    @exclusivity(unchecked) var value = 0
    @inline(never) func add() { value &+= 1 }
}

/// The recursive pthread mutex the multi-source operators used before
/// `RecursiveLock` (kept here as the comparison point).
private final class PthreadRecursiveMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

private final class HoldsNothing {
    var value = 0
    @inline(never) func bump() -> Int {
        value &+= 1
        return value
    }
}

private final class HoldsLock {
    let lock = Lock()
    var value = 0
    @inline(never) func bump() -> Int {
        lock.withLock { value &+= 1 }
        return value
    }
}

private final class HoldsMutex {
    let mutex = SanitizedMutex(0)
    @inline(never) func bump() -> Int {
        mutex.withLock { value in
            value &+= 1
            return value
        }
    }
}
