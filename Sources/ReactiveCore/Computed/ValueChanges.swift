extension ObservableType {
    /// Consecutive values as `(old, new)` pairs: nothing for the first value,
    /// then one pair per later value.
    public func changes() -> Observable<(old: Element, new: Element)> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let previous = PreviousValue<Element>()
            return source.run(AnyObserver { event in
                switch event {
                case .next(let value):
                    if let old = previous.swap(value) { observer.on(.next((old: old, new: value))) }
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }
}

extension BehaviorRelay {
    /// Every accepted value with the one it replaced, as `(old, new)`.
    public var changes: Observable<(old: Element, new: Element)> {
        asObservable().changes()
    }

    /// Calls `handler` with the old and new value after every accepted value
    /// (on the accepting thread); not for the current value.
    public func subscribeChanges(_ handler: @escaping (_ old: Element, _ new: Element) -> Void) -> Disposable {
        changes.subscribe(onNext: { handler($0.old, $0.new) })
    }
}

extension Computed {
    /// Every change of the value with the value it replaced, as `(old, new)`.
    public var changes: Observable<(old: Value, new: Value)> {
        asObservable().changes()
    }

    /// Calls `handler` with the old and new value after every change (on the
    /// thread that caused it); not for the current value.
    public func subscribeChanges(_ handler: @escaping (_ old: Value, _ new: Value) -> Void) -> Disposable {
        changes.subscribe(onNext: { handler($0.old, $0.new) })
    }
}

/// The previous value of one subscription (events to it never overlap).
private final class PreviousValue<Element>: @unchecked Sendable {
    private var value: Element?

    /// Stores `new` and returns what was stored before.
    func swap(_ new: Element) -> Element? {
        defer { value = new }
        return value
    }
}
