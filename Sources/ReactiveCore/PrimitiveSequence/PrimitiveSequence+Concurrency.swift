import Synchronization

// Bridges between the primitive traits and Swift concurrency, as RxSwift has
// them: `try await single.value`, and a `Single` made from an `async` closure.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` running `work` in a new `Task` per subscription (detached if
    /// `detached`); its result or thrown error is the `Single`'s. Disposing the
    /// subscription cancels the task.
    ///
    /// <!-- snippet: doc-PrimitiveSequence-Concurrency -->
    /// ```swift
    /// let profile = Single.create { try await api.profile() }
    /// ```
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        create { single in
            let report = UncheckedSendable(single)
            let operation: @Sendable () async -> Void = {
                let result: SingleEvent<Element>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                report.value(result)
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The value, awaited: subscribes, and returns the value or throws the
    /// error. Cancelling the awaiting task disposes the subscription and
    /// throws `CancellationError`.
    public var value: Element {
        get async throws {
            guard let value = try await firstResult(of: primitiveSequence.source) else {
                throw RxError.noElements
            }
            return value
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The value, or `nil` if the `Maybe` completes without one, awaited
    /// (see `Single.value`).
    public var value: Element? {
        get async throws { try await firstResult(of: primitiveSequence.source) }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits completion; throws the `Completable`'s error (see `Single.value`).
    public var value: Void {
        get async throws { _ = try await firstResult(of: primitiveSequence.source) }
    }
}

/// Subscribes to `source` and awaits its first event: a value, `nil` for a
/// completion without one, or the thrown error; `CancellationError` when the
/// awaiting task is cancelled (the subscription is then disposed).
func firstResult<Element>(of source: Observable<Element>) async throws -> Element? {
    let subscription = SingleAssignmentDisposable()
    let outcome = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedSendable<Element?>, any Error>) in
            let once = ResumeOnce(continuation)
            let sink = SubscriptionSink<Element>()
            sink.startFirstEvent(source, onDisposed: { once.resume(throwing: CancellationError()) }) { event in
                switch event {
                case .next(let value): once.resume(returning: UncheckedSendable(value))
                case .error(let error): once.resume(throwing: error)
                case .completed: once.resume(returning: UncheckedSendable(nil))
                }
            }
            subscription.setDisposable(sink)
        }
    } onCancel: {
        subscription.dispose()
    }
    return outcome.value
}

/// A continuation resumed by whichever comes first; later calls do nothing.
private final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: CheckedContinuation<Value, any Error>
    private let resumed = Atomic<Bool>(false)

    init(_ continuation: CheckedContinuation<Value, any Error>) { self.continuation = continuation }

    func resume(returning value: Value) {
        if resumed.exchange(true, ordering: .acquiringAndReleasing) { return }
        continuation.resume(returning: value)
    }

    func resume(throwing error: any Error) {
        if resumed.exchange(true, ordering: .acquiringAndReleasing) { return }
        continuation.resume(throwing: error)
    }
}
