import Binding

/// The elements a change brings to the rows: the event's array, or (for an
/// edit the binding made itself, which inserts and updates nothing) just a count.
struct RowElements<Item>: RandomAccessCollection {
    private let array: [Item]?
    /// The number of rows after the change.
    let count: Int

    /// The elements of `array`.
    init(_ array: [Item]) {
        self.array = array
        count = array.count
    }

    /// `count` rows whose elements are not needed (no row is made or refreshed).
    init(count: Int) {
        array = nil
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Item {
        guard let array else { preconditionFailure("a user edit makes and refreshes no row") }
        return array[index]
    }
}

/// The part of every list binding that does not depend on the widget: how
/// many rows there are, where their elements are read, the choice between
/// patching and rebuilding, and the recognition of the binding's own edits
/// when the array announces them.
///
/// Subclasses (one per widget) turn changes into row operations in
/// ``patchRows(_:oldCount:new:)`` and ``rebuildRows(oldCount:new:change:)``.
///
/// The binding does not keep the array of an `ObservableArray` source: it
/// reads elements from the source when asked (selection, activation). Holding
/// the array between events would share its storage with the source's, so
/// every later edit of a single element would copy the whole array.
///
/// Main-thread only, and never re-entered while it applies a change (events
/// arrive through `observe(on: MainScheduler.instance)`, which queues an event
/// sent during a delivery), so the state read on every event skips the
/// runtime's exclusivity checks.
@usableFromInline
@MainActor
class ListItemsBinding<Item> {
    /// How rows follow the array and what the user may edit.
    let options: ListItemsOptions
    /// Where user edits go; `nil` for a read-only source.
    let editor: ListItemsEditor?
    /// The number of rows.
    @exclusivity(unchecked) private(set) var count = 0
    /// Reads the source's current elements, when the source is an observable array.
    private let reader: (@Sendable () -> [Item])?
    /// The last event's array, kept when there is no `reader`.
    @exclusivity(unchecked) private var retained: [Item] = []

    @exclusivity(unchecked) private var expectations: [ListEditExpectation] = []
    /// Set when an edit of ours could not be made: the rows show something the
    /// array does not, until the next event (which rebuilds).
    @exclusivity(unchecked) private var needsResync = false

    init(options: ListItemsOptions, editor: ListItemsEditor?, reader: (@Sendable () -> [Item])?) {
        self.options = options
        self.editor = editor
        self.reader = reader
    }

    /// The elements as the source holds them now (the rows may be an event behind).
    var elements: [Item] { reader?() ?? retained }

    /// The element at `index`, or `nil` when out of range.
    func item(at index: Int) -> Item? {
        let elements = elements
        return elements.indices.contains(index) && index < count ? elements[index] : nil
    }

    // MARK: - Widget hooks (override)

    /// Applies `set` (the convention of `ArrayChangeSet`) to the rows, of
    /// which there are `oldCount`; `new` holds the elements after the change.
    func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {}

    /// Replaces every row. `change` is the change set behind the rebuild when
    /// known (a patch above the threshold), so the selection can follow it;
    /// `nil` for a reset.
    func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {}

    // MARK: - Events from the array

    /// Brings the rows from the current elements to `array`, reached through `change`.
    @usableFromInline
    final func receive(_ array: [Item], _ change: ArrayChange) {
        if let expected = expectations.first {
            expectations.removeFirst()
            if case .patch(let set) = change, array.count == expected.newCount, count == expected.newCount,
               set.isEquivalent(to: expected.set, oldCount: expected.oldCount, newCount: expected.newCount) {
                // Our own edit, already on screen (and in `retained`): touch no row.
                count = array.count
                if reader == nil && retained.count != array.count { retained = array.ownedCopy() }
                return
            }
            // Another change came first: the rows show our edit, that event does not know it.
            expectations.removeAll()
            resync(to: array)
            return
        }
        if needsResync {
            needsResync = false
            resync(to: array)
            return
        }
        let oldCount = count
        switch change {
        case .reset:
            adopt(array)
            rebuildRows(oldCount: oldCount, new: RowElements(array), change: nil)
        case .patch(let set):
            guard set.fits(oldCount: oldCount, newCount: array.count) else {
                resync(to: array)
                return
            }
            adopt(array, change: set)
            if set.count > options.rebuildThreshold {
                rebuildRows(oldCount: oldCount, new: RowElements(array), change: set)
            } else if !set.isEmpty {
                patchRows(set, oldCount: oldCount, new: RowElements(array))
            }
        }
    }

