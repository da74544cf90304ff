import ReactiveCore

/// The scheduler the time operators of `Driver` and `Signal` (`debounce`,
/// `throttle`, `delay`, `interval`, `timer`) run on: `MainScheduler.instance`,
/// or, inside `mock(scheduler:action:)`, a scheduler of the test's choosing
/// (RxCocoa's `SharingScheduler`).
///
/// The scheduler is chosen when the operator is applied, so build the
/// sequence inside `mock`; subscribing and advancing virtual time may happen
/// later.
///
/// <!-- snippet: doc-SharingScheduler -->
/// ```swift
/// let scheduler = TestScheduler()
/// var debounced: Driver<String>?
/// SharingScheduler.mock(scheduler: scheduler) {
///     debounced = viewModel.query.debounce(.milliseconds(300))   // on virtual time
/// }
/// let results = scheduler.start { debounced!.asObservable() }   // subscribes, advances the clock
/// ```
///
/// The choice is process-wide while `action` runs: do not run other
/// Driver/Signal code concurrently with a mocked block. The scheduler must
/// deliver on the main thread (as `TestScheduler` does when driven from it).
public enum SharingScheduler {
    private static let current = SanitizedMutex<@Sendable () -> any SchedulerType>({ MainScheduler.instance })

    /// Makes the scheduler for an operator being applied now.
    public static var make: @Sendable () -> any SchedulerType {
        current.withLock { $0 }
    }

    /// Runs `action` with `scheduler` as the Driver/Signal scheduler, then
    /// restores the previous one (also when `action` throws).
    public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with the schedulers `makeScheduler` makes as the
    /// Driver/Signal schedulers, then restores the previous maker.
    public static func mock(makeScheduler: @escaping @Sendable () -> any SchedulerType, action: () throws -> Void) rethrows {
        let previous = current.withLock { current in
            let previous = current
            current = makeScheduler
            return previous
        }
        defer { current.withLock { $0 = previous } }
        try action()
    }
}
