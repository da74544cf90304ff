import Binding
import BindingGLib
import CGLib
import CGtk4
import Dispatch

/// How many elements of a list the user may select.
public enum ListSelectionMode: Sendable {
    /// None (`GtkNoSelection`).
    case none
    /// At most one (`GtkSingleSelection`, which may be empty).
    case single
    /// Any number (`GtkMultiSelection`).
    case multiple
}

/// A selection model over an ``/BindingGLib/ObservableListModel``: what a list view,
/// grid view or column view shows, with the selection two-way with the view
/// model (the GTK 4 form of the GTK 3 lists' `selectedIndex`/`selectedElement`).
///
/// The selection follows the model's changes (a selected element that moves
/// stays selected, also when GTK's selection model alone would drop it; a
/// deleted one leaves the selection) and reports them.
@MainActor
public final class ListSelection<Element> {
    /// The model the selection is over.
    public let model: ObservableListModel<Element>
    /// The selection model (a `GtkSelectionModel`).
    public let object: Object
    /// The selection mode.
    public let mode: ListSelectionMode
    /// Keeps the selection on moved elements, while the selection lives.
    private nonisolated let keeping = DisposeBag()

    /// A selection of `mode` over `model`.
    public init(_ model: ObservableListModel<Element>, mode: ListSelectionMode = .single) {
        self.model = model
        self.mode = mode
        // The constructors take the model's reference: give them one of their own.
        let listModel = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(model.pointer)))
        let made: UnsafeMutableRawPointer
        switch mode {
        case .none: made = UnsafeMutableRawPointer(gtk_no_selection_new(listModel)!)
        case .single:
            let single = gtk_single_selection_new(listModel)!
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            // Made with autoselect on, it selected the first item: start with none.
            gtk_single_selection_set_selected(single, guint(GTK_INVALID_LIST_POSITION))
            made = UnsafeMutableRawPointer(single)
        case .multiple: made = UnsafeMutableRawPointer(gtk_multi_selection_new(listModel)!)
        }
        object = Object(made)
        if mode != .none { keepSelectionThroughMoves() }
    }

    /// Starts a ``ListSelectionKeeper`` (before anyone can observe the
    /// selection, so that it reselects a moved element before they look).
    private func keepSelectionThroughMoves() {
        let keeper = ListSelectionKeeper(self)
        keeping.insert(object.connectClosure("selection-changed") { _ in
            keeper.selectionChanged()
            return false
        })
        keeping.insert(model.onApplied { keeper.changeApplied() })
    }

    /// The selection model as a `GtkSelectionModel *`.
    var selectionPointer: OpaquePointer { OpaquePointer(object.objectPointer) }

    /// ``selectionPointer`` for the tests (which act as the user would on GTK's side).
    package var selectionPointerForTests: OpaquePointer { selectionPointer }

    /// The selected positions, ascending.
    public var selectedIndices: [Int] {
        get {
            let bitset = gtk_selection_model_get_selection(selectionPointer)
            defer { gtk_bitset_unref(bitset) }
            return (0..<gtk_bitset_get_size(bitset)).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
        }
        set { select(newValue) }
    }

    /// The selected position (the first one in multiple mode), or `nil`.
    public var selectedIndex: Int? {
        get { selectedIndices.first }
        set { select(newValue.map { [$0] } ?? []) }
    }

    /// Selects exactly `indices` (positions past the end are ignored; none in `.none` mode).
    private func select(_ indices: [Int]) {
        let count = model.count
        let valid = indices.filter { $0 >= 0 && $0 < count }
        switch mode {
        case .none: return
        case .single:
            gtk_single_selection_set_selected(selectionPointer, valid.first.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION))
        case .multiple:
            let selected = gtk_bitset_new_empty()
            let mask = gtk_bitset_new_range(0, guint(count))
            for index in valid { gtk_bitset_add(selected, guint(index)) }
            gtk_selection_model_set_selection(selectionPointer, selected, mask)
            gtk_bitset_unref(selected)
            gtk_bitset_unref(mask)
        }
    }

    /// The selected positions now and after every change (the user's, the
    /// view model's, or a model change moving them), as a two-way property.
    public var rxSelectedIndices: ControlProperty<[Int]> {
        ControlProperty(values: selectionValues { $0.selectedIndices },
                        valueSink: Binder(self) { selection, indices in selection.selectedIndices = indices })
    }

    /// The selected position (the first in multiple mode) now and after every
    /// change, as a two-way property; `nil` selects nothing.
    public var rxSelectedIndex: ControlProperty<Int?> {
        ControlProperty(values: selectionValues { $0.selectedIndex },
                        valueSink: Binder(self) { selection, index in selection.selectedIndex = index })
    }

    /// `read` now and after every `selection-changed` or `items-changed`,
    /// without repeats; completes when the selection is gone.
    fileprivate func selectionValues<Value: Equatable>(_ read: @escaping @MainActor (ListSelection) -> Value) -> Observable<Value> {
        let reader = UncheckedSendable(read)
        return followingSelection { selection, observer in
            var last = reader.value(selection)
            observer.onNext(last)
            return ({ selection in
                let value = reader.value(selection)
                guard value != last else { return }
                last = value
                observer.onNext(value)
            }, nil)
        }
    }

    /// An observable that, on the main thread, calls `start` with this
    /// selection and the observer, then the `changed` closure `start`
    /// returns after every `selection-changed`, `items-changed` and change
    /// event the model has shown, until disposed (with what `start` also
    /// returned); completes at once when the selection is gone.
    func followingSelection<Value>(
        _ start: @escaping @MainActor (ListSelection, AnyObserver<Value>) -> (changed: @MainActor (ListSelection) -> Void, resources: Disposable?)
    ) -> Observable<Value> {
        let target = UncheckedSendable(WeakReference(self))
        let starter = UncheckedSendable(start)
        return Observable<Value>.create { observer in
            let subscription = SingleAssignmentDisposable()
            let begin: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard !subscription.isDisposed else { return }
                    guard let selection = target.value.object else {
                        observer.onCompleted()
                        return
                    }
                    let (changedHandler, resources) = starter.value(selection, observer)
                    // In the middle of a model change GTK adjusts the selection item by
                    // item: the model's `onApplied` reports the outcome.
                    let changed: @MainActor () -> Void = {
                        if let selection = target.value.object, !selection.model.isSignallingChange { changedHandler(selection) }
                    }
                    // Both signals: a model change moves the selection without `selection-changed`.
                    var parts: [Disposable] = [
                        selection.object.connectClosure("selection-changed") { _ in
                            changed()
                            return false
                        },
                        selection.object.connectClosure("items-changed", after: true) { _ in
                            changed()
                            return false
                        },
                        selection.model.onApplied { changed() },
                    ]
                    if let resources { parts.append(resources) }
                    subscription.setDisposable(Disposables.create(parts))
                }
            }
            if MainThread.isCurrent { begin() } else { DispatchQueue.main.async(execute: begin) }
            return subscription
        }
    }
}

extension ListSelection where Element: Equatable {
    /// The selected element (the first in multiple mode) now and after every
    /// change, including an update of the selected element's value (one-way;
    /// ``rxSelectedElement(matching:)`` is two-way, and needs no `Equatable`).
    public var rxSelectedElement: Observable<Element?> {
        selectionValues { selection in selection.selectedIndex.map { selection.model[$0] } }
    }
}