    /// Takes `array` as the current elements. Without a reader the binding
    /// keeps its own copy, brought up to date by applying `change` when
    /// known: keeping the event's array itself would share its storage with
    /// the source (a pipeline stage's output), whose next edit would then
    /// copy every element.
    private func adopt(_ array: [Item], change: ArrayChangeSet? = nil) {
        count = array.count
        guard reader == nil else { return }
        if let change, retained.count + change.inserts.count - change.deletes.count == array.count {
            change.applyPositional(to: &retained, newCount: array.count, make: { array[$0] },
                                   update: { element, index in element = array[index] })
        } else {
            retained = array.ownedCopy()
        }
    }

    private func resync(to array: [Item]) {
        let oldCount = count
        adopt(array)
        rebuildRows(oldCount: oldCount, new: RowElements(array), change: nil)
    }

    /// The rows no longer match the elements (GTK changed them in a way the
    /// array could not follow): the next event rebuilds them.
    final func markOutOfSync() {
        expectations.removeAll()
        needsResync = true
    }

    // MARK: - User edits

    /// Whether the user may delete rows here.
    var canDelete: Bool { editor != nil && options.allowsDeletion }

    /// Whether the user may move rows here.
    var canMove: Bool { editor != nil && options.allowsMoving }

    /// The user deleted the row at `index`: removes it from the rows (unless
    /// `rowsAlreadyChanged`, when the widget did it itself) and the element
    /// from the array, whose event announcing it is then not applied again.
    @discardableResult
    final func userRemove(at index: Int, rowsAlreadyChanged: Bool = false) -> Bool {
        guard let editor, options.allowsDeletion, index >= 0, index < count else { return false }
        let oldCount = count
        let set = ArrayChangeSet(deletes: [index])
        count -= 1
        if reader == nil { retained.remove(at: index) }
        if !rowsAlreadyChanged { patchRows(set, oldCount: oldCount, new: RowElements(count: count)) }
        return commit(set, oldCount: oldCount, newCount: count) { editor.remove(index) }
    }

    /// The user moved the row at `from` to `to`: moves the row (unless
    /// `rowsAlreadyChanged`) and the element in the array, without echo.
    @discardableResult
    final func userMove(from: Int, to: Int, rowsAlreadyChanged: Bool = false) -> Bool {
        guard let editor, options.allowsMoving, (0..<count).contains(from), (0..<count).contains(to) else {
            return false
        }
        guard from != to else { return true }
        let set = ArrayChangeSet(moves: [ArrayMove(from: from, to: to)])
        if reader == nil { retained.insert(retained.remove(at: from), at: to) }
        if !rowsAlreadyChanged { patchRows(set, oldCount: count, new: RowElements(count: count)) }
        return commit(set, oldCount: count, newCount: count) { editor.move(from, to) }
    }

    /// Records the expectation, then edits the array (which may deliver its
    /// event before returning).
    private func commit(_ set: ArrayChangeSet, oldCount: Int, newCount: Int, edit: () -> Bool) -> Bool {
        expectations.append(ListEditExpectation(set: set, oldCount: oldCount, newCount: newCount))
        let expectedCount = expectations.count
        if edit() { return true }
        // Out of range for the array's real contents: an event we have not
        // seen yet changed it. Drop the expectation; that event rebuilds.
        if expectations.count == expectedCount {
            expectations.removeLast()
            needsResync = true
        }
        return false
    }
}

/// An edit a list binding made to its array: the rows already show it, so
/// the array's event announcing it must not be applied again. (Outside the
/// generic binding so that checking for one on every event needs no generic
/// type metadata at run time.)
private struct ListEditExpectation {
    let set: ArrayChangeSet
    let oldCount: Int
    let newCount: Int
}

/// Where a binding reads the current elements of its source.
@usableFromInline
enum ListElementReader {
    /// A reader of `source` when it is an observable array, else `nil` (the
    /// binding then keeps each event's array).
    @usableFromInline
    static func of<Source, Item>(_ source: Source, as type: Item.Type) -> (@Sendable () -> [Item])? {
        guard let array = source as? ObservableArray<Item> else { return nil }
        return { array.array }
    }
}
