// Error handling that restarts: retry(when:) resubscribes when a trigger
// derived from the errors says so; catch(sequence:) moves on to the next
// source of a sequence. Both restart in a loop, not by recursion, so sources
// that fail synchronously do not grow the stack.

extension ObservableType {
    /// Resubscribes after a failure when the sequence `notificationHandler`
    /// builds from the errors sends a value.
    ///
    /// `notificationHandler` is called once per subscription with the errors
    /// as they occur. After an error the result waits for the trigger: a value
    /// resubscribes, completion completes the result, an error fails it with
    /// that error. A trigger that ends while no error is pending decides how
    /// the next error ends the result. Trigger values while no error is
    /// pending are ignored. An error of another type than `Failure` fails the
    /// result at once.
    ///
    /// <!-- snippet: doc-RetryWhen -->
    /// ```swift
    /// request.retry(when: { errors in
    ///     errors.enumerated().flatMap { attempt, error -> Observable<Int> in
    ///         attempt < 3 ? .timer(.seconds(1 << attempt), scheduler: scheduler) : .error(error)
    ///     }
    /// })
    /// ```
    public func retry<Trigger: ObservableConvertibleType, Failure: Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retryWhen(notificationHandler)
    }

    /// Resubscribes after a failure when the sequence `notificationHandler`
    /// builds from the errors sends a value (see `retry(when:)` with a typed error).
    public func retry<Trigger: ObservableConvertibleType>(
        when notificationHandler: @escaping (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        retryWhen(notificationHandler)
    }

    private func retryWhen<Trigger: ObservableConvertibleType, Failure: Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let errors = PublishSubject<Failure>()
            let sink = RetryWhenSink<Element, Failure>(source: source, observer: observer, lifetime: lifetime, errors: errors)
            sink.start(trigger: notificationHandler(errors.asObservable()).asObservable())
            return sink
        }
    }

    /// The values of each of `sources` in turn, moving to the next one when
    /// one fails; completes when one completes. When the last one fails, its
    /// error fails the result; an empty `sequence` completes at once. The
    /// sequence is read lazily.
    public static func `catch`<Sources: Sequence>(sequence sources: Sources) -> Observable<Element>
        where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable { observer, lifetime in
            let sink = CatchSequenceSink(
                sources: AnyIterator(sources.lazy.map { $0.asObservable() }.makeIterator()),
                observer: observer, lifetime: lifetime
            )
            sink.advance()
            return sink.current
        }
    }
}

/// One `retry(when:)` subscription.
private final class RetryWhenSink<Element, Failure: Error>: Disposable, @unchecked Sendable {
    private let source: Observable<Element>
    private let observer: AnyObserver<Element>
    private let lifetime: any Cancelable
    private let errors: PublishSubject<Failure>
    private let current = SerialDisposable()
    private let trigger: ChildLifetime
    private let restarts = RestartLoop()
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var attempt: UInt64 = 0
    private var waiting = false
    /// How the trigger ended while no error was pending: `.completed` or `.error`.
    private var triggerEnd: Event<Element>?
    private var stopped = false

    init(source: Observable<Element>, observer: AnyObserver<Element>, lifetime: any Cancelable, errors: PublishSubject<Failure>) {
        self.source = source
        self.observer = observer
        self.lifetime = lifetime
        self.errors = errors
        trigger = ChildLifetime(parent: lifetime)
    }

    func start<Trigger>(trigger triggerSource: Observable<Trigger>) {
        trigger.attach(triggerSource.run(AnyObserver { self.onTrigger($0) }, trigger))
        resubscribe()
    }

    private func resubscribe() {
        restarts.request {
            let next = lock.withLock { _ -> UInt64? in
                if stopped || lifetime.isDisposed { return nil }
                attempt &+= 1
                return attempt
            }
            guard let next else { return }
            source.runChild(AnyObserver { self.onSource($0, next) }, parent: lifetime, in: current)
        }
    }

    private func onSource(_ event: Event<Element>, _ sourceAttempt: UInt64) {
        let failure = lock.withLock { _ -> Failure? in
            if stopped || sourceAttempt != attempt { return nil }
            switch event {
            case .next:
                observer.on(event)
                return nil
            case .completed:
                stop(.completed)
                return nil
            case .error(let error):
                guard let failure = error as? Failure else {
                    stop(.error(error))
                    return nil
                }
                if let triggerEnd {
                    stop(triggerEnd)
                    return nil
                }
                // Released before `waiting` is set: a trigger value on another
                // thread may resubscribe as soon as it is.
                current.disposable = Disposables.create()
                waiting = true
                return failure
            }
        }
        guard let failure else { return }
        errors.onNext(failure)
    }

    private func onTrigger<Trigger>(_ event: Event<Trigger>) {
        let retries = lock.withLock { _ -> Bool in
            if stopped { return false }
            switch event {
            case .next:
                guard waiting else { return false }
                waiting = false
                return true
            case .error(let error):
                if waiting { stop(.error(error)) } else { triggerEnd = .error(error) }
            case .completed:
                if waiting { stop(.completed) } else { triggerEnd = .completed }
            }
            return false
        }
        if retries { resubscribe() }
    }

    /// Sends the terminal `event` and releases everything. Call with `lock` held.
    private func stop(_ event: Event<Element>) {
        stopped = true
        observer.on(event)
        dispose()
    }

    func dispose() {
        lock.withLock { _ in stopped = true }
        current.dispose()
        trigger.dispose()
    }
}

/// One `catch(sequence:)` subscription.
private final class CatchSequenceSink<Element>: @unchecked Sendable {
    let current = SerialDisposable()
    private let observer: AnyObserver<Element>
    private let lifetime: any Cancelable
    private let restarts = RestartLoop()
    private let lock = Lock()
    // Guarded by `lock`.
    private var sources: AnyIterator<Observable<Element>>
    private var lastError: (any Error)?
    private var attempt: UInt64 = 0

    init(sources: AnyIterator<Observable<Element>>, observer: AnyObserver<Element>, lifetime: any Cancelable) {
        self.sources = sources
        self.observer = observer
        self.lifetime = lifetime
    }

    /// Subscribes the next source, or ends with the last error (or completion).
    func advance() {
        restarts.request {
            if lifetime.isDisposed { return }
            let (next, number, error) = lock.withLock { () -> (Observable<Element>?, UInt64, (any Error)?) in
                attempt &+= 1
                return (sources.next(), attempt, lastError)
            }
            guard let next else {
                current.dispose()
                observer.on(error.map { .error($0) } ?? .completed)
                return
            }
            next.runChild(AnyObserver { self.onSource($0, number) }, parent: lifetime, in: current)
        }
    }

    private func onSource(_ event: Event<Element>, _ number: UInt64) {
        let isCurrent = lock.withLock { number == attempt }
        guard isCurrent else { return }
        if case .error(let error) = event {
            lock.withLock { lastError = error }
            advance()
        } else {
            observer.on(event)
        }
    }
}
