import ReactiveCore

/// Binding operators bind looser than comparisons and `??` (so
/// `relay <=> entry.rx.text ?? ""` needs no parentheses) and tighter than `&&`.
precedencegroup BindingPrecedence {
    associativity: none
    higherThan: LogicalConjunctionPrecedence
    lowerThan: NilCoalescingPrecedence
}

/// One-way binding: values on the left flow into the observer, relay or closure on the right.
infix operator => : BindingPrecedence

/// Two-way binding between a relay and a control property (or another relay).
infix operator <=> : BindingPrecedence

// MARK: Driver and Signal on the left

/// Drives `observer` with the Driver's values.
@inlinable
public func => <Element, Observer: ObserverType>(driver: Driver<Element>, observer: Observer) -> Disposable
    where Observer.Element == Element {
    driver.drive(observer)
}

/// Drives an optional-element `observer` with the Driver's values.
@inlinable
public func => <Element, Observer: ObserverType>(driver: Driver<Element>, observer: Observer) -> Disposable
    where Observer.Element == Element? {
    driver.drive(observer)
}

/// Makes the Driver's values current in `relay`.
@inlinable
public func => <Element>(driver: Driver<Element>, relay: BehaviorRelay<Element>) -> Disposable {
    driver.drive(relay)
}

/// Makes the Driver's values current in an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Element>(driver: Driver<Element>, relay: BehaviorRelay<Element?>) -> Disposable {
    driver.drive(relay)
}

/// Sends the Driver's values to `relay`.
@inlinable
public func => <Element>(driver: Driver<Element>, relay: PublishRelay<Element>) -> Disposable {
    driver.drive(onNext: { relay.accept($0) })
}

/// Sends the Driver's values to an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Element>(driver: Driver<Element>, relay: PublishRelay<Element?>) -> Disposable {
    driver.drive(onNext: { relay.accept($0) })
}

/// Calls `handler` with each of the Driver's values on the main thread.
@inlinable
public func => <Element>(driver: Driver<Element>, handler: @escaping (Element) -> Void) -> Disposable {
    driver.drive(onNext: handler)
}

/// Emits the Signal's values to `observer`.
@inlinable
public func => <Element, Observer: ObserverType>(signal: Signal<Element>, observer: Observer) -> Disposable
    where Observer.Element == Element {
    signal.emit(to: observer)
}

/// Emits the Signal's values to an optional-element `observer`.
@inlinable
public func => <Element, Observer: ObserverType>(signal: Signal<Element>, observer: Observer) -> Disposable
    where Observer.Element == Element? {
    signal.emit(to: observer)
}

/// Makes the Signal's values current in `relay`.
@inlinable
public func => <Element>(signal: Signal<Element>, relay: BehaviorRelay<Element>) -> Disposable {
    signal.emit(to: relay)
}

/// Makes the Signal's values current in an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Element>(signal: Signal<Element>, relay: BehaviorRelay<Element?>) -> Disposable {
    signal.emit(to: relay)
}

/// Sends the Signal's values to `relay`.
@inlinable
public func => <Element>(signal: Signal<Element>, relay: PublishRelay<Element>) -> Disposable {
    signal.emit(to: relay)
}

/// Sends the Signal's values to an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Element>(signal: Signal<Element>, relay: PublishRelay<Element?>) -> Disposable {
    signal.emit(to: relay)
}

/// Calls `handler` with each of the Signal's values on the main thread.
@inlinable
public func => <Element>(signal: Signal<Element>, handler: @escaping (Element) -> Void) -> Disposable {
    signal.emit(onNext: handler)
}

// MARK: Observables, relays and control events on the left

/// Binds the sequence's values to `observer` (a Binder hops to the main thread itself).
@inlinable
public func => <Source: ObservableType, Observer: ObserverType>(source: Source, observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
    source.bind(to: observer)
}

/// Binds the sequence's values to an optional-element `observer`.
@inlinable
public func => <Source: ObservableType, Observer: ObserverType>(source: Source, observer: Observer) -> Disposable
    where Observer.Element == Source.Element? {
    source.bind(to: observer)
}

/// Makes the sequence's values current in `relay`.
@inlinable
public func => <Source: ObservableType>(source: Source, relay: BehaviorRelay<Source.Element>) -> Disposable {
    source.bind(to: relay)
}

/// Makes the sequence's values current in an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Source: ObservableType>(source: Source, relay: BehaviorRelay<Source.Element?>) -> Disposable {
    source.bind(to: relay)
}

/// Sends the sequence's values to `relay`.
@inlinable
public func => <Source: ObservableType>(source: Source, relay: PublishRelay<Source.Element>) -> Disposable {
    source.bind(to: relay)
}

/// Sends the sequence's values to an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Source: ObservableType>(source: Source, relay: PublishRelay<Source.Element?>) -> Disposable {
    source.bind(to: relay)
}

/// Calls `handler` with each value **on the main thread** (inline when the
/// value is produced there): `=>` is for view code.
@inlinable
public func => <Source: ObservableType>(source: Source, handler: @escaping (Source.Element) -> Void) -> Disposable {
    source.asObservable().observeOnMain().subscribe(onNext: handler, onError: { reportBindingError($0) })
}

// MARK: Defaults for optional control properties

/// The control property with `nil` read as `defaultValue`:
/// `viewModel.$name <=> entry.rx.text ?? ""`.
@inlinable
public func ?? <Wrapped>(property: ControlProperty<Wrapped?>, defaultValue: @autoclosure @escaping () -> Wrapped) -> ControlProperty<Wrapped> {
    property.withDefault(defaultValue())
}

/// A Boolean control property read and written inverted: `viewModel.$isHidden <=> !check.rx.isActive`.
@inlinable
public prefix func ! (property: ControlProperty<Bool>) -> ControlProperty<Bool> {
    property.map(get: { !$0 }, set: { !$0 })
}
