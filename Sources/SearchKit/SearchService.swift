import Binding
import Dispatch
import Foundation

/// Searches a ``SearchCatalog`` on a background queue.
///
/// Each search runs when subscribed, on the service's queue, after an
/// optional simulated `latency`; results arrive on that queue (the view model
/// moves them to the main thread). Disposing a search before it ran skips it.
public final class SearchService: Sendable {
    /// The data searched.
    public let catalog: SearchCatalog
    private let queue: DispatchQueue
    private let latency: DispatchTimeInterval
    private let counter = SearchCounter()

    /// A service over `catalog`, answering after `latency` (none by default).
    public init(
        catalog: SearchCatalog,
        latency: DispatchTimeInterval = .never,
        queue: DispatchQueue = DispatchQueue(label: "SearchService", qos: .userInitiated)
    ) {
        self.catalog = catalog
        self.latency = latency
        self.queue = queue
    }

    /// How many searches have run (tests check that typing bursts run one).
    public var searchCount: Int { counter.value }

    /// The matches for `query`, delivered once on the service's queue.
    public func search(_ query: String) -> Observable<[SearchResult]> {
        let catalog = catalog
        let queue = queue
        let latency = latency
        let counter = counter
        return Observable.create { observer in
            let cancelled = BooleanDisposable()
            let work: @Sendable () -> Void = {
                guard !cancelled.isDisposed else { return }
                counter.increment()
                observer.onNext(catalog.matches(for: query))
                observer.onCompleted()
            }
            if latency == .never {
                queue.async(execute: work)
            } else {
                queue.asyncAfter(deadline: .now() + latency, execute: work)
            }
            return cancelled
        }
    }
}

/// A thread-safe counter: incremented on the service's queue, read by tests.
/// `@unchecked Sendable` because its one mutable field is only touched under
/// `lock` (an `NSLock`, which ThreadSanitizer sees), which the compiler cannot check.
final class SearchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
