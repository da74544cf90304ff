import Binding

// The `rx` helpers generated members use (and hand-written code may use): a GObject
// property as a control property, observable or binder through `notify::<name>`, and a
// signal as a control event through the generic closure marshaller.

extension Reactive where Base: Object {
    /// Property `name` as a two-way control property: the current value, then
    /// each change GTK reports with `notify::<name>` (not changes Swift code made:
    /// no echo); values sent to it are applied with `set` as programmatic changes.
    @MainActor
    public func propertyControl<Value>(
        _ name: String,
        get: @escaping @MainActor (Base) -> Value,
        set: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        controlProperty(changedBy: ["notify::\(name)"], getter: get, setter: set)
    }

    /// Read-only property `name` as an observable: the current value, then each
    /// value after `notify::<name>`. Completes when a widget is destroyed, or when
    /// another object is finalized.
    @MainActor
    public func propertyObservable<Value>(_ name: String, get: @escaping @MainActor (Base) -> Value) -> Observable<Value> {
        observable(changedBy: ["notify::\(name)"], getter: get)
    }

    /// Signal `signal` as a control event whose elements `read` makes from the
    /// emission's arguments. Signals returning `gboolean` get `false` (other
    /// handlers and the default action still run).
    @MainActor
    public func signalEvent<Element>(
        _ signal: String,
        _ read: @escaping @MainActor (SignalArguments) -> Element
    ) -> ControlEvent<Element> {
        controlEvent { base, emit in
            base.connectClosure(signal) { arguments in
                emit(read(arguments))
                return false
            }
        }
    }
}
