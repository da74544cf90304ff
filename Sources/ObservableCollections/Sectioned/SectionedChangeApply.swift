import ReactiveCore

extension SectionedChangeSet {
    /// For each new section, the index of the old section it continues
    /// (staying or moved), or `nil` when it was inserted.
    ///
    /// - Precondition: `sections` is consistent for the two counts.
    public func sectionSources(oldCount: Int, newCount: Int) -> [Int?] {
        var removed = [Bool](repeating: false, count: oldCount)
        for index in sections.deletes { removed[index] = true }
        for move in sections.moves { removed[move.from] = true }
        var sources = [Int?](repeating: nil, count: newCount)
        for move in sections.moves { sources[move.to] = move.from }
        var inserted = [Bool](repeating: false, count: newCount)
        for index in sections.inserts { inserted[index] = true }
        var oldCursor = 0
        for index in 0..<newCount where !inserted[index] && sources[index] == nil {
            while removed[oldCursor] { oldCursor += 1 }
            sources[index] = oldCursor
            oldCursor += 1
        }
        return sources
    }

    /// Whether this change set follows the documented convention between
    /// sections holding `oldItemCounts` items and sections holding `newItemCounts`.
    public func isConsistent(oldItemCounts: [Int], newItemCounts: [Int]) -> Bool {
        guard sections.isConsistent(oldCount: oldItemCounts.count, newCount: newItemCounts.count) else { return false }
        let sources = sectionSources(oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        var survivesOld = [Bool](repeating: false, count: oldItemCounts.count)
        for case let source? in sources { survivesOld[source] = true }
        func oldValid(_ index: ItemIndex) -> Bool {
            index.section >= 0 && index.section < oldItemCounts.count && survivesOld[index.section]
                && index.item >= 0 && index.item < oldItemCounts[index.section]
        }
        func newValid(_ index: ItemIndex) -> Bool {
            index.section >= 0 && index.section < newItemCounts.count && sources[index.section] != nil
                && index.item >= 0 && index.item < newItemCounts[index.section]
        }
        guard Self.isStrictlyAscending(itemDeletes), itemDeletes.allSatisfy(oldValid),
              Self.isStrictlyAscending(itemInserts), itemInserts.allSatisfy(newValid),
              Self.isStrictlyAscending(itemUpdates), itemUpdates.allSatisfy(newValid),
              Self.isStrictlyAscending(itemMoves.map(\.to)),
              itemMoves.allSatisfy({ oldValid($0.from) && newValid($0.to) })
        else { return false }
        var oldTaken = Set(itemDeletes)
        for move in itemMoves where !oldTaken.insert(move.from).inserted { return false }
        let inserted = Set(itemInserts)
        for move in itemMoves where inserted.contains(move.to) { return false }
        for update in itemUpdates where inserted.contains(update) { return false }
        var balance = [Int](repeating: 0, count: newItemCounts.count)
        for (newSection, source) in sources.enumerated() {
            guard let source else { continue }
            balance[newSection] = oldItemCounts[source] - newItemCounts[newSection]
        }
        var newOfOld = [Int: Int]()
        for (newSection, source) in sources.enumerated() { if let source { newOfOld[source] = newSection } }
        for index in itemDeletes { balance[newOfOld[index.section]!] -= 1 }
        for move in itemMoves { balance[newOfOld[move.from.section]!] -= 1 }
        for index in itemInserts { balance[index.section] += 1 }
        for move in itemMoves { balance[move.to.section] += 1 }
        return balance.allSatisfy { $0 == 0 }
    }

    /// Turns `sections` (the old sections) into `newSections` using only this
    /// change set: kept sections and items are taken from `sections`; inserted
    /// and updated ones (and updated metadata) from `newSections`.
    ///
    /// - Precondition: the change set is consistent for the two shapes.
    public func apply<Metadata, Item>(
        to sections: inout [ArraySection<Metadata, Item>], newSections: [ArraySection<Metadata, Item>]
    ) {
        precondition(isConsistent(oldItemCounts: sections.map(\.items.count), newItemCounts: newSections.map(\.items.count)),
                     "SectionedChangeSet \(self) does not fit the sections")
        let old = sections
        let sources = sectionSources(oldCount: old.count, newCount: newSections.count)
        var removed: [Int: [Bool]] = [:]
        func markRemoved(_ index: ItemIndex) {
            removed[index.section, default: [Bool](repeating: false, count: old[index.section].items.count)][index.item] = true
        }
        itemDeletes.forEach(markRemoved)
        itemMoves.forEach { markRemoved($0.from) }
        let inserts = Dictionary(grouping: itemInserts, by: \.section)
        let moves = Dictionary(grouping: itemMoves, by: \.to.section)
        var updatedMetadata = [Bool](repeating: false, count: newSections.count)
        for index in self.sections.updates { updatedMetadata[index] = true }

        var result: [ArraySection<Metadata, Item>] = []
        result.reserveCapacity(newSections.count)
        for (newIndex, source) in sources.enumerated() {
            guard let source else {
                result.append(newSections[newIndex])
                continue
            }
            var section = old[source]
            if updatedMetadata[newIndex] { section.metadata = newSections[newIndex].metadata }
            let sectionInserts = inserts[newIndex] ?? []
            let sectionMoves = moves[newIndex] ?? []
            if removed[source] != nil || !sectionInserts.isEmpty || !sectionMoves.isEmpty {
                section.items = Self.items(
                    count: newSections[newIndex].items.count, old: old[source].items,
                    removed: removed[source] ?? [], inserts: sectionInserts, moves: sectionMoves,
                    inserted: { newSections[newIndex].items[$0] }, moved: { old[$0.section].items[$0.item] })
            }
            result.append(section)
        }
        for index in itemUpdates {
            result[index.section].items[index.item] = newSections[index.section].items[index.item]
        }
        sections = result
    }

    /// The items of one surviving section after inserts, moves in and stayers.
    private static func items<Item>(
        count: Int, old: [Item], removed: [Bool], inserts: [ItemIndex], moves: [ItemMove],
        inserted: (Int) -> Item, moved: (ItemIndex) -> Item
    ) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(count)
        var insertCursor = 0
        var moveCursor = 0
        var oldCursor = 0
        for position in 0..<count {
            if insertCursor < inserts.count && inserts[insertCursor].item == position {
                items.append(inserted(position))
                insertCursor += 1
            } else if moveCursor < moves.count && moves[moveCursor].to.item == position {
                items.append(moved(moves[moveCursor].from))
                moveCursor += 1
            } else {
                while !removed.isEmpty && removed[oldCursor] { oldCursor += 1 }
                items.append(old[oldCursor])
                oldCursor += 1
            }
        }
        return items
    }

    private static func isStrictlyAscending(_ indices: [ItemIndex]) -> Bool {
        zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }
    }
}
