// Bridges between observables and Swift concurrency's `AsyncSequence`.

extension ObservableType {
    /// An observable of the elements of `sequence`.
    ///
    /// Each subscription iterates the sequence in a new `Task` (off the main
    /// thread: add `observe(on: MainScheduler.instance)` to deliver on it).
    /// The end of the iteration completes the observable, an error thrown by the
    /// sequence fails it, and disposing the subscription cancels the task.
    public static func from<Sequence: AsyncSequence>(_ sequence: Sequence) -> Observable<Element>
        where Sequence.Element == Element {
        Observable(sequence)
    }
}

extension Observable {
    /// An observable of the elements of `sequence`; see `Observable.from(_:)`.
    public convenience init<Sequence: AsyncSequence>(_ sequence: Sequence) where Sequence.Element == Element {
        self.init { observer, lifetime in
            // The iteration is built here, where the sequence's types are known,
            // and handed to the task whole: each subscription makes its own
            // iterator and only that task touches it.
            let iterate = UncheckedSendable({ () async in
                do {
                    for try await element in sequence {
                        if lifetime.isDisposed { return }
                        observer.on(.next(element))
                    }
                    if !lifetime.isDisposed { observer.on(.completed) }
                } catch {
                    // A cancellation we caused is not a failure of the sequence.
                    if !lifetime.isDisposed { observer.on(.error(error)) }
                }
            })
            let task = Task { await iterate.value() }
            return Disposables.create { task.cancel() }
        }
    }
}

extension AsyncSequence {
    /// This sequence as an observable; see `Observable.from(_:)`.
    public func asObservable() -> Observable<Element> {
        Observable(self)
    }
}

extension ObservableType where Element: Sendable {
    /// The values of this sequence as an `AsyncThrowingStream`: one subscription
    /// per `values` call, made at once; the stream finishes when the sequence
    /// completes and throws its error when it fails.
    ///
    /// When the consumer stops iterating (breaks out of its loop, or its task is
    /// cancelled) the subscription is disposed. Values are buffered until read.
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = subscribe(AnyObserver { event in
                switch event {
                case .next(let value): continuation.yield(value)
                case .error(let error): continuation.finish(throwing: error)
                case .completed: continuation.finish()
                }
            })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

extension ObservableType where Element: Sendable {
    /// The values as an `AsyncStream` that finishes at the sequence's end, for
    /// sequences that cannot fail (Driver, Signal, Infallible): one
    /// subscription per call, disposed when the consumer stops iterating.
    package func infallibleValues() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(AnyObserver { event in
                switch event {
                case .next(let value): continuation.yield(value)
                case .error, .completed: continuation.finish()
                }
            })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
