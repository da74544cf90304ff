import ReactiveCore

extension SharedSequence {
    /// This Driver or Signal as an `Infallible` (it cannot fail).
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension InfallibleType {
    /// A `Driver` of this sequence, on the main thread (no fallback is needed:
    /// it cannot fail).
    public func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }

    /// A `Signal` of this sequence, on the main thread.
    public func asSignal() -> Signal<Element> { asSignal(onErrorSignalWith: .empty()) }
}
