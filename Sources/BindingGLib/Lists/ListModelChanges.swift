import Binding

/// One contiguous replacement of a list model's items: `removed` items of the
/// old array from `oldStart` give way to `added` items of the new array from
/// `newStart`. Everything before it and after it in both arrays stays, in order.
package struct ListModelSpan: Equatable, Sendable {
    /// Where the replaced items start in the old array.
    package var oldStart: Int
    /// How many old items go.
    package var removed: Int
    /// Where the new items start in the new array.
    package var newStart: Int
    /// How many new items come.
    package var added: Int
}

/// How a change event becomes `items-changed` signals, and where the items
/// that stay end up.
///
/// A change set removes deleted elements and move sources and adds inserted
/// elements and move destinations; the staying elements fill the rest in
/// order. Aligning the two arrays on the staying elements leaves contiguous
/// runs of removals and additions: each run is one signal, emitted from the
/// first to the last, so while span `k` is signalled the model shows the new
/// array up to the end of span `k` followed by the old array after it.
/// Updates (content changes of kept elements) are no signal: the element's
/// item stays the same object and its ``ListElement`` reports the new value.
package enum ListModelChanges {
    /// The spans of `changes` (ascending, none empty) for a list of `oldCount` elements.
    package static func spans(of changes: ArrayChangeSet, oldCount: Int) -> [ListModelSpan] {
        let removedOld = merged(changes.deletes, changes.moves.map(\.from))
        let addedNew = merged(changes.inserts, changes.moves.map(\.to))
        var spans: [ListModelSpan] = []
        var old = 0, new = 0, nextRemoved = 0, nextAdded = 0
        while nextRemoved < removedOld.count || nextAdded < addedNew.count {
            let untilRemoved = nextRemoved < removedOld.count ? removedOld[nextRemoved] - old : Int.max
            let untilAdded = nextAdded < addedNew.count ? addedNew[nextAdded] - new : Int.max
            let staying = min(untilRemoved, untilAdded)
            old += staying
            new += staying
            let span = (old: old, new: new)
            while nextRemoved < removedOld.count && removedOld[nextRemoved] == old {
                old += 1
                nextRemoved += 1
            }
            while nextAdded < addedNew.count && addedNew[nextAdded] == new {
                new += 1
                nextAdded += 1
            }
            spans.append(ListModelSpan(oldStart: span.old, removed: old - span.old, newStart: span.new, added: new - span.new))
        }
        return spans
    }

    /// Where the elements of the old array are in the new one.
    package struct IndexMap {
        private let deleted: [Int]
        private let moveSources: [ArrayMove]
        private let sources: [Int]
        private let occupied: [Int]

        /// The map of `changes`.
        package init(_ changes: ArrayChangeSet) {
            deleted = changes.deletes
            moveSources = changes.moves.sorted { $0.from < $1.from }
            sources = moveSources.map(\.from)
            occupied = ListModelChanges.merged(changes.inserts, changes.moves.map(\.to))
        }

        /// Whether the element at `oldIndex` stays in place relative to its
        /// neighbours (neither deleted nor moved).
        package func stays(_ oldIndex: Int) -> Bool {
            ListModelChanges.binarySearch(deleted, oldIndex) == nil && ListModelChanges.binarySearch(sources, oldIndex) == nil
        }

        /// The new index of the element at `oldIndex`, `nil` if it was deleted.
        package func newIndex(of oldIndex: Int) -> Int? {
            if ListModelChanges.binarySearch(deleted, oldIndex) != nil { return nil }
            if let found = ListModelChanges.binarySearch(sources, oldIndex) { return moveSources[found].to }
            // The staying element's rank among the staying ones, then the
            // rank-th new position that is neither inserted nor a move destination.
            let rank = oldIndex - ListModelChanges.lowerBound(deleted, oldIndex) - ListModelChanges.lowerBound(sources, oldIndex)
            var position = rank
            for index in occupied {
                if index <= position { position += 1 } else { break }
            }
            return position
        }
    }

    /// Two ascending index lists as one ascending list.
    fileprivate static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        (first + second).sorted()
    }

    /// How many elements of the ascending `list` are below `value`.
    fileprivate static func lowerBound(_ list: [Int], _ value: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of `value` in the ascending `list`, if there.
    fileprivate static func binarySearch(_ list: [Int], _ value: Int) -> Int? {
        let found = lowerBound(list, value)
        return found < list.count && list[found] == value ? found : nil
    }
}
