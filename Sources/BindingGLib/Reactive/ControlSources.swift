import Binding
import Dispatch

extension Reactive where Base: Object {
    /// A control event fed by GTK signals: subscribing connects (on the main
    /// thread; a subscription made elsewhere hops there), disposing
    /// disconnects, and the sequence completes when the widget is destroyed
    /// (at once when subscribing to a destroyed widget). Holds the widget weakly.
    ///
    /// `connect` receives the widget and an `emit` function and returns the
    /// connection it made. Its handler must not capture the widget strongly
    /// (use `[weak widget]`): GLib owns the handler while the widget lives.
    @MainActor
    public func controlEvent<Element>(
        connect: @escaping @MainActor (Base, _ emit: @escaping @MainActor (Element) -> Void) -> SignalConnection
    ) -> ControlEvent<Element> {
        ControlEvent(events: WidgetSubscription.observable(of: base) { base, observer in
            [connect(base) { observer.onNext($0) }]
        })
    }

    /// A control event for a signal whose C handler takes no arguments
    /// (`clicked`, `activate`, `changed`).
    @MainActor
    public func controlEvent(_ signal: String) -> ControlEvent<Void> {
        controlEvent { base, emit in
            base.connect(signal) { emit(()) }
        }
    }

    /// A two-way control property: the values of
    /// ``observable(changedBy:on:counts:getter:)``, and an observer side that
    /// applies `setter` on the main thread as a programmatic change (so it is
    /// not heard back), holding the widget weakly.
    @MainActor
    public func controlProperty<Value>(
        changedBy signals: [String],
        on sources: @escaping @MainActor (Base) -> [Object] = { [$0] },
        counts: (@MainActor (Base, Object) -> Bool)? = nil,
        getter: @escaping @MainActor (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        ControlProperty(
            values: observable(changedBy: signals, on: sources, counts: counts, getter: getter),
            valueSink: binder(setter)
        )
    }

    /// A widget value as an observable (the read side of a control property).
    ///
    /// Subscribing emits the current value, then the value after each change
    /// reported by one of `signals` (void signals such as `changed`, or
    /// `notify::<property>`), except changes Swift code applied (through the
    /// widget's setters or a control property's observer side): no echo. The
    /// signals are those of the widget, or of each object `sources` returns
    /// for it (a text view's buffer, the buttons of a radio group); when
    /// `counts` is given, a signal counts only if it returns `true` for the
    /// object that emitted it. Completes when the widget is destroyed.
    @MainActor
    public func observable<Value>(
        changedBy signals: [String],
        on sources: @escaping @MainActor (Base) -> [Object] = { [$0] },
        counts: (@MainActor (Base, Object) -> Bool)? = nil,
        getter: @escaping @MainActor (Base) -> Value
    ) -> Observable<Value> {
        WidgetSubscription.observable(of: base) { base, observer in
            observer.onNext(getter(base))
            return sources(base).flatMap { emitter in
                let changed: @MainActor () -> Void = { [weak base, weak emitter] in
                    guard let base, let emitter, !base.isDestroyed, !base.isApplyingProgrammaticChange,
                          counts?(base, emitter) ?? true else { return }
                    observer.onNext(getter(base))
                }
                return signals.map { signal in
                    signal.hasPrefix("notify::")
                        ? emitter.connect(signal, pointerHandler: { _ in changed() })
                        : emitter.connect(signal, handler: changed)
                }
            }
        }
    }

    /// An observer that sets a widget property on the main thread (inline
    /// when already there) as a programmatic change, holding the widget
    /// weakly and doing nothing once it is destroyed.
    @MainActor
    public func binder<Value>(_ apply: @escaping @MainActor (Base, Value) -> Void) -> Binder<Value> {
        Binder<Value>(base) { base, value in
            guard !base.isDestroyed else { return }
            base.performProgrammaticChange { apply(base, value) }
        }
    }
}

/// Observables whose subscriptions attach to a widget on the main thread. Toolkit-free: a widget
/// of any GTK front end is an object whose anchor is a `WidgetLifetimeState`.
package enum WidgetSubscription {
    /// For each subscriber, on the main thread: completes at once if the
    /// widget is gone or destroyed; otherwise runs `start` (which returns the
    /// connections it made) and completes the subscriber when the widget is
    /// destroyed, or when an object that is not a widget is finalized.
    /// Disposing disconnects.
    package static func observable<Target: Object, Element>(
        of widget: Target,
        start: @escaping @MainActor (Target, AnyObserver<Element>) -> [SignalConnection]
    ) -> Observable<Element> {
        let target = WeakTarget(widget)
        let starter = Starter(start)
        return Observable<Element>.create { observer in
            let subscription = SingleAssignmentDisposable()
            let begin: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard !subscription.isDisposed else { return }
                    guard let widget = target.object, !widget.isDestroyed else {
                        observer.onCompleted()
                        return
                    }
                    var parts: [Disposable] = starter.start(widget, observer)
                    if let lifetime = widget.anchor as? WidgetLifetimeState {
                        parts.append(lifetime.onDestroy(of: widget) { observer.onCompleted() })
                    } else {
                        // Objects that are not widgets are never destroyed: they end when finalized.
                        parts.append(widget.onFinalize { observer.onCompleted() })
                    }
                    subscription.setDisposable(Disposables.create(parts))
                }
            }
            if MainThread.isCurrent { begin() } else { DispatchQueue.main.async(execute: begin) }
            return subscription
        }
    }

    /// A weak widget reference that `Sendable` closures may capture; read on the main thread only.
    private final class WeakTarget<Target: Object>: @unchecked Sendable {
        weak var object: Target?
        init(_ object: Target) { self.object = object }
    }

    /// Carries the start closure into `Sendable` closures; called on the main thread only.
    private final class Starter<Target: Object, Element>: @unchecked Sendable {
        let start: @MainActor (Target, AnyObserver<Element>) -> [SignalConnection]
        init(_ start: @escaping @MainActor (Target, AnyObserver<Element>) -> [SignalConnection]) {
            self.start = start
        }
    }
}
