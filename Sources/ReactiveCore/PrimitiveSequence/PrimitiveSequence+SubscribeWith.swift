// `subscribe(with:…)` on the primitive traits, as in RxSwift: `object` is held
// weakly and passed to each closure; once it is gone the closures are skipped
// (the subscription itself lives on until it ends or is disposed).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes with closures that receive `object` (held weakly) first.
    ///
    /// <!-- snippet: doc-PrimitiveSequence-SubscribeWith -->
    /// ```swift
    /// api.user(id: 7)
    ///     .subscribe(with: self, onSuccess: { owner, user in owner.user = user })
    ///     .disposed(by: bag)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in if let object { onSuccess?(object, value) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes with closures that receive `object` (held weakly) first.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in if let object { onSuccess?(object, value) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes with closures that receive `object` (held weakly) first.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, any Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}

extension InfallibleType {
    /// Subscribes with closures that receive `object` (held weakly) first.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in if let object { onNext?(object, value) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}
