import Binding
import ReactiveCore
import Dispatch

/// A disposable running `action` on the main thread (inline when already there).
func mainThreadDisposable(_ action: @escaping @MainActor () -> Void) -> Disposable {
    let work = UncheckedSendable(action)
    return Disposables.create {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { work.value() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work.value() } }
        }
    }
}

/// Observables of list widgets whose subscriptions attach on the main thread,
/// like the adapter's control sources, but whose start may return any disposables
/// (signal connections, selection-hub registrations, nested subscriptions).
enum ListSubscription {
    /// For each subscriber, on the main thread: completes at once if the
    /// widget is gone or destroyed; otherwise runs `start` and completes the
    /// subscriber when the widget is destroyed. Disposing undoes `start`.
    static func observable<Target: Widget, Element>(
        of widget: Target,
        start: @escaping @MainActor (Target, AnyObserver<Element>) -> [Disposable]
    ) -> Observable<Element> {
        let target = UncheckedSendable(WeakReference(widget))
        let starter = UncheckedSendable(start)
        return Observable<Element>.create { observer in
            let subscription = SingleAssignmentDisposable()
            let begin: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard !subscription.isDisposed else { return }
                    guard let widget = target.value.object, !widget.isDestroyed else {
                        observer.onCompleted()
                        return
                    }
                    var parts = starter.value(widget, observer)
                    parts.append(widget.onDestroy { observer.onCompleted() })
                    subscription.setDisposable(Disposables.create(parts))
                }
            }
            if MainThread.isCurrent { begin() } else { DispatchQueue.main.async(execute: begin) }
            return subscription
        }
    }
}

/// `indices` (a list widget's user selections or activations) mapped to what
/// `lookup` finds for each on `widget`, skipping indices it finds nothing for.
///
/// Holds the widget weakly, as the index events do: they come from the
/// widget's own signal handlers, which GLib keeps while the widget lives, so
/// a strong capture here would keep an unparented widget (and its items
/// controller) alive for as long as the subscription, for example forever
/// when the subscription is in the widget's own lifetime bag.
@MainActor
func boundElements<Target: Widget, Result>(
    of widget: Target,
    at indices: Observable<Int>,
    lookup: @escaping @MainActor (Target, Int) -> Result?
) -> Observable<Result> {
    let target = UncheckedSendable(WeakReference(widget))
    let find = UncheckedSendable(lookup)
    return indices.compactMap { index in
        MainActor.assumeIsolated {
            UncheckedSendable(target.value.object.flatMap { find.value($0, index) })
        }.value
    }
}

/// Observers told when a bound list's data changes moved, changed or cleared
/// the selection (the widget reports user selections itself).
@MainActor
final class ListSelectionHub {
    /// What an update did to the selection.
    struct Change {
        /// The selected index changed (shifted, or cleared with its element).
        var indexChanged: Bool
        /// The selected element changed (deleted, or updated in place).
        var elementChanged: Bool
    }

    private var observers: [Int: @MainActor (Change) -> Void] = [:]
    private var nextKey = 0

    /// Adds `observer`; dispose the result to remove it.
    func add(_ observer: @escaping @MainActor (Change) -> Void) -> Disposable {
        nextKey += 1
        let key = nextKey
        observers[key] = observer
        return mainThreadDisposable { [weak self] in self?.observers[key] = nil }
    }

    /// Whether anyone listens (bindings skip selection bookkeeping otherwise).
    var hasObservers: Bool { !observers.isEmpty }

    /// Tells every observer, unless nothing changed.
    func notify(_ change: Change) {
        guard change.indexChanged || change.elementChanged else { return }
        for observer in observers.values { observer(change) }
    }
}
