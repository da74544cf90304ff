import Binding
import Dispatch

/// The cache folder, with the slow work off the main thread. (The settings
/// themselves live in GSettings, bound by the window.)
///
/// Measuring and clearing the cache run on a private serial queue, in order,
/// and report back through Drivers (on the main thread); the work starts when
/// the Driver is subscribed. ``waitForPendingWork()`` blocks until the queue
/// is idle.
public final class SettingsService: Sendable {
    /// The cache folder shown and cleared by the window.
    public let cache: CacheDirectory
    private let queue: DispatchQueue

    /// A service over `cache`, working on `queue` (a new serial queue by default).
    public init(cache: CacheDirectory, queue: DispatchQueue = DispatchQueue(label: "SettingsService", qos: .userInitiated)) {
        self.cache = cache
        self.queue = queue
    }

    /// The bytes held by the cache folder.
    public func bytesUsed() -> Driver<UInt64> {
        run { service in service.cache.bytesUsed() }
    }

    /// Empties the cache folder; the result carries the bytes left afterwards,
    /// or why clearing stopped.
    public func clearCache() -> Driver<Result<UInt64, CacheClearError>> {
        run { service in
            do {
                try service.cache.clear()
                return .success(service.cache.bytesUsed())
            } catch {
                return .failure(CacheClearError(reason: "\(error)", bytesLeft: service.cache.bytesUsed()))
            }
        }
    }

    /// Blocks until the work queued so far has finished.
    public func waitForPendingWork() {
        queue.sync {}
    }

    private func run<Value>(_ work: @escaping @Sendable (SettingsService) -> Value) -> Driver<Value> {
        let queue = queue
        return Observable<Value>.create { [self] observer in
            queue.async {
                observer.onNext(work(self))
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .asDriver(onErrorDriveWith: .empty())
    }
}

/// Clearing the cache stopped early.
public struct CacheClearError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first failure.
    public let reason: String
    /// What the cache still holds.
    public let bytesLeft: UInt64

    /// A sentence for the info bar, in the user's language.
    public var description: String {
        tr("The cache could not be cleared completely ({1}); {2} remain.", with: reason, StorageSize.text(bytesLeft))
    }
}
