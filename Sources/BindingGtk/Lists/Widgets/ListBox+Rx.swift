import Binding
import CGtk

extension Reactive where Base: ListBox {
    /// The selected row's index (`nil` for none): the current one, then each
    /// change of it — by the user, or by array changes that move the selected
    /// element or delete it. Setting it selects that row without echo.
    /// Completes when the list box is destroyed.
    @MainActor
    public var selectedIndex: ControlProperty<Int?> {
        let values = ListSubscription.observable(of: base) { (box: ListBox, observer: AnyObserver<Int?>) in
            observer.onNext(box.selectedIndex)
            return [
                box.connect("selected-rows-changed") { [weak box] in
                    guard let box, !box.isApplyingProgrammaticChange else { return }
                    observer.onNext(box.selectedIndex)
                },
                box.selectionHub.add { [weak box] change in
                    guard let box, change.indexChanged else { return }
                    observer.onNext(box.selectedIndex)
                },
            ]
        }
        return ControlProperty(values: values, valueSink: binder { $0.selectedIndex = $1 })
    }

    /// The index of each row the user selects (not deselections, not
    /// programmatic selections). Like RxCocoa's `itemSelected`.
    @MainActor
    public var itemSelected: ControlEvent<Int> {
        controlEvent { box, emit in
            box.connect("selected-rows-changed") { [weak box] in
                guard let box, !box.isApplyingProgrammaticChange, let index = box.selectedIndex else { return }
                emit(index)
            }
        }
    }

    /// The index of each row the user activates (a click, or Enter on it).
    @MainActor
    public var rowActivated: ControlEvent<Int> {
        controlEvent { box, emit in
            box.connect("row-activated", pointerHandler: { row in
                guard let row else { return }
                let index = gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))
                if index >= 0 { emit(Int(index)) }
            })
        }
    }

    /// The element of each row the user selects, from the bound array (like
    /// RxCocoa's `modelSelected`). `type` must be the bound element type.
    /// Holds the list box weakly, as every control event does.
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

    /// The selected element of the bound array (`nil` for none): the current
    /// one, then each change — a selection by the user, or an array change
    /// that deletes or updates the selected element (a mere move does not
    /// emit). Setting it selects the first row showing an equal element
    /// (nothing when none does), without echo.
    @MainActor
    public func selectedElement<Element: Equatable>(_ type: Element.Type) -> ControlProperty<Element?> {
        let values = ListSubscription.observable(of: base) { (box: ListBox, observer: AnyObserver<Element?>) in
            let current: @MainActor () -> Element? = { [weak box] in
                guard let box, let index = box.selectedIndex else { return nil }
                return box.boundElement(at: index, as: type)
            }
            observer.onNext(current())
            return [
                box.connect("selected-rows-changed") { [weak box] in
                    guard let box, !box.isApplyingProgrammaticChange else { return }
                    observer.onNext(current())
                },
                box.selectionHub.add { change in if change.elementChanged { observer.onNext(current()) } },
            ]
        }
        let sink = binder { (box: ListBox, element: Element?) in
            guard let element, let controller = box.itemsController else {
                box.selectedIndex = nil
                return
            }
            var found: Int?
            for index in 0..<controller.rowCount where (controller.element(at: index) as? Element) == element {
                found = index
                break
            }
            box.selectedIndex = found
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// Fires when the user scrolls to within `offset` pixels of the end of
    /// the list in its enclosing ``ScrolledWindow`` ("load more"): once on
    /// arriving there; again after scrolling away and back, or after more
    /// rows made the list longer (so reaching the new end fires again, and
    /// rows loaded that still do not fill the view ask for more). Scrolling
    /// programmatically does not fire. The scrolled window is looked up when
    /// subscribing, and again whenever the list box is moved to another
    /// parent. Completes when the list box is destroyed.
    @MainActor
    public func reachedEnd(offset: Double = 100) -> ControlEvent<Void> {
        ControlEvent(events: ListSubscription.observable(of: base) { (box: ListBox, observer: AnyObserver<Void>) in
            let watch = SerialDisposable()
            let attach: @MainActor () -> Void = { [weak box] in
                guard let box,
                      let pointer = box.ancestor(ofType: gtk_scrolled_window_get_type()),
                      let window = Widget.wrapper(for: pointer) as? ScrolledWindow else {
                    watch.disposable = Disposables.create()
                    return
                }
                watch.disposable = Disposables.create(ListEndWatcher.watch(window, offset: offset) { observer.onNext(()) })
            }
            attach()
            return [watch, box.connect("hierarchy-changed", pointerHandler: { _ in attach() })]
        })
    }
}

/// Watches a scrolled window's vertical adjustment for its "near the end" zone.
@MainActor
enum ListEndWatcher {
    /// Connects to `window`'s vertical adjustment; `fire` runs as described in
    /// ``Reactive/reachedEnd(offset:)``. Returns the connections.
    static func watch(_ window: ScrolledWindow, offset: Double, fire: @escaping @MainActor () -> Void) -> [Disposable] {
        let adjustment = window.verticalAdjustment
        let state = WatchState()
        state.wasNear = window.isNearBottom(within: offset)
        let scrolled: @MainActor () -> Void = { [weak window] in
            guard let window, !window.isDestroyed else { return }
            let near = window.isNearBottom(within: offset)
            defer { state.wasNear = near }
            if near, !state.wasNear, !window.isApplyingProgrammaticChange { fire() }
        }
        let resized: @MainActor () -> Void = { [weak window] in
            guard let window, !window.isDestroyed else { return }
            let upper = gtk_adjustment_get_upper(gtk_scrolled_window_get_vadjustment(window.scrolledWindowPointer))
            let grew = upper > state.lastUpper
            state.lastUpper = upper
            let near = window.isNearBottom(within: offset)
            defer { state.wasNear = near }
            // Still at the end after the content grew: the new rows do not fill the view.
            if near, state.wasNear, grew, state.hasSeenLayout { fire() }
            state.hasSeenLayout = true
        }
        return [adjustment.connect("value-changed", handler: scrolled), adjustment.connect("changed", handler: resized)]
    }

    private final class WatchState {
        var wasNear = false
        var lastUpper = 0.0
        var hasSeenLayout = false
    }
}

extension ListBox {
    /// The bound element at `index` as `type`, or `nil` when the list is not
    /// bound or `index` is out of range. Traps when the bound elements are
    /// not of `type` (a programming error, as in RxCocoa).
    func boundElement<Element>(at index: Int, as type: Element.Type) -> Element? {
        BoundListEvents.typed(itemsController?.element(at: index), as: type, in: self)
    }
}
