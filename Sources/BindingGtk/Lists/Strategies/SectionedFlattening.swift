import Binding

/// Turns sectioned change events into the flat events a list of rows needs
/// (the items of all sections, in order), and maps flat row positions back to
/// section positions.
struct SectionedFlattening<Metadata, Item> {
    /// The sections of the last event.
    private(set) var sections: [ArraySection<Metadata, Item>] = []
    /// The flat index of each section's first item (one extra entry: the total).
    private(set) var starts: [Int] = [0]

    /// The flat event for `event`, and the new state.
    mutating func flatten(_ event: SectionedArrayChangeEvent<Metadata, Item>) -> ArrayChangeEvent<Item> {
        let old = sections
        let oldStarts = starts
        sections = event.sections
        starts = Self.starts(of: event.sections)
        let items = event.sections.flatMap(\.items)
        switch event.change {
        case .reset:
            return ArrayChangeEvent(array: items, change: .reset)
        case .patch(let set):
            let flat = Self.flatChangeSet(set, old: old, oldStarts: oldStarts, new: event.sections, newStarts: starts)
            return ArrayChangeEvent(array: items, change: .patch(flat))
        }
    }

    /// The section position of flat row `index` (which must be in range).
    func itemIndex(ofFlat index: Int) -> ItemIndex {
        let section = sectionIndex(ofFlat: index)
        return ItemIndex(section: section, item: index - starts[section])
    }

    /// The section holding flat row `index`: the last section starting at or
    /// before it (never an empty one, since an empty section's start is the
    /// next section's start).
    func sectionIndex(ofFlat index: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether flat row `index` is the first item of its section.
    func isSectionStart(_ index: Int) -> Bool {
        let section = sectionIndex(ofFlat: index)
        return starts[section] == index
    }

    static func starts(of sections: [ArraySection<Metadata, Item>]) -> [Int] {
        var starts = [Int]()
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.items.count
        }
        starts.append(total)
        return starts
    }

    /// The flat change set of `set`: where each new item comes from is found
    /// by applying `set` (without its updates) to sections of old flat
    /// indices; survivors keep a longest increasing run of old indices in
    /// place and the others are moves.
    static func flatChangeSet(
        _ set: SectionedChangeSet,
        old: [ArraySection<Metadata, Item>], oldStarts: [Int],
        new: [ArraySection<Metadata, Item>], newStarts: [Int]
    ) -> ArrayChangeSet {
        var positions = old.enumerated().map { section, content in
            ArraySection<Void, Int>(metadata: (), items: Array(oldStarts[section]..<oldStarts[section] + content.items.count))
        }
        let placeholders = new.map { ArraySection<Void, Int>(metadata: (), items: Array(repeating: -1, count: $0.items.count)) }
        var structural = set
        structural.itemUpdates = []
        structural.apply(to: &positions, newSections: placeholders)
        let origins = positions.flatMap(\.items)
        let oldCount = oldStarts.last ?? 0

        var present = [Bool](repeating: false, count: oldCount)
        var inserts: [Int] = []
        var survivorPositions: [Int] = []
        var survivorSources: [Int] = []
        for (position, source) in origins.enumerated() {
            if source < 0 {
                inserts.append(position)
            } else {
                present[source] = true
                survivorPositions.append(position)
                survivorSources.append(source)
            }
        }
        var deletes: [Int] = []
        for index in 0..<oldCount where !present[index] { deletes.append(index) }
        var moves: [ArrayMove] = []
        for (rank, stays) in ChangeSetBuilder.longestIncreasingRun(survivorSources).enumerated() where !stays {
            moves.append(ArrayMove(from: survivorSources[rank], to: survivorPositions[rank]))
        }
        let updates = set.itemUpdates.map { newStarts[$0.section] + $0.item }.sorted()
        return ArrayChangeSet(deletes: deletes, inserts: inserts, updates: updates, moves: moves)
    }
}
