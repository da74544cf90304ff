import ReactiveCore

/// Change sets between two versions of a sectioned array: sections are
/// diffed by identity (metadata changes are section updates), then the items
/// of each surviving section are diffed against the same section's old items.
///
/// An item that changes section is reported as a delete plus an insert (item
/// moves are inferred within a section only).
enum SectionedDiffer {
    static func changeSet<Metadata, Item, SectionKey: Hashable, ItemKey: Hashable>(
        from old: [ArraySection<Metadata, Item>], to new: [ArraySection<Metadata, Item>],
        sectionIdentity: (ArraySection<Metadata, Item>) -> SectionKey,
        isMetadataEqual: @escaping (Metadata, Metadata) -> Bool,
        itemIdentity: (Item) -> ItemKey,
        isItemContentEqual: @escaping (Item, Item) -> Bool
    ) -> SectionedChangeSet {
        let sectionSet = ArrayDiffer.changeSet(
            from: old, to: new, key: sectionIdentity,
            contentEqual: { isMetadataEqual($0.metadata, $1.metadata) })
        var set = SectionedChangeSet(sections: sectionSet)
        let sources = set.sectionSources(oldCount: old.count, newCount: new.count)
        for (newSection, source) in sources.enumerated() {
            guard let source else { continue }
            let items = ArrayDiffer.changeSet(
                from: old[source].items, to: new[newSection].items,
                key: itemIdentity, contentEqual: isItemContentEqual)
            set.itemDeletes += items.deletes.map { ItemIndex(section: source, item: $0) }
            set.itemInserts += items.inserts.map { ItemIndex(section: newSection, item: $0) }
            set.itemUpdates += items.updates.map { ItemIndex(section: newSection, item: $0) }
            set.itemMoves += items.moves.map {
                ItemMove(from: ItemIndex(section: source, item: $0.from), to: ItemIndex(section: newSection, item: $0.to))
            }
        }
        set.itemDeletes.sort()
        return set
    }
}

extension MutableObservableSectionedArray {
    /// Replaces all sections with `newSections`, sending the minimal change
    /// set: sections matched by `sectionIdentity` (changed metadata is a section
    /// update), items of each kept section matched by `itemIdentity` (changed
    /// content is an item update). An item changing section is a delete plus
    /// an insert.
    public func replace<SectionKey: Hashable, ItemKey: Hashable>(
        with newSections: [Section],
        sectionIdentity: (Section) -> SectionKey,
        isMetadataEqual: @escaping (SectionMetadata, SectionMetadata) -> Bool,
        itemIdentity: (Item) -> ItemKey,
        isItemContentEqual: @escaping (Item, Item) -> Bool
    ) {
        core.mutate { sections, observed in
            let old = sections
            sections = newSections
            guard observed else { return (nil, ()) }
            let set = SectionedDiffer.changeSet(
                from: old, to: newSections, sectionIdentity: sectionIdentity, isMetadataEqual: isMetadataEqual,
                itemIdentity: itemIdentity, isItemContentEqual: isItemContentEqual)
            return (set.isEmpty ? nil : SectionedArrayChangeEvent(sections: newSections, change: .patch(set)), ())
        }
    }
}

extension MutableObservableSectionedArray where SectionMetadata: Equatable, Item: Identifiable & Equatable {
    /// Replaces all sections with `newSections`, sending the minimal change
    /// set: sections matched by `sectionIdentity`, items by `id` (same id,
    /// different content: an update).
    public func replace<SectionKey: Hashable>(with newSections: [Section], sectionIdentity: (Section) -> SectionKey) {
        replace(with: newSections, sectionIdentity: sectionIdentity, isMetadataEqual: ==,
                itemIdentity: \.id, isItemContentEqual: ==)
    }
}

extension MutableObservableSectionedArray where SectionMetadata: Equatable, Item: Hashable {
    /// Replaces all sections with `newSections`, sending the minimal change
    /// set: sections matched by `sectionIdentity`, items by equality.
    public func replace<SectionKey: Hashable>(with newSections: [Section], sectionIdentity: (Section) -> SectionKey) {
        replace(with: newSections, sectionIdentity: sectionIdentity, isMetadataEqual: ==,
                itemIdentity: { $0 }, isItemContentEqual: { _, _ in true })
    }
}

extension MutableObservableSectionedArray where SectionMetadata: Equatable, Item: Identifiable & Hashable {
    /// Replaces all sections with `newSections`, sending the minimal change
    /// set: sections matched by `sectionIdentity`, items by `id` (same id,
    /// different content: an update).
    public func replace<SectionKey: Hashable>(with newSections: [Section], sectionIdentity: (Section) -> SectionKey) {
        replace(with: newSections, sectionIdentity: sectionIdentity, isMetadataEqual: ==,
                itemIdentity: \.id, isItemContentEqual: ==)
    }
}
