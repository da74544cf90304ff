// Converting an Observable into a primitive sequence, as RxSwift does: the
// conversion checks the shape when the source ends.

extension ObservableType {
    /// This sequence as a `Single`: its only value, delivered when it completes.
    ///
    /// Fails with `RxError.noElements` if it completes without a value and with
    /// `RxError.moreThanOneElement` as soon as a second value arrives.
    public func asSingle() -> Single<Element> {
        Single(raw: shapeChecked(requiresValue: true))
    }

    /// This sequence as a `Maybe`: its only value (if any), delivered when it
    /// completes. Fails with `RxError.moreThanOneElement` as soon as a second
    /// value arrives.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: shapeChecked(requiresValue: false))
    }

    /// Holds the one value until completion and enforces the shape.
    private func shapeChecked(requiresValue: Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let held = HeldValue<Element>()
            return source.run(AnyObserver { event in
                if held.isStopped { return }
                switch event {
                case .next(let value):
                    if held.value != nil {
                        held.stop()
                        observer.on(.error(RxError.moreThanOneElement))
                    } else {
                        held.value = value
                    }
                case .error:
                    held.stop()
                    observer.on(event)
                case .completed:
                    let value = held.value
                    held.stop()
                    if let value {
                        observer.on(.next(value))
                        observer.on(.completed)
                    } else if requiresValue {
                        observer.on(.error(RxError.noElements))
                    } else {
                        observer.on(.completed)
                    }
                }
            }, lifetime)
        }
    }
}

/// The value an `asSingle`/`asMaybe` subscription holds until its source
/// completes. Only that source's events touch it, and they never overlap.
private final class HeldValue<Element>: @unchecked Sendable {
    var value: Element?
    private(set) var isStopped = false

    func stop() {
        isStopped = true
        value = nil
    }
}
