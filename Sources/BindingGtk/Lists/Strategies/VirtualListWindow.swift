import Binding

/// The run of consecutive array elements a ``VirtualListView`` shows as the
/// rows of its tree model: row `r` shows element `offset + r`.
struct ListWindow: Equatable {
    /// The array index of the element in row 0.
    var offset: Int
    /// The number of rows.
    var rowCount: Int

    /// The array indices shown.
    var indices: Range<Int> { offset..<offset + rowCount }

    /// The window of up to `capacity` rows starting at `offset`, moved up so
    /// that the last `pageRows` fit (`offset` is clamped to `0...count - pageRows`).
    static func clamped(offset: Int, capacity: Int, pageRows: Int, count: Int) -> ListWindow {
        let start = max(0, min(offset, count - pageRows))
        return ListWindow(offset: start, rowCount: max(0, min(capacity, count - start)))
    }
}

/// One signal of the windowed tree model; rows are the model's rows at the
/// moment the signal is emitted (after the signals before it).
enum ListWindowSignal: Equatable {
    /// `row-deleted` at `row`.
    case deleted(Int)
    /// `rows-reordered`: `order[newRow]` is the row's position before.
    case reordered([Int32])
    /// `row-inserted` at `row`.
    case inserted(Int)
    /// `row-changed` at `row`.
    case changed(Int)
}

/// How the rows of a window follow array changes and scrolling, as the
/// fewest row signals that make the model show the new window.
enum ListWindowDiff {
    /// The signals that turn rows showing `old` (indices before `change`)
    /// into rows showing `new` (indices after it): rows whose element left
    /// the window are deleted (bottom up), the kept rows are reordered if
    /// their order changed, rows whose element entered the window are
    /// inserted (top down), and kept rows whose element `change` updates
    /// are changed. A change that touches nothing in the window, with the
    /// window following its elements, gives no signal.
    ///
    /// Costs `O(old.rowCount × change.count)`: for a window's few dozen rows.
    static func signals(from old: ListWindow, to new: ListWindow, change: ArrayChangeSet) -> [ListWindowSignal] {
        var kept: [(oldRow: Int, newRow: Int)] = []
        var signals: [ListWindowSignal] = []
        var deleted: [Int] = []
        for oldRow in 0..<old.rowCount {
            if let index = change.newIndex(ofOld: old.offset + oldRow), new.indices.contains(index) {
                kept.append((oldRow, index - new.offset))
            } else {
                deleted.append(oldRow)
            }
        }
        for row in deleted.reversed() { signals.append(.deleted(row)) }
        // The kept rows are now rows 0..<kept.count, in their old order.
        let byNewRow = kept.indices.sorted { kept[$0].newRow < kept[$1].newRow }
        if byNewRow != Array(kept.indices) { signals.append(.reordered(byNewRow.map { Int32($0) })) }
        var occupied = [Bool](repeating: false, count: new.rowCount)
        for row in kept { occupied[row.newRow] = true }
        // Top down: every row above an inserted one is already in place.
        for row in 0..<new.rowCount where !occupied[row] { signals.append(.inserted(row)) }
        for row in kept.map(\.newRow).sorted() where ArrayChangeSet.contains(change.updates, new.offset + row) {
            signals.append(.changed(row))
        }
        return signals
    }

    /// The signals that make rows showing `old` show `new` over the same
    /// array (scrolling) or over an array replaced wholesale: the rows both
    /// windows have are changed in place, the rest inserted or deleted at
    /// the end. (Changing rows in place keeps GTK's cursor and selection
    /// nodes where they are; the view puts them back on their elements.)
    static func reload(from old: ListWindow, to new: ListWindow, changingAll: Bool) -> [ListWindowSignal] {
        let common = min(old.rowCount, new.rowCount)
        var signals: [ListWindowSignal] = []
        if changingAll || old.offset != new.offset { signals += (0..<common).map { .changed($0) } }
        if new.rowCount > old.rowCount {
            signals += (old.rowCount..<new.rowCount).map { .inserted($0) }
        } else {
            signals += (new.rowCount..<old.rowCount).reversed().map { .deleted($0) }
        }
        return signals
    }

    /// Where the window starts after `change`: on the element that was at
    /// its top, when that element stays (so a change above the window does
    /// not move what is shown); at the top of the array when the window was
    /// there; otherwise at the same position less the deletions above it
    /// and plus the insertions above it.
    static func anchoredOffset(of old: ListWindow, after change: ArrayChangeSet) -> Int {
        guard old.offset > 0 else { return 0 }
        if let top = change.newIndex(ofOld: old.offset) { return top }
        var offset = old.offset
        for index in change.deletes where index < old.offset { offset -= 1 }
        for index in change.inserts where index < offset { offset += 1 }
        return max(0, offset)
    }
}
