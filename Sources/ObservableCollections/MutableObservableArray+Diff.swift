import ReactiveCore

// `replace(with:performDiff:)` for each kind of element. Identity comes from
// `Identifiable` when available (same id, different content: an update),
// else from `Equatable` (a changed element is a delete plus an insert).

extension MutableObservableArray where Item: Equatable {
    /// Replaces all elements with `newArray`. With `performDiff`, sends the
    /// minimal change set from the old array (elements compared with `==`;
    /// moves inferred between equal elements); without, sends `.reset`.
    public func replace(with newArray: [Item], performDiff: Bool) {
        guard performDiff else { return replace(with: newArray) }
        replace(with: newArray) { old, new in ArrayDiffStrategy.equatable(old, new) }
    }
}

extension MutableObservableArray where Item: Hashable {
    /// Replaces all elements with `newArray`. With `performDiff`, sends the
    /// minimal change set from the old array (elements compared with `==`,
    /// moves from `CollectionDifference.inferringMoves()`); without, sends `.reset`.
    public func replace(with newArray: [Item], performDiff: Bool) {
        guard performDiff else { return replace(with: newArray) }
        replace(with: newArray) { old, new in ArrayDiffStrategy.hashable(old, new) }
    }
}

extension MutableObservableArray where Item: Identifiable {
    /// Replaces all elements with `newArray`. With `performDiff`, sends the
    /// minimal change set from the old array, matching elements by `id`;
    /// as content cannot be compared, every kept element is reported updated
    /// (make `Item` `Equatable` to report only real changes). Without, `.reset`.
    public func replace(with newArray: [Item], performDiff: Bool) {
        guard performDiff else { return replace(with: newArray) }
        replace(with: newArray) { old, new in ArrayDiffStrategy.identifiableOnly(old, new) }
    }
}

extension MutableObservableArray where Item: Identifiable & Equatable {
    /// Replaces all elements with `newArray`. With `performDiff`, sends the
    /// minimal change set from the old array, matching elements by `id`: an
    /// element whose id stays but whose content changed is an *update*.
    /// Without, sends `.reset`.
    public func replace(with newArray: [Item], performDiff: Bool) {
        guard performDiff else { return replace(with: newArray) }
        replace(with: newArray) { old, new in ArrayDiffStrategy.identifiable(old, new) }
    }
}

extension MutableObservableArray where Item: Identifiable & Hashable {
    /// Replaces all elements with `newArray`. With `performDiff`, sends the
    /// minimal change set from the old array, matching elements by `id`: an
    /// element whose id stays but whose content changed is an *update*.
    /// Without, sends `.reset`.
    public func replace(with newArray: [Item], performDiff: Bool) {
        guard performDiff else { return replace(with: newArray) }
        replace(with: newArray) { old, new in ArrayDiffStrategy.identifiable(old, new) }
    }
}

extension MutableObservableArray {
    /// Replaces all elements with `newArray`, sending the minimal change set
    /// from the old array where elements are matched by `identity`, and a
    /// kept element is updated when `isContentEqual` says its content changed.
    public func replace<Key: Hashable>(
        with newArray: [Item],
        identifiedBy identity: @escaping (Item) -> Key,
        isContentEqual: @escaping (Item, Item) -> Bool
    ) {
        replace(with: newArray) { old, new in
            ArrayDiffer.changeSet(from: old, to: new, key: identity, contentEqual: isContentEqual)
        }
    }
}
