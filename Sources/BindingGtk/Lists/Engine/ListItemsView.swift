import Binding

/// A widget that shows the elements of a bound observable array as rows (or
/// entries): ``ListBox``, ``TreeView``, ``VirtualListView`` and
/// ``ComboBoxText``.
///
/// One list engine drives them all: `rx.items(…)` connects the engine to the
/// source, and the selection members written once for every such widget
/// (`rx.selectedIndex`, `rx.selectedElement(_:)`, `rx.itemSelected`,
/// `rx.modelSelected(_:)`) read the bound elements through it. How the rows
/// are stored (widget rows, a `GtkListStore`, a virtual tree model, a window
/// over the array, combo box entries) is the widget's row storage strategy.
/// Only this package's widgets conform.
@MainActor
public protocol ListItemsView: Widget {
    /// The list engine's state on this widget: the binding driving its rows
    /// and those who follow its selection.
    var listItems: ListItemsState { get }
}

/// A ``ListItemsView`` whose rows the user activates (double click, Enter):
/// `rx.rowActivated`, `rx.modelActivated(_:)` and `rx.itemActivated(_:)`.
@MainActor
public protocol ActivatableListItemsView: ListItemsView {}

/// The list engine's state on one widget: the items binding driving its
/// rows, if any, and the observers of selection changes that come from the
/// data rather than the user.
///
/// The widget holds it, and it holds the binding strongly, so a binding
/// outlives a source that completes after its first values (`Driver.just`):
/// it is let go when the binding is disposed or replaced, or when the widget
/// is destroyed. The binding holds the widget weakly (no cycle).
@MainActor
public final class ListItemsState {
    /// The binding driving the rows, if any.
    var controller: (any ListItemsControlling)?
    /// Ends the current binding (a new binding replaces it).
    var disposable: Disposable?
    /// Told when data changes move, clear or update the selection.
    let selectionHub = ListSelectionHub()
    /// The widget, seen through the hooks the engine needs.
    private(set) weak var widget: (any ListItemsWidget)?

    init(_ widget: any ListItemsWidget) {
        self.widget = widget
    }

    /// Ends the current binding, if any.
    func endBinding() {
        guard let previous = disposable else { return }
        disposable = nil
        previous.dispose()
    }
}

/// What the list engine needs from a widget beyond its state: its selection
/// in array indices and the signals by which the user changes it.
@MainActor
protocol ListItemsWidget: ListItemsView {
    /// The array index of the selected element (the first one in multiple
    /// selection), or `nil`. Setting it is a programmatic change that also
    /// brings the element into view.
    var selectedIndex: Int? { get set }
    /// Calls `handler` after each selection change by the user, or, with
    /// `includingProgrammatic`, after every selection change (the engine's,
    /// the widget's setters' and GTK's own too). Disposing disconnects; the
    /// connection holds the widget weakly.
    func onSelectionChange(includingProgrammatic: Bool, _ handler: @escaping @MainActor () -> Void) -> Disposable
    /// Calls `handler` with the array index of each element the user activates.
    func onActivation(_ handler: @escaping @MainActor (Int) -> Void) -> Disposable
}

extension ListItemsWidget {
    func onActivation(_ handler: @escaping @MainActor (Int) -> Void) -> Disposable { Disposables.create() }
}

extension ListItemsView {
    /// The binding driving the rows, if any.
    var itemsController: (any ListItemsControlling)? { listItems.controller }
}

/// What every list widget needs from the binding that drives it: the bound
/// elements, the user's edits, and (for a widget whose shown order differs
/// from the array's, a sorted table or a window) the mapping between rows and
/// array indices. ``ListEngine`` implements it once for every strategy.
@MainActor
protocol ListItemsControlling: AnyObject {
    /// The number of elements.
    var elementCount: Int { get }
    /// The element at array index `index`, or `nil` when out of range.
    func element(at index: Int) -> Any?
    /// The index of the first element satisfying `predicate`.
    func firstIndex(where predicate: (Any) -> Bool) -> Int?
    /// The array index of the element shown in row `row`.
    func arrayIndex(ofShownRow row: Int) -> Int?
    /// The shown row of the element at array index `index`.
    func shownRow(ofArrayIndex index: Int) -> Int?
    /// The widget the row factory made for row `index` (widget rows only).
    func content(at index: Int) -> Widget?
    /// Whether the user may delete rows.
    var canDelete: Bool { get }
    /// Whether the user may move rows.
    var canMove: Bool { get }
    /// The user deleted the element at array index `index`.
    func userDelete(at index: Int) -> Bool
    /// The user moved the element at `from` to `to`.
    func userMove(from: Int, to: Int) -> Bool
    /// Identifies elements by `identity` (when they are not `Identifiable`),
    /// so a reset keeps the selection on the same elements.
    func identify(by identity: @escaping (Any) -> AnyHashable?)
    /// The selection changed outside the engine's own changes.
    func selectionChanged()
}
