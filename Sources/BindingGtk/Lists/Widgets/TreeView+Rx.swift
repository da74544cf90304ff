import Binding
import CGtk

// Selection and activation of a tree view, in *array* indices when it is
// bound to an array (the shown order differs once the table is sorted), in
// shown row indices otherwise.

extension Reactive where Base: TreeView {
    /// The selected element's index (`nil` for none): the current one, then
    /// each change — by the user, or by array changes that move or delete the
    /// selected element (sorting does not change it). Setting it selects that
    /// element's row without echo. Completes when the view is destroyed.
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        let values = ListSubscription.observable(of: base) { (view: TreeView, observer: AnyObserver<Int?>) in
            observer.onNext(view.selectedIndex)
            return [
                view.selectionObject.connect("changed") { [weak view] in
                    guard let view, !view.ignoresSelectionChange else { return }
                    observer.onNext(view.selectedIndex)
                },
                view.selectionHub.add { [weak view] change in
                    guard let view, change.indexChanged else { return }
                    observer.onNext(view.selectedIndex)
                },
            ]
        }
        return ControlProperty(values: values, valueSink: binder { view, index in
            view.selectedRow = index.flatMap { view.shownRow(ofIndex: $0) }
        })
    }

    /// The index of each element the user selects (not deselections).
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        controlEvent { view, emit in
            view.selectionObject.connect("changed") { [weak view] in
                guard let view, !view.ignoresSelectionChange, let index = view.selectedIndex else { return }
                emit(index)
            }
        }
    }

    /// The index of each element whose row the user activates (double click, Enter).
    @MainActor
    public var rowActivated: ControlEvent<Int> {
        controlEvent { view, emit in
            view.connect("row-activated", twoPointerHandler: { [weak view] path, _ in
                guard let view, let path else { return }
                let shown = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
                if let index = view.index(ofShownRow: shown) { emit(index) }
            })
        }
    }

    /// The element of each row the user selects, from the bound array.
    /// Holds the view weakly, as every control event does.
    @MainActor
    public func modelSelected<Element>(_ type: Element.Type) -> ControlEvent<Element> {
        BoundListEvents.elements(of: base, at: itemSelected, as: type) { $0.itemsController?.element(at: $1) }
    }

    /// The element of each row the user activates, from the bound array.
    @MainActor
    public func modelActivated<Element>(_ type: Element.Type) -> ControlEvent<Element> {
        BoundListEvents.elements(of: base, at: rowActivated, as: type) { $0.itemsController?.element(at: $1) }
    }

    /// The index and element of each row the user activates.
    @MainActor
    public func itemActivated<Element>(_ type: Element.Type) -> ControlEvent<(index: Int, element: Element)> {
        BoundListEvents.indexedElements(of: base, at: rowActivated, as: type) { $0.itemsController?.element(at: $1) }
    }
}

extension TreeView {
    /// The index of the selected element (array index when bound, else the
    /// shown row), or `nil`.
    public var selectedIndex: Int? {
        guard let row = selectedRow else { return nil }
        return index(ofShownRow: row)
    }

    /// The bound element shown in row `row` (in the table's current order), or `nil`.
    public func element<Element>(atShownRow row: Int, as type: Element.Type) -> Element? {
        guard let index = index(ofShownRow: row) else { return nil }
        return boundElement(at: index, as: type)
    }

    /// The array index (when bound) of the element shown in row `row`.
    func index(ofShownRow row: Int) -> Int? {
        guard let itemsController else { return row >= 0 && row < rowCount ? row : nil }
        return itemsController.arrayIndex(ofShownRow: row)
    }

    /// The shown row of array index `index` (when bound).
    func shownRow(ofIndex index: Int) -> Int? {
        guard let itemsController else { return index >= 0 && index < rowCount ? index : nil }
        return itemsController.shownRow(ofArrayIndex: index)
    }

    /// The bound element at array index `index` as `type`; traps when the
    /// bound elements are of another type.
    func boundElement<Element>(at index: Int, as type: Element.Type) -> Element? {
        BoundListEvents.typed(itemsController?.element(at: index), as: type, in: self)
    }
}
