import ReactiveCore

/// A view-model output: state the view reads but does not write.
///
/// <!-- snippet: doc-Bindable -->
/// ```swift
/// @Bindable private(set) var isLoading = false   // in the view model
/// ```
///
/// <!-- snippet: doc-Bindable-view -->
/// ```swift
/// viewModel.$isLoading => spinner.rx.isAnimating   // in the view's binding { } block
/// ```
///
/// The projected value (`$isLoading`) is a `Driver`: it replays the current
/// value on subscribe and delivers every later write on the main thread.
/// Reads and writes of the wrapped value are thread-safe; writes from any
/// thread reach the view in order.
///
/// Inside the view model, bind an observable into the output through the
/// wrapper's storage, which is private to the type:
/// `Observable.combineLatest($name, $email).map(isValid).bind(to: _isSaveEnabled)`.
@propertyWrapper
public struct Bindable<Value>: ObserverType, @unchecked Sendable {
    /// The cell holding the value.
    public let relay: BehaviorRelay<Value>
    @usableFromInline let driver: Driver<Value>

    /// An output starting with `wrappedValue`.
    @inlinable
    public init(wrappedValue: Value) {
        relay = BehaviorRelay(value: wrappedValue)
        driver = relay.asDriver()
    }

    /// The current value. Setting it notifies the view.
    @inlinable
    public var wrappedValue: Value {
        get { relay.value }
        nonmutating set { relay.accept(newValue) }
    }

    /// The value as a `Driver`, for binding into views.
    @inlinable
    public var projectedValue: Driver<Value> { driver }

    /// Makes `.next` values current (so `bind(to: _output)` works); terminal events are ignored.
    public func on(_ event: Event<Value>) {
        if case .next(let value) = event { relay.accept(value) }
    }
}
