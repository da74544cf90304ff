import ReactiveCore

// The `with:` form of `bind(onNext:)`, beside the core's `withUnretained` and
// `subscribe(with:)` (ReactiveCore/Operators/Unretained.swift).

extension ObservableType {
    /// Calls `onNext` with `object` (held weakly) and every value, as
    /// `bind(onNext:)` does; nothing runs once `object` is gone.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        let reference = WeakReference(object)
        return bind(onNext: { value in if let object = reference.object { onNext(object, value) } })
    }
}
