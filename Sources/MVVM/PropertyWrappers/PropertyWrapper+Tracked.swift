import ReactiveCore

extension Bindable {
    /// The current value, recorded as a dependency of the `Computed` being
    /// evaluated on this thread: `Computed { _isLoading.tracked ? "…" : "" }`.
    public var tracked: Value { relay.tracked }
}

extension Mutable {
    /// The current value, recorded as a dependency of the `Computed` being
    /// evaluated on this thread: `Computed { _name.tracked.count }`.
    public var tracked: Value { relay.tracked }
}
