import Dispatch
import Observation

/// A key path of an `@Observable` object as a `Driver`: its current value on
/// subscribe, then its value after every change, on the main thread.
///
/// ```swift
/// @Observable final class Profile { var name = "" }
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
/// Write the object on the main thread (as `@MainActor` view models do): a
/// write on another thread must finish before the main queue runs.
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

    init(object: Object, keyPath: KeyPath<Object, Value>, observer: AnyObserver<Value>) {
        self.object = object
        self.keyPath = keyPath
        self.observer = observer
    }

    func start() {
        if MainThread.isCurrent { arm() } else { scheduleArm() }
    }

    func stop() { stopped.dispose() }

    /// Reads the value with tracking installed and delivers it. Main thread.
    private func arm() {
        guard !stopped.isDisposed else { return }
        let handle = WeakLoop(self)
        let value = withObservationTracking {
            object[keyPath: keyPath]
        } onChange: {
            handle.loop?.scheduleArm()
        }
        observer.on(.next(value))
    }

    /// Called from `willSet` (any thread): read again once the write is done.
    private func scheduleArm() {
        guard !stopped.isDisposed else { return }
        let handle = WeakLoop(self)
        DispatchQueue.main.async { handle.loop?.arm() }
    }

    /// A weak, sendable reference, so neither the object's registrar nor a
    /// queued block keeps a disposed loop alive.
    private final class WeakLoop: @unchecked Sendable {
        weak var loop: ObservationLoop?
        init(_ loop: ObservationLoop) { self.loop = loop }
    }
}
