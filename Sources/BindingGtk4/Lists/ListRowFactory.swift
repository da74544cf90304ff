import Binding
import BindingGLib
import CGLib
import CGtk4
import Dispatch

/// A `GtkSignalListItemFactory` whose rows are ``ListRowComponent``s of type `Row`.
///
/// `setup` makes a `Row` and sets its ``ListRowComponent/root`` as the list
/// item's child; `bind` calls ``ListRowComponent/bind(_:bag:)`` with the
/// item's ``/BindingGLib/ListElement`` and a new bag; `unbind` and `teardown` dispose that
/// bag; `teardown` drops the row. Give it to a view with
/// ``ListView/show(_:rows:)`` and the like.
///
/// A row that only moves keeps its bindings: GTK 4.8 emits `unbind` then
/// `bind` with the same item whenever a row's position changes (every row
/// below an insertion or removal), so an `unbind` is held back until the
/// next factory signal and dropped when that signal binds the same element
/// to the same row; otherwise it takes effect then, or on the main queue's
/// next turn at the latest.
@MainActor
public final class ListRowFactory<Row: ListRowComponent> {
    /// The factory (a `GtkListItemFactory`).
    public let object: Object
    /// The rows made and not torn down, by list item.
    private var rows: [UnsafeMutableRawPointer: RowState] = [:]
    /// The list item whose `unbind` is held back, its row still bound.
    private var heldUnbind: UnsafeMutableRawPointer?
    /// Whether the held `unbind` is due to take effect on the main queue.
    private var releaseScheduled = false

    /// What one list item's row holds.
    private final class RowState {
        let row: Row
        var bag: DisposeBag?
        /// The element the row is bound to, while `bag` is set.
        var element: ListElement<Row.Element>?
        init(row: Row) { self.row = row }
    }

    /// A new factory making `Row`s.
    public init() {
        object = Object(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        _ = object.connect("setup", pointerHandler: { [weak self] item in if let item { self?.setup(item) } })
        _ = object.connect("bind", pointerHandler: { [weak self] item in if let item { self?.bind(item) } })
        _ = object.connect("unbind", pointerHandler: { [weak self] item in if let item { self?.unbind(item) } })
        _ = object.connect("teardown", pointerHandler: { [weak self] item in if let item { self?.teardown(item) } })
    }

    /// How many rows GTK made and has not torn down.
    public var rowCount: Int { rows.count }

    /// How many rows show an element now (each with its bindings attached).
    public var boundRowCount: Int { rows.count { $0.key != heldUnbind && $0.value.bag != nil } }

    /// The rows that show an element now, with the position of that element.
    public var boundRows: [(position: Int, row: Row)] {
        rows.compactMap { item, state in
            guard item != heldUnbind, state.bag != nil else { return nil }
            return (Int(gtk_list_item_get_position(OpaquePointer(item))), state.row)
        }.sorted { $0.position < $1.position }
    }

    private func setup(_ item: UnsafeMutableRawPointer) {
        let state = RowState(row: Row())
        rows[item] = state
        gtk_list_item_set_child(OpaquePointer(item), state.row.root.widgetPointer)
        // A destroyed window ends its widgets' lifetimes but need not unbind its rows.
        state.row.root.onDestroy { [weak state] in
            state?.bag?.dispose()
            state?.bag = nil
            state?.element = nil
        }
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        guard let state = rows[item], !state.row.root.isDestroyed,
              let element = ListElement<Row.Element>.of(item: gtk_list_item_get_item(OpaquePointer(item)))
        else {
            releaseHeldUnbind()
            return
        }
        if item == heldUnbind, state.bag != nil, state.element === element {
            heldUnbind = nil
            return
        }
        releaseHeldUnbind()
        state.bag?.dispose()
        let bag = DisposeBag()
        state.bag = bag
        state.element = element
        state.row.bind(element, bag: bag)
    }

    private func unbind(_ item: UnsafeMutableRawPointer) {
        releaseHeldUnbind()
        guard rows[item]?.bag != nil else { return }
        heldUnbind = item
        guard !releaseScheduled else { return }
        releaseScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            releaseScheduled = false
            releaseHeldUnbind()
        }
    }

    /// Lets the held `unbind`, if any, take effect.
    private func releaseHeldUnbind() {
        guard let item = heldUnbind else { return }
        heldUnbind = nil
        dropBindings(of: item)
    }

    private func dropBindings(of item: UnsafeMutableRawPointer) {
        guard let state = rows[item] else { return }
        state.bag?.dispose()
        state.bag = nil
        state.element = nil
    }

    private func teardown(_ item: UnsafeMutableRawPointer) {
        releaseHeldUnbind()
        dropBindings(of: item)
        rows[item] = nil
        gtk_list_item_set_child(OpaquePointer(item), nil)
    }
}
