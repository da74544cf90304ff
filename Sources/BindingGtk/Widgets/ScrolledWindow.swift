import Binding
import CGtk

/// A container that scrolls a child larger than itself (`GtkScrolledWindow`).
///
/// The scroll position lives in GTK adjustments; ``verticalOffset`` reads and
/// sets the vertical one, and `rx.contentOffset` / `rx.reachedBottom(offset:)`
/// observe the user's scrolling.
@MainActor
extension ScrolledWindow {
    /// The wrapped `GtkScrolledWindow`.
    public var scrolledWindowPointer: UnsafeMutablePointer<GtkScrolledWindow> {
        widgetPointer(as: GtkScrolledWindow.self)
    }

    /// The vertical `GtkAdjustment` (its `value` is the scroll position).
    /// Subscriptions follow the adjustment current when they start.
    public var verticalAdjustment: Object {
        Object.wrapper(for: UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(scrolledWindowPointer)))
    }

    private var adjustmentPointer: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(scrolledWindowPointer)
    }

    /// How far the content is scrolled down, in pixels (0 at the top).
    /// Setting it is a programmatic change (`rx.contentOffset` does
    /// not hear it back); GTK keeps it within ``maximumVerticalOffset``.
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(adjustmentPointer) }
        set {
            guard !isDestroyed else { return }
            performProgrammaticChange { gtk_adjustment_set_value(adjustmentPointer, newValue) }
        }
    }

    /// The largest ``verticalOffset``: the content height minus the visible height (0 if it all fits).
    public var maximumVerticalOffset: Double {
        let adjustment = adjustmentPointer
        return max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            - gtk_adjustment_get_lower(adjustment))
    }

    /// The height of the scrolled content, in pixels.
    public var contentHeight: Double {
        let adjustment = adjustmentPointer
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
    }

    /// Whether the visible area ends within `offset` pixels of the content's bottom.
    public func isNearBottom(within offset: Double) -> Bool {
        let adjustment = adjustmentPointer
        let visibleBottom = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        return visibleBottom >= gtk_adjustment_get_upper(adjustment) - offset
    }

    /// The scrollbar policies: `.automatic` shows a bar when needed, `.never` never does.
    public func setPolicy(horizontal: PolicyType, vertical: PolicyType) {
        hscrollbarPolicy = horizontal
        vscrollbarPolicy = vertical
    }

    /// The scrollbar policies, as C values.
    @available(*, deprecated, message: "pass PolicyType values: setPolicy(horizontal: .never, vertical: .automatic)")
    public func setPolicy(horizontal: GtkPolicyType, vertical: GtkPolicyType) {
        ifAlive { gtk_scrolled_window_set_policy(scrolledWindowPointer, horizontal, vertical) }
    }

    /// The smallest height the scrolled window asks for, in pixels (-1: unset).
    public var minimumContentHeight: Int {
        get { Int(gtk_scrolled_window_get_min_content_height(scrolledWindowPointer)) }
        set { ifAlive { gtk_scrolled_window_set_min_content_height(scrolledWindowPointer, Int32(newValue)) } }
    }
}

extension Reactive where Base: ScrolledWindow {
    /// The vertical scroll position in pixels: the current one, then each
    /// position the user scrolls to. Sending a value scrolls there without
    /// echoing it back. Completes when the scrolled window is destroyed.
    @MainActor public var contentOffset: ControlProperty<Double> {
        controlProperty(
            changedBy: ["value-changed"],
            on: { [$0.verticalAdjustment] },
            getter: { $0.verticalOffset },
            setter: { $0.verticalOffset = $1 }
        )
    }

    /// Emits each time the bottom of the content comes within `offset`
    /// pixels of the visible area ("load more"): when the user scrolls there
    /// (once on arriving, again only after scrolling away and back), and when
    /// new content arrives that still leaves the bottom in view (so a page
    /// too short to scroll asks for the next one). Programmatic scrolling
    /// does not emit. Completes on destroy.
    @MainActor public func reachedBottom(offset: Double = 0) -> ControlEvent<Void> {
        ControlEvent(events: WidgetSubscription.observable(of: base) { scrolled, observer in
            let state = BottomState(
                nearBottom: scrolled.isNearBottom(within: offset), contentHeight: scrolled.contentHeight)
            let adjustment = scrolled.verticalAdjustment
            let scrolling = adjustment.connect("value-changed") { [weak scrolled] in
                guard let scrolled, !scrolled.isDestroyed else { return }
                let nearBottom = scrolled.isNearBottom(within: offset)
                defer { state.nearBottom = nearBottom }
                if nearBottom, !state.nearBottom, !scrolled.isApplyingProgrammaticChange { observer.onNext(()) }
            }
            // Bounds or page size changed: new content, or a resize.
            let resizing = adjustment.connect("changed") { [weak scrolled] in
                guard let scrolled, !scrolled.isDestroyed else { return }
                let nearBottom = scrolled.isNearBottom(within: offset)
                let height = scrolled.contentHeight
                let grew = height > state.contentHeight
                state.nearBottom = nearBottom
                state.contentHeight = height
                if grew, nearBottom { observer.onNext(()) }
            }
            return [scrolling, resizing]
        })
    }
}

/// What a `rx.reachedBottom(offset:)` subscription last saw.
@MainActor
private final class BottomState {
    var nearBottom: Bool
    var contentHeight: Double
    init(nearBottom: Bool, contentHeight: Double) {
        self.nearBottom = nearBottom
        self.contentHeight = contentHeight
    }
}
