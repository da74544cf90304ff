import ReactiveCore

/// An editable observable array of sections with per-section metadata. Each
/// edit sends one `SectionedArrayChangeEvent`; `batchUpdate` sends many edits
/// as one. Thread-safe; edits that change nothing send nothing.
public final class MutableObservableSectionedArray<SectionMetadata, Item>:
    ObservableSectionedArray<SectionMetadata, Item>, @unchecked Sendable {
    /// An observable sectioned array holding `sections`.
    public override init(_ sections: [Section] = []) {
        super.init(sections)
    }

    /// The item at `index`; setting it sends an item update.
    public override subscript(index: ItemIndex) -> Item {
        get { core.read { $0[index.section].items[index.item] } }
        set {
            edit { sections in
                sections[index.section].items[index.item] = newValue
                return SectionedChangeSet(itemUpdates: [index])
            }
        }
    }

    /// Replaces the metadata of section `section` (a section update).
    public func updateMetadata(_ metadata: SectionMetadata, ofSection section: Int) {
        edit { sections in
            sections[section].metadata = metadata
            return SectionedChangeSet(sections: ArrayChangeSet(updates: [section]))
        }
    }

    /// Adds `section` after the last one.
    public func appendSection(_ section: Section) {
        edit { sections in
            sections.append(section)
            return SectionedChangeSet(sections: ArrayChangeSet(inserts: [sections.count - 1]))
        }
    }

    /// Inserts `section` at `index` (`0...sectionCount`).
    public func insertSection(_ section: Section, at index: Int) {
        edit { sections in
            sections.insert(section, at: index)
            return SectionedChangeSet(sections: ArrayChangeSet(inserts: [index]))
        }
    }

    /// Removes and returns the section at `index`.
    @discardableResult
    public func removeSection(at index: Int) -> Section {
        core.mutate { sections, _ in
            let removed = sections.remove(at: index)
            return (event(sections, SectionedChangeSet(sections: ArrayChangeSet(deletes: [index]))), removed)
        }
    }

    /// Moves the section at `from` so that it ends up at index `to`.
    public func moveSection(from: Int, to: Int) {
        edit { sections in
            precondition(sections.indices.contains(from) && sections.indices.contains(to),
                         "moveSection(from: \(from), to: \(to)) out of 0..<\(sections.count)")
            guard from != to else { return SectionedChangeSet() }
            sections.insert(sections.remove(at: from), at: to)
            return SectionedChangeSet(sections: ArrayChangeSet(moves: [ArrayMove(from: from, to: to)]))
        }
    }

    /// Removes every section.
    public func removeAll() {
        edit { sections in
            let count = sections.count
            sections.removeAll()
            return SectionedChangeSet(sections: ArrayChangeSet(deletes: Array(0..<count)))
        }
    }

    /// Adds `item` at the end of section `section`.
    public func appendItem(_ item: Item, toSection section: Int) {
        edit { sections in
            sections[section].items.append(item)
            return SectionedChangeSet(itemInserts: [ItemIndex(section: section, item: sections[section].items.count - 1)])
        }
    }

    /// Inserts `item` at `index`.
    public func insertItem(_ item: Item, at index: ItemIndex) {
        edit { sections in
            sections[index.section].items.insert(item, at: index.item)
            return SectionedChangeSet(itemInserts: [index])
        }
    }

    /// Removes and returns the item at `index`.
    @discardableResult
    public func removeItem(at index: ItemIndex) -> Item {
        core.mutate { sections, _ in
            let removed = sections[index.section].items.remove(at: index.item)
            return (event(sections, SectionedChangeSet(itemDeletes: [index])), removed)
        }
    }

    /// Moves the item at `from` to `to`, possibly into another section; `to`
    /// is its position after removal from `from`. Sends one item move.
    public func moveItem(from: ItemIndex, to: ItemIndex) {
        edit { sections in
            guard from != to else { return SectionedChangeSet() }
            let item = sections[from.section].items.remove(at: from.item)
            sections[to.section].items.insert(item, at: to.item)
            return SectionedChangeSet(itemMoves: [ItemMove(from: from, to: to)])
        }
    }

    /// Performs many edits on `body`'s argument and sends them as ONE event
    /// with the combined section- and item-level change set. The batch holds
    /// the lock: `body` must use only its argument, never this array.
    @discardableResult
    public func batchUpdate<Result>(_ body: (inout SectionedArrayBatch<SectionMetadata, Item>) throws -> Result) rethrows -> Result {
        try core.mutate { sections, observed in
            var batch = SectionedArrayBatch(sections)
            let result = try body(&batch)
            sections = batch.sections
            guard observed else { return (nil, result) }
            return (event(sections, batch.changeSet), result)
        }
    }

    /// Replaces all sections with `newSections` and sends a `.reset`.
    public func replace(with newSections: [Section]) {
        core.mutate { sections, _ in
            sections = newSections
            return (SectionedArrayChangeEvent(sections: newSections, change: .reset), ())
        }
    }

    private func edit(_ body: (inout [Section]) -> SectionedChangeSet) {
        core.mutate { sections, _ in
            let set = body(&sections)
            return (event(sections, set), ())
        }
    }

    private func event(_ sections: [Section], _ set: SectionedChangeSet) -> Element? {
        set.isEmpty ? nil : SectionedArrayChangeEvent(sections: sections, change: .patch(set))
    }
}
