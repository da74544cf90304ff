import Binding

extension ProfileService {
    /// Saves `profile` on the service's queue and returns when it is written:
    /// the `async` form a Swift 6 view model awaits (its ``ProfileViewModel/saveCommand``).
    ///
    /// - Throws: the ``ProfileStoreError`` saying why nothing was saved.
    public func saveAsync(_ profile: Profile) async throws -> Profile {
        // The Driver sends one result; awaiting it as a Single disposes the
        // subscription when the awaiting task is cancelled.
        try await save(profile).asObservable().take(1).asSingle().value.get()
    }
}
