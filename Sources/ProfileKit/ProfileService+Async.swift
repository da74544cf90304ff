import Binding

extension ProfileService {
    /// Saves `profile` on the service's queue and returns when it is written:
    /// the `async` form a Swift 6 view model awaits (its ``ProfileViewModel/saveCommand``).
    ///
    /// - Throws: the ``ProfileStoreError`` saying why nothing was saved.
    public func saveAsync(_ profile: Profile) async throws -> Profile {
        let results = save(profile).asObservable()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Profile, any Error>) in
            let once = ResumeOnce(continuation)
            _ = results.subscribe(onNext: { result in
                once.resume(with: result.mapError { $0 as any Error })
            })
        }
    }
}

/// Resumes a continuation once, whatever delivers first.
private final class ResumeOnce: @unchecked Sendable {
    private var continuation: CheckedContinuation<Profile, any Error>?
    init(_ continuation: CheckedContinuation<Profile, any Error>) { self.continuation = continuation }

    /// Only called on the main thread (the Driver's), so no lock is needed.
    func resume(with result: Result<Profile, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }
}
