import Binding
import CGtk

// Selection and activation of a virtual list view, in array indices and elements
// (the same names as a tree view's and a list box's).

extension Reactive where Base: VirtualListView {
    /// The selected element's index (`nil` for none): the current one, then
    /// each change — by the user, or by array changes that move or delete
    /// the selected element. Setting it selects that element, without echo.
    /// Completes when the view is destroyed.
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        let values = ListSubscription.observable(of: base) { (view: VirtualListView, observer: AnyObserver<Int?>) in
            observer.onNext(view.selectedIndex)
            return [
                view.userSelectionHub.add { [weak view] _ in if let view { observer.onNext(view.selectedIndex) } },
                view.selectionHub.add { [weak view] change in
                    guard let view, change.indexChanged else { return }
                    observer.onNext(view.selectedIndex)
                },
            ]
        }
        return ControlProperty(values: values, valueSink: binder { view, index in view.selectedIndex = index })
    }

    /// The index of each element the user selects (not deselections).
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(events: ListSubscription.observable(of: base) { (view: VirtualListView, observer: AnyObserver<Int>) in
            [view.userSelectionHub.add { [weak view] _ in if let index = view?.selectedIndex { observer.onNext(index) } }]
        })
    }

    /// The index of each element the user activates (double click, Enter).
    @MainActor
    public var rowActivated: ControlEvent<Int> {
        ControlEvent(events: ListSubscription.observable(of: base) { (view: VirtualListView, observer: AnyObserver<Int>) in
            [view.treeView.connect("row-activated", twoPointerHandler: { [weak view] path, _ in
                guard let view, let path else { return }
                let row = Int(gtk_tree_path_get_indices(OpaquePointer(path))[0])
                if row >= 0, row < view.rowWindow.rowCount { observer.onNext(view.rowWindow.offset + row) }
            })]
        })
    }

    /// The element the user selects, each time.
    @MainActor
    public func modelSelected<Element>(_ type: Element.Type) -> ControlEvent<Element> {
        BoundListEvents.elements(of: base, at: itemSelected, as: type) { $0.controller?.element(at: $1) }
    }

    /// The element the user activates, each time.
    @MainActor
    public func modelActivated<Element>(_ type: Element.Type) -> ControlEvent<Element> {
        BoundListEvents.elements(of: base, at: rowActivated, as: type) { $0.controller?.element(at: $1) }
    }

    /// The index and element the user activates, each time.
    @MainActor
    public func itemActivated<Element>(_ type: Element.Type) -> ControlEvent<(index: Int, element: Element)> {
        BoundListEvents.indexedElements(of: base, at: rowActivated, as: type) { $0.controller?.element(at: $1) }
    }

    /// The selected element (`nil` for none): the current one, then each
    /// change — a selection by the user, or an array change that deletes or
    /// updates the selected element. Setting it selects the first equal
    /// element (a linear search of the array), or nothing, without echo.
    @MainActor
    public func selectedElement<Element: Equatable>(_ type: Element.Type) -> ControlProperty<Element?> {
        let values = ListSubscription.observable(of: base) { (view: VirtualListView, observer: AnyObserver<Element?>) in
            let current: @MainActor () -> Element? = { [weak view] in
                guard let view, let index = view.selectedIndex else { return nil }
                return view.boundElement(at: index, as: type)
            }
            observer.onNext(current())
            return [
                view.userSelectionHub.add { _ in observer.onNext(current()) },
                view.selectionHub.add { change in if change.elementChanged { observer.onNext(current()) } },
            ]
        }
        let sink = binder { (view: VirtualListView, element: Element?) in
            guard let element, let controller = view.controller else {
                view.selectedIndex = nil
                return
            }
            var found: Int?
            for index in 0..<controller.elementCount where (controller.element(at: index) as? Element) == element {
                found = index
                break
            }
            view.selectedIndex = found
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
