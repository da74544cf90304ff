import Binding
import BindingGLib
import CGLib
import CGtk4

/// A `GtkSignalListItemFactory` whose rows are ``ListRowComponent``s of type `Row`.
///
/// `setup` makes a `Row` and sets its ``ListRowComponent/root`` as the list
/// item's child; `bind` calls ``ListRowComponent/bind(_:bag:)`` with the
/// item's ``/BindingGLib/ListElement`` and a new bag; `unbind` and `teardown` dispose that
/// bag; `teardown` drops the row. Give it to a view with
/// ``ListView/show(_:rows:)`` and the like.
@MainActor
public final class ListRowFactory<Row: ListRowComponent> {
    /// The factory (a `GtkListItemFactory`).
    public let object: Object
    /// The rows made and not torn down, by list item.
    private var rows: [UnsafeMutableRawPointer: RowState] = [:]

    /// What one list item's row holds.
    private final class RowState {
        let row: Row
        var bag: DisposeBag?
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
    public var boundRowCount: Int { rows.values.count { $0.bag != nil } }

    /// The rows that show an element now, with the position of that element.
    public var boundRows: [(position: Int, row: Row)] {
        rows.compactMap { item, state in
            guard state.bag != nil else { return nil }
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
        }
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        guard let state = rows[item], !state.row.root.isDestroyed,
              let element = ListElement<Row.Element>.of(item: gtk_list_item_get_item(OpaquePointer(item)))
        else { return }
        state.bag?.dispose()
        let bag = DisposeBag()
        state.bag = bag
        state.row.bind(element, bag: bag)
    }

    private func unbind(_ item: UnsafeMutableRawPointer) {
        rows[item]?.bag?.dispose()
        rows[item]?.bag = nil
    }

    private func teardown(_ item: UnsafeMutableRawPointer) {
        unbind(item)
        rows[item] = nil
        gtk_list_item_set_child(OpaquePointer(item), nil)
    }
}
