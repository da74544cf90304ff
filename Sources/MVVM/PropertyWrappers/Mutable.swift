import ReactiveCore

/// A view-model input and output: state both sides read and write (text
/// fields, switches).
///
/// The projected value (`$name`) is the `BehaviorRelay` itself; bind it two
/// ways with `viewModel.$name <=> entry.rx.text ?? ""`. The wrapped value and
/// the relay are the same cell; reads and writes are thread-safe.
@propertyWrapper
public struct Mutable<Value>: ObserverType, @unchecked Sendable {
    /// The cell holding the value.
    public let relay: BehaviorRelay<Value>

    /// A value starting with `wrappedValue`.
    @inlinable
    public init(wrappedValue: Value) {
        relay = BehaviorRelay(value: wrappedValue)
    }

    /// The current value. Setting it notifies every binding.
    @inlinable
    public var wrappedValue: Value {
        get { relay.value }
        nonmutating set { relay.accept(newValue) }
    }

    /// The relay, for two-way binding.
    public var projectedValue: BehaviorRelay<Value> { relay }

    /// Makes `.next` values current; terminal events are ignored.
    public func on(_ event: Event<Value>) {
        if case .next(let value) = event { relay.accept(value) }
    }
}
