import MVVM
import ReactiveCore

// The `diff()` operator: a sequence of whole arrays becomes a sequence of
// `ArrayChangeEvent`s. The first array arrives as `.reset`; each later one as
// the minimal change set from the one before (none is sent when nothing changed).

extension ObservableType {
    /// Change events between successive arrays, elements compared with `==`.
    public func diff<Item: Equatable>() -> Observable<ArrayChangeEvent<Item>> where Element == [Item] {
        diffEvents { old, new in ArrayDiffStrategy.equatable(old, new) }
    }

    /// Change events between successive arrays, elements compared with `==`
    /// and moves inferred through hashing.
    public func diff<Item: Hashable>() -> Observable<ArrayChangeEvent<Item>> where Element == [Item] {
        diffEvents { old, new in ArrayDiffStrategy.hashable(old, new) }
    }

    /// Change events between successive arrays, elements matched by `id`;
    /// every kept element is reported updated (content cannot be compared).
    public func diff<Item: Identifiable>() -> Observable<ArrayChangeEvent<Item>> where Element == [Item] {
        diffEvents { old, new in ArrayDiffStrategy.identifiableOnly(old, new) }
    }

    /// Change events between successive arrays, elements matched by `id`, a
    /// changed element with the same id being an update.
    public func diff<Item: Identifiable & Equatable>() -> Observable<ArrayChangeEvent<Item>> where Element == [Item] {
        diffEvents { old, new in ArrayDiffStrategy.identifiable(old, new) }
    }

    /// Change events between successive arrays, elements matched by `id`, a
    /// changed element with the same id being an update.
    public func diff<Item: Identifiable & Hashable>() -> Observable<ArrayChangeEvent<Item>> where Element == [Item] {
        diffEvents { old, new in ArrayDiffStrategy.identifiable(old, new) }
    }

    /// Change events between successive arrays computed by `differ`.
    func diffEvents<Item>(_ differ: @escaping ([Item], [Item]) -> ArrayChangeSet) -> Observable<ArrayChangeEvent<Item>>
        where Element == [Item] {
        let source = asObservable()
        return Observable { observer, lifetime in
            var previous: [Item]?
            return source.run(AnyObserver { event in
                switch event {
                case .next(let array):
                    defer { previous = array }
                    guard let old = previous else {
                        observer.on(.next(ArrayChangeEvent(array: array, change: .reset)))
                        return
                    }
                    let set = differ(old, array)
                    if !set.isEmpty { observer.on(.next(ArrayChangeEvent(array: array, change: .patch(set)))) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }, lifetime)
        }
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Change events between successive arrays of this Driver, elements compared with `==`.
    ///
    /// Each subscriber diffs on its own, starting with a `.reset` of the array
    /// the Driver replays, so a late subscriber never sees a change relative to
    /// an array it did not receive.
    public func diff<Item: Equatable>() -> Driver<ArrayChangeEvent<Item>> where Element == [Item] {
        Driver(unchecked: source.diffEvents { old, new in ArrayDiffStrategy.equatable(old, new) })
    }

    /// Change events between successive arrays of this Driver, elements
    /// compared with `==` and moves inferred through hashing (per subscriber).
    public func diff<Item: Hashable>() -> Driver<ArrayChangeEvent<Item>> where Element == [Item] {
        Driver(unchecked: source.diffEvents { old, new in ArrayDiffStrategy.hashable(old, new) })
    }

    /// Change events between successive arrays of this Driver, elements
    /// matched by `id`, every kept element reported updated (per subscriber).
    public func diff<Item: Identifiable>() -> Driver<ArrayChangeEvent<Item>> where Element == [Item] {
        Driver(unchecked: source.diffEvents { old, new in ArrayDiffStrategy.identifiableOnly(old, new) })
    }

    /// Change events between successive arrays of this Driver, elements
    /// matched by `id`, a changed element with the same id being an update (per subscriber).
    public func diff<Item: Identifiable & Equatable>() -> Driver<ArrayChangeEvent<Item>> where Element == [Item] {
        Driver(unchecked: source.diffEvents { old, new in ArrayDiffStrategy.identifiable(old, new) })
    }

    /// Change events between successive arrays of this Driver, elements
    /// matched by `id`, a changed element with the same id being an update (per subscriber).
    public func diff<Item: Identifiable & Hashable>() -> Driver<ArrayChangeEvent<Item>> where Element == [Item] {
        Driver(unchecked: source.diffEvents { old, new in ArrayDiffStrategy.identifiable(old, new) })
    }
}
