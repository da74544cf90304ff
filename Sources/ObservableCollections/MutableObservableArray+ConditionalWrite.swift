import ReactiveCore

/// What ``MutableObservableArray/set(_:at:ifUnchangedSince:)`` did.
package enum ConditionalWriteOutcome: Sendable, Equatable {
    /// The element was set (one update event).
    case written
    /// The array was edited after `shown` was read: nothing changed.
    case stale
    /// `index` is outside the array: nothing changed.
    case outOfRange
}

extension MutableObservableArray {
    /// Sets the element at `index` to `item`, but only while the array is
    /// still `shown`: an array value read from one of this array's events
    /// (or from ``array``) that no edit has followed since. Under the
    /// array's lock, so no edit from another thread can come between the
    /// check and the write.
    ///
    /// A reader that shows an earlier state (a list model on the main thread
    /// whose events from other threads are still on their way) writes back
    /// with this, so that an index it read is never applied to an array
    /// that has moved on; on `.stale` it waits for the events it has not
    /// seen and asks again with the element's new index.
    ///
    /// "No edit since" is decided by storage: `shown` shares the array's
    /// storage exactly while nothing has been written to it (every edit of
    /// storage that `shown` also holds copies it first).
    package func set(_ item: Item, at index: Int, ifUnchangedSince shown: [Item]) -> ConditionalWriteOutcome {
        core.mutate { array, _ in
            guard Self.sharesStorage(array, shown) else { return (nil, .stale) }
            guard array.indices.contains(index) else { return (nil, .outOfRange) }
            array[index] = item
            return (event(array, ArrayChangeSet(updates: [index])), .written)
        }
    }

    /// Whether `first` and `second` are the same storage (two empty arrays count as the same).
    private static func sharesStorage(_ first: [Item], _ second: [Item]) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        return first.withUnsafeBufferPointer { one in
            second.withUnsafeBufferPointer { other in one.baseAddress == other.baseAddress }
        }
    }
}
