import Binding
import Foundation

/// A stand-in for a widget with one property: a current value and
/// synchronous "user changed it" notifications, like a GTK signal.
///
/// Programmatic sets through the control property's sink notify only when
/// `echoesProgrammaticSets` is true — as `gtk_entry_set_text` emits `changed`.
final class SemFakeControl<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private var observers: [Int: AnyObserver<Value>] = [:]
    private var nextID = 0
    private var sets: [Value] = []

    /// Whether a programmatic set is reported to observers as a change.
    let echoesProgrammaticSets: Bool

    init(_ value: Value, echoesProgrammaticSets: Bool = false) {
        current = value
        self.echoesProgrammaticSets = echoesProgrammaticSets
    }

    /// The control's value.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Values set programmatically (through the sink), in order.
    var programmaticSets: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return sets
    }

    /// Number of live subscriptions to the control's changes.
    var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return observers.count
    }

    /// The user edits the control.
    func userSets(_ value: Value) {
        lock.lock()
        current = value
        lock.unlock()
        notify(.next(value))
    }

    /// The widget is destroyed: its sequences complete.
    func destroy() { notify(.completed) }

    private func notify(_ event: Event<Value>) {
        lock.lock()
        let targets = observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for observer in targets { observer.on(event) }
    }

    private func programmaticSet(_ value: Value) {
        lock.lock()
        current = value
        sets.append(value)
        lock.unlock()
        if echoesProgrammaticSets { notify(.next(value)) }
    }

    /// The control's changes: the current value at subscription, then each change.
    var values: Observable<Value> {
        Observable<Value>.create { [weak self] observer in
            guard let self else {
                observer.onCompleted()
                return Disposables.create()
            }
            self.lock.lock()
            let id = self.nextID
            self.nextID += 1
            self.observers[id] = observer
            let initial = self.current
            self.lock.unlock()
            observer.onNext(initial)
            return Disposables.create { [weak self] in
                guard let self else { return }
                self.lock.lock()
                self.observers[id] = nil
                self.lock.unlock()
            }
        }
    }

    /// The property as a `ControlProperty`.
    var property: ControlProperty<Value> {
        ControlProperty(values: values, valueSink: AnyObserver<Value> { [weak self] event in
            if case .next(let value) = event { self?.programmaticSet(value) }
        })
    }

    /// The changes only, as a `ControlEvent` (no initial value).
    var event: ControlEvent<Value> {
        ControlEvent(events: values.skip(1))
    }
}
