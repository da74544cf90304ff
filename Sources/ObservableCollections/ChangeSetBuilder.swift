import ReactiveCore

/// Where an element of an edited array came from: an index of the array
/// before the edits, or nowhere (inserted); and whether its content was set.
struct ElementOrigin: Sendable {
    /// Index in the original array, or `-1` for an inserted element.
    var source: Int
    /// `true` once the element's content was replaced.
    var updated: Bool

    /// An inserted element.
    static let inserted = ElementOrigin(source: -1, updated: false)

    /// `true` when the element was not in the original array.
    var isInserted: Bool { source < 0 }
}

/// Turns a record of origins (one per element of the edited array) into the
/// change set from the original array, with the fewest moves: the staying
/// elements are a longest increasing run of original indices.
package enum ChangeSetBuilder {
    /// The change set from an array of `oldCount` elements to one whose
    /// elements came from `origins`.
    static func changeSet<C: RandomAccessCollection>(origins: C, oldCount: Int) -> ArrayChangeSet
        where C.Element == ElementOrigin, C.Index == Int {
        var present = [Bool](repeating: false, count: oldCount)
        var inserts: [Int] = []
        var survivorPositions: [Int] = []
        var survivorSources: [Int] = []
        survivorPositions.reserveCapacity(origins.count)
        survivorSources.reserveCapacity(origins.count)
        for (offset, origin) in origins.enumerated() {
            if origin.isInserted {
                inserts.append(offset)
            } else {
                present[origin.source] = true
                survivorPositions.append(offset)
                survivorSources.append(origin.source)
            }
        }
        var deletes: [Int] = []
        for index in 0..<oldCount where !present[index] { deletes.append(index) }
        var moves: [ArrayMove] = []
        let staying = longestIncreasingRun(survivorSources)
        for (rank, stays) in staying.enumerated() where !stays {
            moves.append(ArrayMove(from: survivorSources[rank], to: survivorPositions[rank]))
        }
        var updates: [Int] = []
        for (offset, origin) in origins.enumerated() where origin.updated && !origin.isInserted {
            updates.append(offset)
        }
        return ArrayChangeSet(deletes: deletes, inserts: inserts, updates: updates, moves: moves)
    }

    /// Marks the members of one longest strictly increasing subsequence of
    /// `values` (patience sorting, O(n log n); O(n) when already increasing).
    /// Shared with the adapter's sectioned lists (`package`).
    package static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var increasing = true
        for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
            increasing = false
            break
        }
        if increasing { return [Bool](repeating: true, count: values.count) }

        // tails[k]: position of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var members = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            members[cursor] = true
            cursor = previous[cursor]
        }
        return members
    }
}
