import Binding
import BindingGLib

/// A recycled row of a GTK 4 list view, grid view, column or drop-down: GTK
/// makes a few rows, enough to fill the view, and binds each to one element
/// after another as the view scrolls.
///
/// ``init()`` builds the row's widgets once (the factory's `setup`);
/// ``bind(_:bag:)`` attaches one element's bindings (`bind`), and everything
/// put in `bag` is disposed when GTK unbinds the row for another element,
/// tears it down, or when the row's window is destroyed. A two-way field
/// writes its edits back with ``/BindingGLib/ListElement/write(_:)``.
@MainActor
public protocol ListRowComponent: AnyObject {
    /// The element type of the model the rows show.
    associatedtype Element

    /// Builds the row's widgets (once per row GTK makes).
    init()

    /// The row's top widget, set as the list item's child.
    var root: Widget { get }

    /// Shows `element` until `bag` is disposed.
    func bind(_ element: ListElement<Element>, bag: DisposeBag)
}
