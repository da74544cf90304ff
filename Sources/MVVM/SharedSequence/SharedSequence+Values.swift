import ReactiveCore

extension SharedSequence where Element: Sendable {
    /// The values of this Driver or Signal as an `AsyncStream` (it cannot fail):
    /// one subscription per `values` call, made at once; the stream finishes
    /// when the sequence completes.
    ///
    /// When the consumer stops iterating (breaks out of its loop, or its task is
    /// cancelled) the subscription is disposed. Values are buffered until read.
    public var values: AsyncStream<Element> {
        asObservable().infallibleValues()
    }
}
