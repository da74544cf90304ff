import Binding

// Selection and activation of every list widget, written once: in array
// indices and bound elements, whatever order the rows are shown in (a sorted
// table, a window over the array).

extension Reactive where Base: ListItemsView {
    /// The selected element's index (`nil` for none): the current one, then
    /// each change — by the user, or by array changes that move or delete the
    /// selected element (sorting a table does not change it). Setting it
    /// selects that element and scrolls it into view, without echo.
    /// Completes when the widget is destroyed.
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        let values = ListSubscription.observable(of: base) { (view: Base, observer: AnyObserver<Int?>) in
            observer.onNext(view.listWidget.selectedIndex)
            return [
                view.listWidget.onSelectionChange(includingProgrammatic: false) { [weak view] in
                    if let view { observer.onNext(view.listWidget.selectedIndex) }
                },
                view.listItems.selectionHub.add { [weak view] change in
                    guard let view, change.indexChanged else { return }
                    observer.onNext(view.listWidget.selectedIndex)
                },
            ]
        }
        return ControlProperty(values: values, valueSink: binder { view, index in
            let widget = view.listWidget
            widget.selectedIndex = index
        })
    }

    /// The index of each element the user selects (not deselections, not
    /// programmatic selections). Like RxCocoa's `itemSelected`.
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(events: ListSubscription.observable(of: base) { (view: Base, observer: AnyObserver<Int>) in
            [view.listWidget.onSelectionChange(includingProgrammatic: false) { [weak view] in
                if let index = view?.listWidget.selectedIndex { observer.onNext(index) }
            }]
        })
    }

    /// The element of each row the user selects, from the bound array (like
    /// RxCocoa's `modelSelected`). `type` must be the bound element type.
    /// Holds the widget weakly, as every control event does.
    @MainActor
    public func modelSelected<Element>(_ type: Element.Type) -> ControlEvent<Element> {
        BoundListEvents.elements(of: base, at: itemSelected, as: type) { $0.itemsController?.element(at: $1) }
    }

    /// The selected element of the bound array (`nil` for none), two-way: the
    /// current one, then each change — a selection by the user, or an array
    /// change that deletes or updates the selected element (a mere move does
    /// not emit; a reset emits the element found again by identity, or
    /// `nil`). Setting it selects the element with the same `id` when the
    /// elements are `Identifiable`, else the first equal one (nothing when
    /// there is none), scrolls it into view, without echo.
    @MainActor
    public func selectedElement<Element: Equatable>(_ type: Element.Type) -> ControlProperty<Element?> {
        selectedElement(type) { controller, element in
            if let id = ElementIdentity.of(element) {
                return controller.firstIndex { ElementIdentity.of($0) == id }
            }
            return controller.firstIndex { ($0 as? Element) == element }
        }
    }

    /// The selected element of the bound array (`nil` for none), two-way,
    /// identified by `id` (see ``selectedElement(_:)``): setting it selects
    /// the element with the same `id`, and a reset of the array keeps the
    /// selection on the element with the same `id`. Bind the items first.
    @MainActor
    public func selectedElement<Element, ID: Hashable>(
        _ type: Element.Type, id: KeyPath<Element, ID> & Sendable
    ) -> ControlProperty<Element?> {
        let identity: @Sendable (Any) -> AnyHashable? = { ($0 as? Element).map { AnyHashable($0[keyPath: id]) } }
        base.itemsController?.identify(by: identity)
        return selectedElement(type) { controller, element in
            let wanted = AnyHashable(element[keyPath: id])
            return controller.firstIndex { identity($0) == wanted }
        }
    }

    /// The selected element as `type`: the current one, then each user
    /// selection and each data change of the selected element; setting it
    /// selects the index `find` returns for it in the bound elements.
    @MainActor
    private func selectedElement<Element>(
        _ type: Element.Type, find: @escaping @MainActor (any ListItemsControlling, Element) -> Int?
    ) -> ControlProperty<Element?> {
        let values = ListSubscription.observable(of: base) { (view: Base, observer: AnyObserver<Element?>) in
            let current: @MainActor () -> Element? = { [weak view] in
                guard let view, let index = view.listWidget.selectedIndex else { return nil }
                return view.boundElement(at: index, as: type)
            }
            observer.onNext(current())
            return [
                view.listWidget.onSelectionChange(includingProgrammatic: false) { observer.onNext(current()) },
                view.listItems.selectionHub.add { change in if change.elementChanged { observer.onNext(current()) } },
            ]
        }
        let sink = binder { (view: Base, element: Element?) in
            let widget = view.listWidget
            guard let element, let controller = view.itemsController else {
                widget.selectedIndex = nil
                return
            }
            widget.selectedIndex = find(controller, element)
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}

extension Reactive where Base: ActivatableListItemsView {
    /// The index of each element whose row the user activates (a click or a
    /// double click, as the widget activates, or Enter).
    @MainActor
    public var rowActivated: ControlEvent<Int> {
        ControlEvent(events: ListSubscription.observable(of: base) { (view: Base, observer: AnyObserver<Int>) in
            [view.listWidget.onActivation { observer.onNext($0) }]
        })
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

extension ListItemsView {
    /// The widget seen through the engine's hooks (every conforming widget provides them).
    var listWidget: any ListItemsWidget {
        guard let widget = listItems.widget else { preconditionFailure("\(Self.self) has no list engine hooks") }
        return widget
    }

    /// The bound element at array index `index` as `type`, or `nil` when the
    /// widget is not bound or `index` is out of range. Traps when the bound
    /// elements are not of `type` (a programming error, as in RxCocoa).
    func boundElement<Element>(at index: Int, as type: Element.Type) -> Element? {
        BoundListEvents.typed(itemsController?.element(at: index), as: type, in: self)
    }
}
