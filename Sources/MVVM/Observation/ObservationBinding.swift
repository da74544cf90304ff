import Dispatch
import Observation
import ReactiveCore

extension Observation.Observable where Self: AnyObject {
    /// Two-way binding of a property of this `@Observable` object and a relay.
    ///
    /// At creation the object's value wins (the relay is set to it). Then a
    /// change of the property is copied to the relay (on the main thread, see
    /// `observe(_:on:)`) and a value accepted by the relay is written to the
    /// property on the main thread. Equal values are not copied, so nothing
    /// echoes or loops. The binding keeps the object and the relay alive.
    public func bind<Value: Equatable>(
        _ keyPath: ReferenceWritableKeyPath<Self, Value>, to relay: BehaviorRelay<Value>
    ) -> Disposable {
        let target = UncheckedSendable(self)
        let guardFlag = MainThreadGuard()
        let ended = BooleanDisposable()
        let modelToRelay = observe(keyPath, on: self).drive(onNext: { value in
            guard relay.value != value else { return }
            guardFlag.run { relay.accept(value) }
        })
        let applyToModel = {
            if ended.isDisposed || guardFlag.isActive { return }
            let value = relay.value
            guard target.value[keyPath: keyPath] != value else { return }
            guardFlag.run { target.value[keyPath: keyPath] = value }
        }
        // The model reads the relay's value when the hop arrives, so one
        // waiting hop stands for any number of writes from other threads.
        let toModel = MainDelivery<Void>(policy: .single) { applyToModel() }
        let relayToModel = relay.asObservable().skip(1).subscribe(onNext: { _ in toModel.send(()) })
        return Disposables.create(ended, modelToRelay, relayToModel, Disposables.create(with: toModel.cancel))
    }

    /// Two-way binding of a property of this `@Observable` object and a
    /// control property (`profile.bind(\.name, to: entry.rx.text ?? "")`).
    ///
    /// At creation the control is set to the object's value. Then a user
    /// change of the control is written to the property at once, and a change
    /// of the property sets the control on the main thread. A control
    /// property does not echo programmatic sets, so nothing loops.
    public func bind<Value>(
        _ keyPath: ReferenceWritableKeyPath<Self, Value>, to property: ControlProperty<Value>
    ) -> Disposable {
        let target = UncheckedSendable(self)
        let guardFlag = MainThreadGuard()
        let modelToControl = observe(keyPath, on: self).drive(onNext: { value in
            guardFlag.run { property.on(.next(value)) }
        })
        let controlToModel = property.changed.asObservable().subscribe(onNext: { value in
            guard !guardFlag.isActive else { return }
            guardFlag.run { target.value[keyPath: keyPath] = value }
        })
        return Disposables.create(modelToControl, controlToModel)
    }
}
