import Binding
import Dispatch

/// The settings file and the cache folder, with the slow work off the main
/// thread.
///
/// ``load()`` reads the small settings file on the caller's thread (the
/// window needs the values before it is shown). Saves, measuring and
/// clearing the cache run on a private serial queue, in order, and report
/// back through Drivers (on the main thread); the work starts when the
/// Driver is subscribed. ``waitForPendingWork()`` blocks until the queue is
/// idle: the app calls it after its window is gone, so the last save lands
/// before the process exits.
public final class SettingsService: Sendable {
    /// The key-file store.
    public let store: SettingsStore
    /// The cache folder shown and cleared by the window.
    public let cache: CacheDirectory
    private let queue: DispatchQueue

    /// A service over `store` and `cache`, working on `queue` (a new serial queue by default).
    public init(
        store: SettingsStore,
        cache: CacheDirectory,
        queue: DispatchQueue = DispatchQueue(label: "SettingsService", qos: .userInitiated)
    ) {
        self.store = store
        self.cache = cache
        self.queue = queue
    }

    /// The saved settings (`nil` when none were saved yet) or why they could not be read.
    public func load() -> Result<Settings?, SettingsStoreError> {
        Result { () throws(SettingsStoreError) in try store.load() }
    }

    /// Saves `settings` in the background.
    public func save(_ settings: Settings) -> Driver<Result<Settings, SettingsStoreError>> {
        run { service in
            Result { () throws(SettingsStoreError) in
                try service.store.save(settings)
                return settings
            }
        }
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

    /// A sentence for the info bar.
    public var description: String {
        "The cache could not be cleared completely (\(reason)); \(StorageSize.text(bytesLeft)) remain."
    }
}
