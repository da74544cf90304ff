import Binding
import BindingGLib
import CGtk4

// Showing an observable list in GTK 4's list widgets: each keeps the
// selection (or model) and the row factory it was given for as long as it
// lives, and shows them until it is given others.

extension ListView {
    /// Shows `selection`'s model with rows of type `Row`; returns the factory
    /// (to count or reach its rows). Activation: `rx.activate` (the position).
    @discardableResult
    public func show<Row: ListRowComponent>(_ selection: ListSelection<Row.Element>, rows: Row.Type) -> ListRowFactory<Row> {
        let factory = ListRowFactory<Row>()
        gtk_list_view_set_factory(OpaquePointer(widgetPointer), OpaquePointer(factory.object.objectPointer))
        gtk_list_view_set_model(OpaquePointer(widgetPointer), selection.selectionPointer)
        keepAlive(selection, factory)
        return factory
    }
}

extension GridView {
    /// Shows `selection`'s model in a grid of `Row` cells; returns the factory.
    /// Activation: `rx.activate` (the position).
    @discardableResult
    public func show<Row: ListRowComponent>(_ selection: ListSelection<Row.Element>, rows: Row.Type) -> ListRowFactory<Row> {
        let factory = ListRowFactory<Row>()
        gtk_grid_view_set_factory(OpaquePointer(widgetPointer), OpaquePointer(factory.object.objectPointer))
        gtk_grid_view_set_model(OpaquePointer(widgetPointer), selection.selectionPointer)
        keepAlive(selection, factory)
        return factory
    }
}

extension ColumnView {
    /// Shows `selection`'s model; add its columns with ``appendColumn(_:cells:)``.
    /// Activation: `rx.activate` (the position).
    public func show<Element>(_ selection: ListSelection<Element>) {
        gtk_column_view_set_model(OpaquePointer(widgetPointer), selection.selectionPointer)
        keepAlive(selection)
    }

    /// Appends a column titled `title` whose cells are `Cell`s; returns the factory.
    @discardableResult
    public func appendColumn<Cell: ListRowComponent>(_ title: String, cells: Cell.Type) -> ListRowFactory<Cell> {
        let factory = ListRowFactory<Cell>()
        let column = gtk_column_view_column_new(title, OpaquePointer(g_object_ref(factory.object.objectPointer)))
        gtk_column_view_append_column(OpaquePointer(widgetPointer), column)
        g_object_unref(UnsafeMutableRawPointer(column))
        keepAlive(factory)
        return factory
    }
}

extension DropDown {
    /// Shows `model` with `Row`s (in the button and the popup); the selected
    /// position is `rx.selected` (two-way). Returns the factory.
    @discardableResult
    public func show<Row: ListRowComponent>(_ model: ObservableListModel<Row.Element>, rows: Row.Type) -> ListRowFactory<Row> {
        let factory = ListRowFactory<Row>()
        gtk_drop_down_set_factory(OpaquePointer(widgetPointer), OpaquePointer(factory.object.objectPointer))
        gtk_drop_down_set_model(OpaquePointer(widgetPointer), model.pointer)
        keepAlive(model, factory)
        return factory
    }
}

extension Widget {
    /// Keeps `objects` alive until the widget is destroyed.
    fileprivate func keepAlive(_ objects: AnyObject...) {
        let kept = UncheckedSendable(objects)
        lifetime.insert(Disposables.create { _ = kept })
    }
}
