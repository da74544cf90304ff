import ReactiveCore

/// Where an item of an edited sectioned array came from.
struct ItemOrigin: Sendable {
    /// Old section index, or `-1` for an inserted item.
    var section: Int
    /// Old item index within that section.
    var item: Int
    /// `true` once the item's content was replaced.
    var updated: Bool

    static let inserted = ItemOrigin(section: -1, item: -1, updated: false)
}

/// The editable copy of the sections handed to
/// `MutableObservableSectionedArray.batchUpdate`: edits are recorded so that
/// the batch is delivered as one event with one combined change set.
public struct SectionedArrayBatch<SectionMetadata, Item> {
    /// The sections as edited so far.
    public private(set) var sections: [ArraySection<SectionMetadata, Item>]
    private var sectionOrigins: [ElementOrigin]
    private var itemOrigins: [[ItemOrigin]]
    private let oldItemCounts: [Int]

    init(_ sections: [ArraySection<SectionMetadata, Item>]) {
        self.sections = sections
        sectionOrigins = sections.indices.map { ElementOrigin(source: $0, updated: false) }
        itemOrigins = sections.enumerated().map { section, value in
            value.items.indices.map { ItemOrigin(section: section, item: $0, updated: false) }
        }
        oldItemCounts = sections.map(\.items.count)
    }

    /// The number of sections.
    public var sectionCount: Int { sections.count }

    /// The items of section `section`.
    public func items(inSection section: Int) -> [Item] { sections[section].items }

    /// The metadata of section `section`.
    public func metadata(ofSection section: Int) -> SectionMetadata { sections[section].metadata }

    /// The item at `index`; setting it records an item update.
    public subscript(index: ItemIndex) -> Item {
        get { sections[index.section].items[index.item] }
        set {
            sections[index.section].items[index.item] = newValue
            itemOrigins[index.section][index.item].updated = true
        }
    }

    /// Replaces the metadata of section `section` (a section update).
    public mutating func updateMetadata(_ metadata: SectionMetadata, ofSection section: Int) {
        sections[section].metadata = metadata
        sectionOrigins[section].updated = true
    }

    /// Adds `section` after the last one.
    public mutating func appendSection(_ section: ArraySection<SectionMetadata, Item>) {
        insertSection(section, at: sections.count)
    }

    /// Inserts `section` at `index` (`0...sectionCount`).
    public mutating func insertSection(_ section: ArraySection<SectionMetadata, Item>, at index: Int) {
        sections.insert(section, at: index)
        sectionOrigins.insert(.inserted, at: index)
        itemOrigins.insert(Array(repeating: .inserted, count: section.items.count), at: index)
    }

    /// Removes and returns the section at `index`.
    @discardableResult
    public mutating func removeSection(at index: Int) -> ArraySection<SectionMetadata, Item> {
        sectionOrigins.remove(at: index)
        itemOrigins.remove(at: index)
        return sections.remove(at: index)
    }

    /// Moves the section at `from` so that it ends up at index `to`.
    public mutating func moveSection(from: Int, to: Int) {
        guard from != to else { return }
        sections.insert(sections.remove(at: from), at: to)
        sectionOrigins.insert(sectionOrigins.remove(at: from), at: to)
        itemOrigins.insert(itemOrigins.remove(at: from), at: to)
    }

    /// Removes every section.
    public mutating func removeAll() {
        sections.removeAll()
        sectionOrigins.removeAll()
        itemOrigins.removeAll()
    }

    /// Adds `item` at the end of section `section`.
    public mutating func appendItem(_ item: Item, toSection section: Int) {
        insertItem(item, at: ItemIndex(section: section, item: sections[section].items.count))
    }

    /// Inserts `item` at `index` (its item in `0...count of the section`).
    public mutating func insertItem(_ item: Item, at index: ItemIndex) {
        sections[index.section].items.insert(item, at: index.item)
        itemOrigins[index.section].insert(.inserted, at: index.item)
    }

    /// Removes and returns the item at `index`.
    @discardableResult
    public mutating func removeItem(at index: ItemIndex) -> Item {
        itemOrigins[index.section].remove(at: index.item)
        return sections[index.section].items.remove(at: index.item)
    }

    /// Moves the item at `from` to `to`, possibly into another section; `to`
    /// is its position after removal from `from`.
    public mutating func moveItem(from: ItemIndex, to: ItemIndex) {
        guard from != to else { return }
        let origin = itemOrigins[from.section].remove(at: from.item)
        let item = sections[from.section].items.remove(at: from.item)
        sections[to.section].items.insert(item, at: to.item)
        itemOrigins[to.section].insert(origin, at: to.item)
    }

    /// The change set from the sections before the batch to `sections`.
    var changeSet: SectionedChangeSet {
        let sectionSet = ChangeSetBuilder.changeSet(origins: sectionOrigins, oldCount: oldItemCounts.count)
        var survives = [Bool](repeating: false, count: oldItemCounts.count)
        for origin in sectionOrigins where !origin.isInserted { survives[origin.source] = true }
        var kept = oldItemCounts.map { [Bool](repeating: false, count: $0) }
        var set = SectionedChangeSet(sections: sectionSet)
        for (newSection, sectionOrigin) in sectionOrigins.enumerated() where !sectionOrigin.isInserted {
            var stayingPositions: [Int] = []
            var stayingSources: [Int] = []
            for (position, origin) in itemOrigins[newSection].enumerated() {
                let index = ItemIndex(section: newSection, item: position)
                guard origin.section >= 0, survives[origin.section] else {
                    set.itemInserts.append(index)
                    continue
                }
                kept[origin.section][origin.item] = true
                if origin.updated { set.itemUpdates.append(index) }
                if origin.section == sectionOrigin.source {
                    stayingPositions.append(position)
                    stayingSources.append(origin.item)
                } else {
                    set.itemMoves.append(ItemMove(from: ItemIndex(section: origin.section, item: origin.item), to: index))
                }
            }
            let stays = ChangeSetBuilder.longestIncreasingRun(stayingSources)
            for (rank, stay) in stays.enumerated() where !stay {
                set.itemMoves.append(ItemMove(
                    from: ItemIndex(section: sectionOrigin.source, item: stayingSources[rank]),
                    to: ItemIndex(section: newSection, item: stayingPositions[rank])))
            }
        }
        for (section, flags) in kept.enumerated() where survives[section] {
            for (item, isKept) in flags.enumerated() where !isKept {
                set.itemDeletes.append(ItemIndex(section: section, item: item))
            }
        }
        set.itemMoves.sort { $0.to < $1.to }
        return set
    }
}
