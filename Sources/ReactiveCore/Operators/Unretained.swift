// withUnretained and the `with:` subscription forms: RxSwift's way of using
// `self` in a subscription without retaining it (no `[weak self]` dance).

extension ObservableType {
    /// Pairs each value with `object`, held weakly; once `object` is gone, the
    /// next value completes the sequence instead.
    ///
    /// <!-- snippet: doc-Unretained -->
    /// ```swift
    /// viewModel.saved.withUnretained(self).subscribe(onNext: { owner, _ in owner.close() })
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let reference = WeakReference(object)
        return endingOnTerminal { value in
            guard let object = reference.object else { return .completed }
            return .next(resultSelector(object, value))
        }
    }

    /// Pairs each value with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }

    /// Subscribes with closures that receive `object`, held weakly: once it is
    /// gone, no closure runs (the subscription itself lives on until disposed).
    ///
    /// <!-- snippet: doc-Unretained-2 -->
    /// ```swift
    /// viewModel.name.subscribe(with: self, onNext: { owner, name in owner.title = name })
    ///     .disposed(by: bag)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let reference = WeakReference(object)
        return subscribe(
            onNext: onNext.map { onNext in { value in if let object = reference.object { onNext(object, value) } } },
            onError: { error in if let object = reference.object { onError?(object, error) } },
            onCompleted: { if let object = reference.object { onCompleted?(object) } },
            onDisposed: { if let object = reference.object { onDisposed?(object) } }
        )
    }
}

/// A weak reference to an object, for closures that must not keep it alive.
package final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    package private(set) weak var object: Object?
    package init(_ object: Object?) { self.object = object }
}

/// A flag owned by one subscription (its events never overlap, so no lock).
final class Flag {
    @exclusivity(unchecked) var isSet = false
    init() {}
}
