import Binding
import CGtk

extension Reactive where Base: Widget {
    /// Binds whether the widget responds to input (`sensitive`).
    @MainActor public var isSensitive: Binder<Bool> { binder { $0.isSensitive = $1 } }

    /// Binds whether the widget responds to input; RxCocoa's name for ``isSensitive``.
    @MainActor public var isEnabled: Binder<Bool> { isSensitive }

    /// Binds whether the widget is shown.
    @MainActor public var isVisible: Binder<Bool> { binder { $0.isVisible = $1 } }

    /// Binds whether the widget is hidden.
    @MainActor public var isHidden: Binder<Bool> { binder { $0.isHidden = $1 } }

    /// Binds the tooltip text (`nil` removes the tooltip).
    @MainActor public var tooltipText: Binder<String?> { binder { $0.tooltipText = $1 } }

    /// Binds the opacity (0 transparent … 1 opaque).
    @MainActor public var opacity: Binder<Double> { binder { $0.opacity = $1 } }

    /// Binds whether the CSS style class `name` is on the widget, for example
    /// `viewModel.nameIsInvalid => entry.rx.styleClass("error")`.
    @MainActor public func styleClass(_ name: String) -> Binder<Bool> {
        binder { $0.setStyleClass(name, enabled: $1) }
    }

    /// Whether the widget is its window's focus widget; sending `true` grabs
    /// the focus, `false` gives it up.
    @MainActor public var hasFocus: ControlProperty<Bool> {
        controlProperty(
            changedBy: ["notify::is-focus"],
            getter: { $0.hasFocus },
            setter: { widget, focused in focused ? widget.grabFocus() : widget.resignFocus() }
        )
    }

    /// Emits once when the widget is destroyed, then completes (at once for a
    /// widget already destroyed). Use it to end work tied to the widget:
    /// `take(until: window.rx.destroyed)`.
    @MainActor public var destroyed: ControlEvent<Void> {
        // Completes when the widget is destroyed (at once if it already is)...
        let ended = WidgetSubscription.observable(of: base) { (_, _: AnyObserver<Never>) in [] }
        // ...which is reported as one event, then completion.
        let events = Observable<Void>.create { observer in
            ended.subscribe(onCompleted: {
                observer.onNext(())
                observer.onCompleted()
            })
        }
        return ControlEvent(events: events)
    }
}
