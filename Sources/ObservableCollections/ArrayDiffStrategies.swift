import ReactiveCore

/// The diff used for each kind of element, shared by
/// `MutableObservableArray.replace(with:performDiff:)` and the `diff()` operator.
enum ArrayDiffStrategy {
    /// `Equatable` elements: equal means same; moves inferred by pairing.
    static func equatable<Item: Equatable>(_ old: [Item], _ new: [Item]) -> ArrayChangeSet {
        ArrayDiffer.changeSet(from: old, to: new, by: ==)
    }

    /// `Hashable` elements: equal means same; moves from `inferringMoves()`.
    static func hashable<Item: Hashable>(_ old: [Item], _ new: [Item]) -> ArrayChangeSet {
        ArrayDiffer.changeSet(from: old, to: new, key: { $0 }, contentEqual: nil)
    }

    /// `Identifiable` elements: same id means same element, whose content
    /// change (by `==`) is an update.
    static func identifiable<Item: Identifiable & Equatable>(_ old: [Item], _ new: [Item]) -> ArrayChangeSet {
        ArrayDiffer.changeSet(from: old, to: new, key: \.id, contentEqual: ==)
    }

    /// `Identifiable` elements without `Equatable`: same id means same
    /// element; since content cannot be compared every kept element is an update.
    static func identifiableOnly<Item: Identifiable>(_ old: [Item], _ new: [Item]) -> ArrayChangeSet {
        ArrayDiffer.changeSet(from: old, to: new, key: \.id, contentEqual: { _, _ in false })
    }
}
