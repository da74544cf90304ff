import ReactiveCore

/// An observer that applies values to a target object on a scheduler
/// (the main thread by default): the receiving end of UI bindings.
///
/// Holds the target weakly; once the target is gone, values are ignored. A
/// Binder cannot receive errors: one reaching it is reported and ignored (bind
/// only sequences that cannot fail, such as `Driver` and `Signal`).
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    @usableFromInline let apply: (Value) -> Void

    /// A binder running `binding` on the main thread (inline when already there).
    ///
    /// The closure is main-actor isolated, so it may touch GTK widgets directly.
    /// Values sent from other threads wait for the main thread in order; a
    /// value sent on the main thread is applied at once unless earlier values
    /// of this binder are still waiting. A binder sets a property: while the
    /// main thread is overloaded, a value still waiting when a newer one
    /// arrives is replaced by it (the target ends with the latest value).
    @inlinable
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        let weakTarget = WeakBox(target)
        // `binding` only ever runs on the main thread: inline after the
        // delivery's thread check, or from the main-thread delivery queue.
        // Asking the runtime again for every value (`MainActor.assumeIsolated`)
        // costs about as much as the GTK call being bound, so the isolation is
        // dropped once here; a synchronous closure's calling convention does
        // not depend on its global-actor isolation.
        let onMainThread = unsafeBitCast(binding, to: ((Target, Value) -> Void).self)
        // Its own ordering: a value arriving from a Driver's inline delivery
        // is applied at once, not deferred as if re-entrant.
        let delivery = MainDelivery<Value>(policy: .latest) { value in
            guard let target = weakTarget.object else { return }
            assert(MainThread.isCurrent, "Binder applied off the main thread")
            onMainThread(target, value)
        }
        apply = delivery.send
    }

    /// A binder running `binding` on `scheduler`.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        let weakTarget = WeakBox(target)
        apply = { value in
            _ = scheduler.schedule {
                guard let target = weakTarget.object else { return }
                binding(target, value)
            }
        }
    }

    @inlinable
    public func on(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            apply(value)
        case .error(let error):
            reportBindingError(error)
        case .completed:
            break
        }
    }

    /// This binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

/// A weak reference that may be captured by escaping closures.
@usableFromInline
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    /// Set once, in `init`; reading a weak reference is atomic in the runtime,
    /// so the per-read exclusivity check (about a tenth of a bound update's
    /// own cost) is switched off.
    @exclusivity(unchecked) @usableFromInline weak var object: Object?
    @inlinable init(_ object: Object) { self.object = object }
}
