import ReactiveCore

extension Computed {
    /// The value as a `Driver`: the current value on subscribe, then every
    /// change, on the main thread. Bind it with `=>` like any Driver.
    public func asDriver() -> Driver<Value> {
        Driver(unchecked: asObservable().observeStateOnMain())
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// The Driver's changes as `(old, new)` pairs, on the main thread.
    public func changes() -> Driver<(old: Element, new: Element)> {
        Driver(sharing: source.changes())
    }
}
