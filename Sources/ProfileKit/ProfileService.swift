import Binding
import Dispatch

/// Loads and saves the profile off the main thread.
///
/// Each call runs the blocking ``ProfileStorage`` operation on a private serial
/// queue (so saves never overlap) and delivers the outcome as a `Driver`,
/// which hands it to the main thread. The work starts when the Driver is
/// subscribed.
public final class ProfileService: Sendable {
    /// The store doing the work.
    public let store: any ProfileStorage
    private let queue: DispatchQueue

    /// A service over `store`, working on `queue` (a new serial queue by default).
    public init(store: any ProfileStorage, queue: DispatchQueue = DispatchQueue(label: "ProfileService", qos: .userInitiated)) {
        self.store = store
        self.queue = queue
    }

    /// The saved profile (`nil` when none was saved yet) or why it could not be read.
    public func load() -> Driver<Result<Profile?, ProfileStoreError>> {
        run { store in Result { () throws(ProfileStoreError) in try store.load() } }
    }

    /// Saves `profile`; on success the result carries it back.
    public func save(_ profile: Profile) -> Driver<Result<Profile, ProfileStoreError>> {
        run { store in
            Result { () throws(ProfileStoreError) in
                try store.save(profile)
                return profile
            }
        }
    }

    private func run<Value>(
        _ work: @escaping @Sendable (any ProfileStorage) -> Result<Value, ProfileStoreError>
    ) -> Driver<Result<Value, ProfileStoreError>> {
        let store = store
        let queue = queue
        return Observable<Result<Value, ProfileStoreError>>.create { observer in
            queue.async {
                observer.onNext(work(store))
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .asDriver(onErrorJustReturn: .failure(.writeFailed(reason: tr("unexpected error"))))
    }
}
