import Dispatch
import ReactiveCore

// MARK: Relay and control property

/// Two-way binding of a view-model relay and a control property.
///
/// At creation the relay's value wins (the control is set to it). Afterwards a
/// user change sets the relay, and a relay change sets the control — on the
/// main thread: synchronously when the relay is written there, else on the
/// next turn of the main loop with the relay's latest value. A change never
/// echoes back to where it came from and never loops.
public func <=> <Element>(relay: BehaviorRelay<Element>, property: ControlProperty<Element>) -> Disposable {
    relay.bind(to: property, toControl: { $0 }, toModel: { $0 })
}

/// Two-way binding of two relays: `left`'s value wins at creation; afterwards
/// each accepted value is copied to the other relay, without loops. With
/// `Equatable` values the two stay consistent under concurrent writes.
public func <=> <Element: Equatable>(left: BehaviorRelay<Element>, right: BehaviorRelay<Element>) -> Disposable {
    RelayPairBinding(left, right, isEqual: ==).start()
}

/// Two-way binding of two relays of non-`Equatable` values (loop-free through
/// a re-entrancy guard; concurrent writers on both sides may race).
public func <=> <Element>(left: BehaviorRelay<Element>, right: BehaviorRelay<Element>) -> Disposable {
    RelayPairBinding(left, right, isEqual: nil).start()
}

extension BehaviorRelay {
    /// Two-way binding with conversions both ways.
    ///
    /// - Parameters:
    ///   - property: the control property.
    ///   - toControl: converts the model value for the control.
    ///   - toModel: converts the control value for the model; returning `nil`
    ///     refuses it (the model keeps its value and the control is reset to it).
    public func bind<ControlValue>(
        to property: ControlProperty<ControlValue>,
        toControl: @escaping (Element) -> ControlValue,
        toModel: @escaping (ControlValue) -> Element?
    ) -> Disposable {
        let guardFlag = MainThreadGuard()
        let ended = BooleanDisposable()
        let relay = self
        let applyToControl = {
            if ended.isDisposed { return }
            guardFlag.run { property.on(.next(toControl(relay.value))) }
        }
        // The control reads the relay's value when the hop arrives, so one
        // waiting hop stands for any number of writes from other threads.
        let toControl = MainDelivery<Void>(policy: .single) { applyToControl() }
        let modelToView = relay.asObservable().subscribe(onNext: { _ in toControl.send(()) })
        let viewToModel = property.changed.subscribe(onNext: { controlValue in
            guard !guardFlag.isActive else { return }
            if let modelValue = toModel(controlValue) {
                guardFlag.run { relay.accept(modelValue) }
            } else {
                applyToControl()
            }
        })
        return Disposables.create(ended, modelToView, viewToModel, Disposables.create(with: toControl.cancel))
    }
}

/// A flag marking "this binding is applying a change", touched only on the main thread.
final class MainThreadGuard: @unchecked Sendable {
    private(set) var isActive = false

    /// Runs `body` with the flag raised, unless it is raised already.
    func run(_ body: () -> Void) {
        if isActive { return }
        isActive = true
        defer { isActive = false }
        body()
    }
}

// MARK: Relay and relay

/// Keeps two relays equal. Each propagation copies the source relay's
/// *current* value under a per-binding recursive lock, so concurrent writers
/// converge; the re-entrant call caused by the copy itself is ignored.
private final class RelayPairBinding<Element>: @unchecked Sendable {
    private let left: BehaviorRelay<Element>
    private let right: BehaviorRelay<Element>
    private let isEqual: ((Element, Element) -> Bool)?
    private let lock = RecursiveLock()

    init(_ left: BehaviorRelay<Element>, _ right: BehaviorRelay<Element>, isEqual: ((Element, Element) -> Bool)?) {
        self.left = left
        self.right = right
        self.isEqual = isEqual
    }

    func start() -> Disposable {
        copy(from: left, to: right)
        let fromLeft = left.asObservable().skip(1).subscribe(onNext: { [self] _ in copy(from: left, to: right) })
        let fromRight = right.asObservable().skip(1).subscribe(onNext: { [self] _ in copy(from: right, to: left) })
        return Disposables.create(fromLeft, fromRight)
    }

    private func copy(from source: BehaviorRelay<Element>, to target: BehaviorRelay<Element>) {
        lock.withLock { reentered in
            if reentered { return }
            let value = source.value
            if let isEqual, isEqual(value, target.value) { return }
            target.accept(value)
        }
    }
}
