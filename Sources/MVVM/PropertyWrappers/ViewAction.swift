import ReactiveCore

/// A view-model action that the view performs: show an alert, close a window.
///
/// <!-- snippet: doc-ViewAction -->
/// ```swift
/// @ViewAction var showError: (String) -> Void   // in the view model
/// func save() { showError("Could not save") }
/// ```
///
/// <!-- snippet: doc-ViewAction-view -->
/// ```swift
/// viewModel.$showError => { message in print(message) }   // in the view's binding { } block
/// ```
///
/// Calling the wrapped function sends its argument; the projected value is a
/// `Signal`, so a view sees only calls made while it is subscribed. Calls may
/// come from any thread; they reach the view on the main thread.
@propertyWrapper
public struct ViewAction<Value>: @unchecked Sendable {
    private let relay: PublishRelay<Value>
    private let signal: Signal<Value>

    /// A new action.
    public init() {
        relay = PublishRelay()
        signal = relay.asSignal()
    }

    /// The function that triggers the action.
    public var wrappedValue: (Value) -> Void {
        { [relay] value in relay.accept(value) }
    }

    /// The action's calls as a `Signal`.
    public var projectedValue: Signal<Value> { signal }
}

extension ViewAction {
    /// An action without argument: `@ViewAction.NoParam var dismiss: () -> Void`.
    ///
    /// Declared in an unconstrained extension with `init() where Value == Void`
    /// and a wrapped type spelled `() -> Value`, so the compiler infers
    /// `ViewAction`'s parameter from the declaration and no generic argument is
    /// written.
    @propertyWrapper
    public struct NoParam: @unchecked Sendable {
        private let fire: () -> Value
        private let signal: Signal<Value>

        /// A new action.
        public init() where Value == Void {
            let relay = PublishRelay<Void>()
            fire = { relay.accept(()) }
            signal = relay.asSignal()
        }

        /// The function that triggers the action.
        public var wrappedValue: () -> Value { fire }

        /// The action's calls as a `Signal<Void>`.
        public var projectedValue: Signal<Value> { signal }
    }
}
