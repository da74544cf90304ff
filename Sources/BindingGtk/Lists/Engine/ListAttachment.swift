import Binding

/// Connects a list engine to its widget and its source, the same way for
/// every list widget: binding again ends the previous binding; the widget's
/// ``ListItemsState`` holds the engine until the binding is disposed or
/// replaced or the widget is destroyed; the engine records the selection's
/// identities whenever it changes.
@usableFromInline
@MainActor
enum ListAttachment {
    /// Ends `widget`'s current binding, lets `make` set the widget up and
    /// make the engine (with the parts that end with it: signal connections,
    /// key handlers), then feeds the engine through `subscribe`.
    static func attach<Widget: ListItemsWidget, Item, Engine: ListEngine<Item>>(
        _ widget: Widget,
        make: () -> (engine: Engine, parts: [Disposable]),
        subscribe: (Engine) -> Disposable
    ) -> Disposable {
        guard !widget.isDestroyed else { return Disposables.create() }
        let state = widget.listItems
        state.endBinding()
        let (engine, extraParts) = make()
        state.controller = engine
        engine.state = state
        var parts = extraParts
        parts.append(widget.onSelectionChange(includingProgrammatic: true) { [weak engine] in engine?.selectionChanged() })
        parts.append(subscribe(engine))
        parts.append(mainThreadDisposable { [weak state, weak engine] in
            guard let state, let engine, state.controller === engine else { return }
            state.controller = nil
            state.disposable = nil
        })
        let whole = Disposables.create(parts)
        state.disposable = whole
        let destroyRegistration = widget.onDestroy { whole.dispose() }
        return Disposables.create(whole, destroyRegistration)
    }
}

/// How a list binding receives its source's change events: on the main
/// thread, in order.
///
/// Inlinable, and called from the inlinable `items` entry points: the
/// per-event closures are then specialised for the element type in the module
/// that binds, instead of looking up generic type metadata at run time on
/// every change.
@usableFromInline
@MainActor
enum ListEventDelivery {
    @inlinable
    static func subscribe<Item>(
        _ events: Observable<ArrayChangeEvent<Item>>,
        to binding: ListEngine<Item>,
        afterEachEvent: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        let receive: @MainActor (ArrayChangeEvent<Item>) -> Void = { event in
            binding.receive(event.array, event.change)
            afterEachEvent?()
        }
        // What `MainActor.assumeIsolated` does, once per subscription instead
        // of per event (it allocates a context for every call): events are
        // delivered on the main thread, checked below, so the main-actor
        // closure may be called as a plain one.
        let receiveOnMainThread = unsafeBitCast(receive, to: ((ArrayChangeEvent<Item>) -> Void).self)
        return events.observe(on: MainScheduler.instance).subscribe(onNext: { event in
            precondition(MainThread.isCurrent, "list change events are delivered on the main thread")
            receiveOnMainThread(event)
        })
    }
}
