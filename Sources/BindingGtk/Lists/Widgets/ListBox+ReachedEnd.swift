import Binding
import CGtk

extension Reactive where Base: ListBox {
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
    /// ``/MVVM/Reactive/reachedEnd(offset:)``. Returns the connections.
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
