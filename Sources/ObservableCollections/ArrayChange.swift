import ReactiveCore

/// How an observable array changed: either everything (`reset`) or a
/// fine-grained `ArrayChangeSet`.
public enum ArrayChange: Hashable, Sendable {
    /// The whole array should be considered new: reload everything.
    ///
    /// Sent as the first event of every subscription, and by
    /// `replace(with:)` without diffing.
    case reset
    /// Only the listed positions changed (see `ArrayChangeSet` for the index convention).
    case patch(ArrayChangeSet)

    /// `true` for `.reset`.
    public var isReset: Bool {
        if case .reset = self { return true }
        return false
    }

    /// The change set of a `.patch`, else `nil`.
    public var changeSet: ArrayChangeSet? {
        if case .patch(let set) = self { return set }
        return nil
    }
}

/// One event of an observable array: the array after the change and what changed.
public struct ArrayChangeEvent<Item> {
    /// The array after the change.
    public let array: [Item]
    /// What changed relative to the previous event's array.
    public let change: ArrayChange

    /// An event for `array` reached through `change`.
    public init(array: [Item], change: ArrayChange) {
        self.array = array
        self.change = change
    }

    /// Turns `previous` (the array of the preceding event) into this event's
    /// array by applying only the change: a `.reset` copies the whole array.
    ///
    /// Applying each event to the array of the one before reproduces every
    /// array; the list-widget binders do the same thing to their rows.
    public func apply(to previous: inout [Item]) {
        change.apply(to: &previous, newArray: array)
    }
}

extension ArrayChangeEvent: Sendable where Item: Sendable {}
extension ArrayChangeEvent: Equatable where Item: Equatable {}

extension ArrayChangeEvent: CustomStringConvertible {
    public var description: String {
        switch change {
        case .reset: return "reset(\(array.count) items)"
        case .patch(let set): return "\(set) → \(array.count) items"
        }
    }
}
