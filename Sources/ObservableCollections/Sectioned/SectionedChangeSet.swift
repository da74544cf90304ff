import ReactiveCore

/// What changed between two versions of a sectioned array, at section level
/// and at item level.
///
/// ## Convention
///
/// - `sections` is an `ArrayChangeSet` over the sections, with the flat
///   convention (deletes in old indices, inserts, updates and move destinations
///   in new indices). A section *update* means its metadata changed.
/// - Items of deleted sections leave with them and items of inserted sections
///   arrive with them: no item change refers to those sections.
/// - `itemDeletes`: old positions (old section indices) of removed items; sorted.
/// - `itemInserts`: new positions (new section indices) of added items; sorted.
/// - `itemMoves`: kept items that changed position, possibly across sections,
///   from old to new position; sorted by destination.
/// - `itemUpdates`: new positions of kept items whose content changed; sorted.
///
/// In every section that survives (stays or moves), the items that are neither
/// deleted nor moved away stay in it, keep their order and fill the positions
/// that are neither inserted nor move destinations.
public struct SectionedChangeSet: Hashable, Sendable, CustomStringConvertible {
    /// Section-level changes.
    public var sections: ArrayChangeSet
    /// Old positions of removed items, ascending.
    public var itemDeletes: [ItemIndex]
    /// New positions of added items, ascending.
    public var itemInserts: [ItemIndex]
    /// New positions of kept items whose content changed, ascending.
    public var itemUpdates: [ItemIndex]
    /// Kept items that changed position, ascending by destination.
    public var itemMoves: [ItemMove]

    /// A change set with the given parts, each already in the documented order.
    public init(
        sections: ArrayChangeSet = ArrayChangeSet(),
        itemDeletes: [ItemIndex] = [], itemInserts: [ItemIndex] = [],
        itemUpdates: [ItemIndex] = [], itemMoves: [ItemMove] = []
    ) {
        self.sections = sections
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemUpdates = itemUpdates
        self.itemMoves = itemMoves
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool {
        sections.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty && itemUpdates.isEmpty && itemMoves.isEmpty
    }

    public var description: String {
        "SectionedChangeSet(sections: \(sections), itemDeletes: \(itemDeletes), itemInserts: \(itemInserts), "
            + "itemUpdates: \(itemUpdates), itemMoves: \(itemMoves))"
    }
}

/// How a sectioned observable array changed: everything, or a `SectionedChangeSet`.
public enum SectionedArrayChange: Hashable, Sendable {
    /// Reload everything (the first event of every subscription, and `replace(with:)`).
    case reset
    /// Only the listed sections and items changed.
    case patch(SectionedChangeSet)

    /// `true` for `.reset`.
    public var isReset: Bool {
        if case .reset = self { return true }
        return false
    }

    /// The change set of a `.patch`, else `nil`.
    public var changeSet: SectionedChangeSet? {
        if case .patch(let set) = self { return set }
        return nil
    }
}

/// One event of a sectioned observable array: the sections after the change
/// and what changed.
public struct SectionedArrayChangeEvent<SectionMetadata, Item> {
    /// The sections after the change.
    public let sections: [ArraySection<SectionMetadata, Item>]
    /// What changed relative to the previous event's sections.
    public let change: SectionedArrayChange

    /// An event for `sections` reached through `change`.
    public init(sections: [ArraySection<SectionMetadata, Item>], change: SectionedArrayChange) {
        self.sections = sections
        self.change = change
    }

    /// Turns `previous` (the sections of the preceding event) into this
    /// event's sections by applying only the change.
    public func apply(to previous: inout [ArraySection<SectionMetadata, Item>]) {
        switch change {
        case .reset: previous = sections
        case .patch(let set): set.apply(to: &previous, newSections: sections)
        }
    }
}

extension SectionedArrayChangeEvent: Sendable where SectionMetadata: Sendable, Item: Sendable {}
extension SectionedArrayChangeEvent: Equatable where SectionMetadata: Equatable, Item: Equatable {}
