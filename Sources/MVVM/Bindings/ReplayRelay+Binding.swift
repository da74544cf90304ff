import ReactiveCore

// Binding into a `ReplayRelay`, as RxCocoa offers for the other relays:
// `bind(to:)` from any observable, `drive` from a Driver, `emit(to:)` from a Signal.

extension ObservableType {
    /// Sends every value to `relays` (an error is reported as a binding error).
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in
            subscribe(onNext: { relay.accept($0) }, onError: { reportBindingError($0) })
        })
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Sends every value to `relays` on the main thread.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in asObservable().subscribe(onNext: { relay.accept($0) }) })
    }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
    /// Sends every value to `relays` on the main thread.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        Disposables.create(relays.map { relay in asObservable().subscribe(onNext: { relay.accept($0) }) })
    }
}
