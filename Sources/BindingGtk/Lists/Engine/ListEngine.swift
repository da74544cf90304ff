import Binding

/// The one list engine: what every list widget bound to an array does the
/// same way, whatever stores its rows — how many rows there are, where their
/// elements are read, the choice between patching and rebuilding, the
/// recognition of the binding's own edits when the array announces them, the
/// user's edits, and the selection following its elements through changes
/// (kept on its element, dropped when the element leaves, found again by
/// identity after a reset when elements are `Identifiable` or identified).
///
/// How the rows are stored is the strategy, a subclass overriding the row
/// hooks (``patchRows(_:oldCount:new:)``, ``rebuildRows(oldCount:new:change:)``)
/// and the selection hooks (``selectedIndices()``, ``reselect(_:)``):
/// `ListBoxRows` (widget rows), `ListStoreRows` (a `GtkListStore`),
/// `VirtualTreeRows` (a tree model read when drawn), `VirtualListRows` (a
/// window over the array) and `ComboBoxEntries`.
///
/// The engine does not keep the array of an `ObservableArray` source: it
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
class ListEngine<Item>: ListItemsControlling {
    /// How rows follow the array and what the user may edit.
    let options: ListItemsOptions
    /// Where user edits go; `nil` for a read-only source.
    let editor: ListItemsEditor?
    /// The widget's list state (its selection observers); set when attached.
    weak var state: ListItemsState?
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
    /// The identity of an element (`id` for `Identifiable` elements), if known.
    var identity: ((Item) -> AnyHashable?)?
    /// The identities of the selected elements, recorded whenever the
    /// selection changes, to find them again after a reset.
    var selectedIdentities: [AnyHashable] = []
    /// Set while the engine changes the rows (selection signals are then its own).
    private(set) var isApplying = false

    init(options: ListItemsOptions, editor: ListItemsEditor?, reader: (@Sendable () -> [Item])?) {
        self.options = options
        self.editor = editor
        self.reader = reader
        identity = Item.self is any Identifiable.Type ? { ElementIdentity.of($0) } : nil
    }

    /// The elements as the source holds them now (the rows may be an event behind).
    var elements: [Item] { reader?() ?? retained }

    /// The element at `index`, or `nil` when out of range.
    func item(at index: Int) -> Item? {
        let elements = elements
        return elements.indices.contains(index) && index < count ? elements[index] : nil
    }

    // MARK: - ListItemsControlling

    var elementCount: Int { count }

    func element(at index: Int) -> Any? { item(at: index) }

    func firstIndex(where predicate: (Any) -> Bool) -> Int? { elements.prefix(count).firstIndex { predicate($0) } }

    func arrayIndex(ofShownRow row: Int) -> Int? { row >= 0 && row < count ? row : nil }

    func shownRow(ofArrayIndex index: Int) -> Int? { index >= 0 && index < count ? index : nil }

    func content(at index: Int) -> Widget? { nil }

    func userDelete(at index: Int) -> Bool { userRemove(at: index) }

    func userMove(from: Int, to: Int) -> Bool { userMove(from: from, to: to, rowsAlreadyChanged: false) }

    func identify(by identity: @escaping (Any) -> AnyHashable?) {
        guard self.identity == nil else { return }
        self.identity = { identity($0) }
        selectionChanged()
    }

    // MARK: - Row hooks (the strategy overrides)

    /// Applies `set` (the convention of `ArrayChangeSet`) to the rows, of
    /// which there are `oldCount`; `new` holds the elements after the change.
    func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {}

    /// Replaces every row. `change` is the change set behind the rebuild when
    /// known (a patch above the threshold); `nil` for a reset.
    func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {}

    // MARK: - Selection hooks (the strategy overrides)

    /// The array indices of the selected elements as the rows show them, ascending.
    func selectedIndices() -> [Int] { [] }

    /// Puts the selection on the elements at `indices` (and only them), as a
    /// programmatic change; called when the rows show another selection.
    func reselect(_ indices: [Int]) {}

    /// Whether the selection is followed through `set`; a strategy may skip
    /// that work when nobody listens and `set` moves no row.
    func followsSelection(through set: ArrayChangeSet) -> Bool { true }

    /// Reports what a change did to the selection (by default to the
    /// widget's selection observers).
    func selectionFollowed(_ change: ListSelectionHub.Change) { state?.selectionHub.notify(change) }

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
            rebuild(to: array)
        case .patch(let set):
            guard set.fits(oldCount: oldCount, newCount: array.count) else {
                resync(to: array)
                return
            }
            patch(set, oldCount: oldCount, new: RowElements(array)) { adopt(array, change: set) }
        }
    }

    /// Brings the rows through `set` (patched, or rebuilt above the
    /// threshold), `adopt` taking the new elements after the selection before
    /// it is read, and the selection along with its elements.
    private func patch(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>, adopt: () -> Void) {
        let follows = followsSelection(through: set)
        let before = follows ? selectedIndices() : []
        adopt()
        let rebuilds = set.count > options.rebuildThreshold
        applying {
            if rebuilds {
                rebuildRows(oldCount: oldCount, new: new, change: set)
            } else if !set.isEmpty {
                patchRows(set, oldCount: oldCount, new: new)
            }
        }
        guard follows else { return }
        let after = before.compactMap { set.newIndex(ofOld: $0) }.sorted()
        follow(before: before, after: after, updates: set.updates,
               mayHaveMoved: !before.isEmpty || !set.deletes.isEmpty || rebuilds)
    }

    /// Rebuilds every row from `array` (a reset, or rows out of step with
    /// the array); the selection stays on the same elements when they can be
    /// identified and are still there, else it is cleared.
    private func rebuild(to array: [Item]) {
        let oldCount = count
        let before = selectedIndices()
        adopt(array)
        applying { rebuildRows(oldCount: oldCount, new: RowElements(array), change: nil) }
        let after = before.isEmpty ? [] : indices(ofIdentities: selectedIdentities)
        follow(before: before, after: after, updates: nil, mayHaveMoved: true)
    }

    /// Makes the rows select `after` (the selection `before` the change,
    /// followed through it) and reports the change; `updates` are the
    /// change's updated indices, `nil` for a reset (whose selected elements
    /// all count as changed).
    private func follow(before: [Int], after: [Int], updates: [Int]?, mayHaveMoved: Bool) {
        if mayHaveMoved, selectedIndices() != after { applying { reselect(after) } }
        let elementChanged = updates.map { updates in
            after.count != before.count || after.contains { ArrayChangeSet.contains(updates, $0) }
        } ?? !before.isEmpty
        if identity != nil, after != before || elementChanged { recordSelection(after) }
        selectionFollowed(.init(indexChanged: after != before, elementChanged: elementChanged))
    }

    /// Runs `body` as the engine's own change of the rows.
    private func applying(_ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        body()
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
        rebuild(to: array)
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
        let remove = {
            self.count -= 1
            if self.reader == nil { self.retained.remove(at: index) }
        }
        if rowsAlreadyChanged {
            remove()
        } else {
            patch(set, oldCount: oldCount, new: RowElements(count: oldCount - 1), adopt: remove)
        }
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
        let move = { if self.reader == nil { self.retained.insert(self.retained.remove(at: from), at: to) } }
        if rowsAlreadyChanged {
            move()
        } else {
            patch(set, oldCount: count, new: RowElements(count: count), adopt: move)
        }
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
/// generic engine so that checking for one on every event needs no generic
/// type metadata at run time.)
private struct ListEditExpectation {
    let set: ArrayChangeSet
    let oldCount: Int
    let newCount: Int
}
