import ReactiveCore

/// One element that changed position: its index in the old array and its
/// index in the new array.
public struct ArrayMove: Hashable, Sendable, CustomStringConvertible {
    /// The element's index in the array before the change.
    public var from: Int
    /// The element's index in the array after the change.
    public var to: Int

    /// A move of the element at old index `from` to new index `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from)→\(to)" }
}

/// What changed between two versions of an array, index by index.
///
/// ## Index convention (the one of UIKit's batch updates)
///
/// - `deletes`: indices in the **old** array of elements that are gone; ascending.
/// - `inserts`: indices in the **new** array of elements that are new; ascending.
/// - `moves`: elements kept but repositioned, from their **old** index to their
///   **new** index; ascending by `to`. A moved element is neither deleted nor inserted.
/// - `updates`: indices in the **new** array of kept elements (staying or moved)
///   whose content changed; ascending. Never an inserted index.
///
/// Every old element that is neither deleted nor a move source *stays*: the
/// staying elements keep their relative order and fill, in order, the new
/// positions that are neither inserted nor move destinations.
///
/// To apply a change set: remove the deleted elements and the move sources from
/// the old array; place inserted and moved elements at their new indices and
/// fill the other positions with the staying elements in order; then replace
/// the elements at the updated indices with their new content.
/// `ArrayChangeSet.apply(to:newArray:)` does exactly this.
///
/// A list widget maps it to: remove rows `deletes`, move rows `moves`, insert
/// rows `inserts`, then refresh rows `updates` (at their final positions).
public struct ArrayChangeSet: Hashable, Sendable, CustomStringConvertible {
    /// Old indices of removed elements, ascending.
    public var deletes: [Int]
    /// New indices of added elements, ascending.
    public var inserts: [Int]
    /// New indices of kept elements whose content changed, ascending.
    public var updates: [Int]
    /// Kept elements that changed position, ascending by destination.
    public var moves: [ArrayMove]

    /// A change set with the given parts, each already in the documented order.
    public init(deletes: [Int] = [], inserts: [Int] = [], updates: [Int] = [], moves: [ArrayMove] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.updates = updates
        self.moves = moves
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// The number of individual changes (deletes, inserts, updates and moves).
    public var count: Int {
        deletes.count + inserts.count + updates.count + moves.count
    }

    public var description: String {
        "ArrayChangeSet(deletes: \(deletes), inserts: \(inserts), updates: \(updates), moves: \(moves))"
    }
}
