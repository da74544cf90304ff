/// Where the profile is kept: what ``ProfileService`` needs of a store.
///
/// The view-model layer knows only this protocol; the sample app supplies a
/// file store (`ProfileStore`, in `ProfileStoreGLib`, built on GLib) and tests may
/// supply their own. Both methods block; the service calls them on its
/// background queue, so an implementation must be safe to use from any thread.
///
/// ```swift
/// struct MemoryStorage: ProfileStorage {
///     func load() throws(ProfileStoreError) -> Profile? { nil }
///     func save(_ profile: Profile) throws(ProfileStoreError) {}
/// }
/// let viewModel = ProfileViewModel(service: ProfileService(store: MemoryStorage()))
/// ```
public protocol ProfileStorage: Sendable {
    /// The saved profile, `nil` when none was saved yet, or why it could not be read.
    func load() throws(ProfileStoreError) -> Profile?
    /// Saves `profile`, or says why nothing was saved.
    func save(_ profile: Profile) throws(ProfileStoreError)
}
