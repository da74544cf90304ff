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
//
// One overload per right-hand side for both traits (`Driver` and `Signal` are
// `SharedSequence`s): every overload is a choice the type checker weighs for
// every `=>` it meets, in `binding { }` blocks for every line.

/// Sends the values of a `Driver` or `Signal` to `observer` (on the main thread).
@inlinable
public func => <Strategy, Element, Observer: ObserverType>(
    sequence: SharedSequence<Strategy, Element>, observer: Observer
) -> Disposable where Observer.Element == Element {
    sequence.subscribe(onNext: { observer.on(.next($0)) })
}

/// Sends the values of a `Driver` or `Signal` to an optional-element `observer`.
@inlinable
public func => <Strategy, Element, Observer: ObserverType>(
    sequence: SharedSequence<Strategy, Element>, observer: Observer
) -> Disposable where Observer.Element == Element? {
    sequence.subscribe(onNext: { observer.on(.next($0)) })
}

/// Makes the values of a `Driver` or `Signal` current in `relay`.
@inlinable
public func => <Strategy, Element>(sequence: SharedSequence<Strategy, Element>, relay: BehaviorRelay<Element>) -> Disposable {
    sequence.subscribe(onNext: { relay.accept($0) })
}

/// Makes the values of a `Driver` or `Signal` current in an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Strategy, Element>(sequence: SharedSequence<Strategy, Element>, relay: BehaviorRelay<Element?>) -> Disposable {
    sequence.subscribe(onNext: { relay.accept($0) })
}

/// Sends the values of a `Driver` or `Signal` to `relay`.
@inlinable
public func => <Strategy, Element>(sequence: SharedSequence<Strategy, Element>, relay: PublishRelay<Element>) -> Disposable {
    sequence.subscribe(onNext: { relay.accept($0) })
}

/// Sends the values of a `Driver` or `Signal` to an optional-element `relay` (each wrapped as `.some`).
@inlinable
public func => <Strategy, Element>(sequence: SharedSequence<Strategy, Element>, relay: PublishRelay<Element?>) -> Disposable {
    sequence.subscribe(onNext: { relay.accept($0) })
}

/// Calls `handler` with each value of a `Driver` or `Signal` on the main thread.
@inlinable
public func => <Strategy, Element>(
    sequence: SharedSequence<Strategy, Element>, handler: @escaping (Element) -> Void
) -> Disposable {
    sequence.subscribe(onNext: handler)
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
