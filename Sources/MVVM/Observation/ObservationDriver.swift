import Dispatch
import Observation
import ReactiveCore

/// A key path of an `@Observable` object as a `Driver`: its current value on
/// subscribe, then its value after every change, on the main thread.
///
/// <!-- snippet: doc-ObservationDriver -->
/// ```swift
/// @Observable final class Profile { var name = "" }
/// ```
///
/// <!-- snippet: doc-ObservationDriver-view -->
/// ```swift
/// observe(\.name, on: profile) => nameLabel.rx.text
/// ```
///
/// The key path may read several properties (`\.fullName` over `first` and
/// `last`); a change of any of them is seen. Observation tracking fires
/// *before* a property is stored, so the new value is read on a later turn
/// of the main queue, after the write has finished; changes made together
/// (in one main-thread turn) therefore arrive as one value, and the last
/// value is never lost. Tracking is re-armed with every read.
///
/// A write on another thread may still be in progress when the main queue
/// reads (tracking fires before the store): for `Equatable` values the loop
/// then reads again a few times shortly after and delivers the stored value
/// if it differs, so the last value is not lost; a value equal to the one
/// delivered last is not delivered again. Writing on the main thread
/// (as `@MainActor` view models do) needs none of this.
/// The subscription keeps `object` alive.
public func observe<Object: Observation.Observable & AnyObject, Value>(
    _ keyPath: KeyPath<Object, Value>, on object: Object
) -> Driver<Value> {
    let box = UncheckedSendable((object, keyPath))
    return Driver(sharing: Observable { observer, _ in
        let loop = ObservationLoop(object: box.value.0, keyPath: box.value.1, observer: observer)
        loop.start()
        return Disposables.create { loop.stop() }
    })
}

/// One subscription to a key path: reads with tracking on the main thread and
/// re-arms after every change.
private final class ObservationLoop<Object: AnyObject, Value>: @unchecked Sendable {
    private let object: Object
    private let keyPath: KeyPath<Object, Value>
    private let observer: AnyObserver<Value>
    private let stopped = BooleanDisposable()
    /// The last value delivered (main thread only).
    private var lastDelivered: Value?
    /// Compares two values when `Value` is `Equatable`; `nil` otherwise.
    private let isEqual: ((Value, Value) -> Bool)? = equalityIfEquatable(Value.self)

    init(object: Object, keyPath: KeyPath<Object, Value>, observer: AnyObserver<Value>) {
        self.object = object
        self.keyPath = keyPath
        self.observer = observer
    }

    func start() {
        if MainThread.isCurrent { arm() } else { scheduleArm(writerIsMain: true) }
    }

    func stop() { stopped.dispose() }

    /// Reads the value with tracking installed and delivers it. Main thread.
    private func arm() {
        guard !stopped.isDisposed else { return }
        let handle = WeakLoop(self)
        let value = withObservationTracking {
            object[keyPath: keyPath]
        } onChange: {
            handle.loop?.scheduleArm(writerIsMain: MainThread.isCurrent)
        }
        // Re-armed after a change: an equal value is no news. (A write on
        // another thread may not be stored yet, so this read can even be
        // the old value; the rechecks then deliver the new one.)
        if let isEqual, let lastDelivered, isEqual(value, lastDelivered) { return }
        deliver(value)
    }

    private func deliver(_ value: Value) {
        lastDelivered = value
        observer.on(.next(value))
    }

    /// Called from `willSet` (any thread): read again once the write is done.
    private func scheduleArm(writerIsMain: Bool) {
        guard !stopped.isDisposed else { return }
        let handle = WeakLoop(self)
        DispatchQueue.main.async {
            handle.loop?.arm()
            // A writer on another thread may not have stored its value yet.
            if !writerIsMain { handle.loop?.scheduleRechecks() }
        }
    }

    /// Reads again (without re-arming: tracking is already in place for the
    /// next write) shortly after a background write, delivering a value that
    /// differs from the last one delivered.
    private func scheduleRechecks() {
        guard isEqual != nil else { return }
        let handle = WeakLoop(self)
        for delay in [0, 2, 20, 200] {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(delay)) { handle.loop?.recheck() }
        }
    }

    private func recheck() {
        guard !stopped.isDisposed, let isEqual, let lastDelivered else { return }
        let value = object[keyPath: keyPath]
        if !isEqual(value, lastDelivered) { deliver(value) }
    }

    /// A weak, sendable reference, so neither the object's registrar nor a
    /// queued block keeps a disposed loop alive.
    private final class WeakLoop: @unchecked Sendable {
        weak var loop: ObservationLoop?
        init(_ loop: ObservationLoop) { self.loop = loop }
    }
}

/// `==` for `Value` when it is `Equatable`, else `nil`.
private func equalityIfEquatable<Value>(_ type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return makeEquality(equatable, as: type)
}

private func makeEquality<E: Equatable, Value>(_ type: E.Type, as value: Value.Type) -> (Value, Value) -> Bool {
    { ($0 as! E) == ($1 as! E) }
}
