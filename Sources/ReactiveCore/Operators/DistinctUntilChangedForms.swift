// RxSwift's remaining distinctUntilChanged forms: a key compared by a
// comparer, and a key path spelled `at:`.

extension ObservableType {
    /// Drops values whose key (from `keySelector`) `comparer` says equals the
    /// previous value's; an error thrown by either closure fails the sequence.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged { try comparer(keySelector($0), keySelector($1)) }
    }

    /// Drops values whose property at `keyPath` equals the previous value's
    /// (RxSwift's spelling of `distinctUntilChanged(_:)` with a key path).
    public func distinctUntilChanged<Key: Equatable>(at keyPath: KeyPath<Element, Key>) -> Observable<Element> {
        distinctUntilChanged(keyPath)
    }
}
