import ReactiveCore

/// Starting, finishing and cancelling executions.
extension Command {
    /// What `start` decided under the lock.
    private enum Decision {
        case refuse(CommandError)
        case queued
        case runSynchronously
        case run(UInt64, CommandRun<Output>, stopping: [() -> Void])
    }

    /// Executes the command with `input` (on the calling thread; an `async`
    /// work runs on the main actor). The returned observable replays the
    /// execution's values and its end: completed, the work's error, a
    /// ``CommandError`` when the command refused, or completed without a value
    /// when the execution was cancelled. Subscribing is not needed for the
    /// execution to run.
    @discardableResult
    public func execute(_ input: Input) -> Observable<Output> {
        let outcome = ReplaySubject<Output>.createUnbounded()
        start(input, reply: CommandReply { event in
            switch event {
            case .value(let value): outcome.onNext(value)
            case .completed, .cancelled: outcome.onCompleted()
            case .refused(let error): outcome.onError(error)
            case .failed(let error):
                let handled = outcome.hasObservers
                outcome.onError(error)
                return handled
            }
            return true
        })
        return outcome.asObservable()
    }

    /// Executes the command with `input` and returns its last value.
    ///
    /// Throws the work's error, a ``CommandError`` when the command refused
    /// (or an observable work completed without a value), or
    /// `CancellationError` when the execution was cancelled, by ``cancel()``
    /// or because the calling task was. The error also goes to ``errors``,
    /// but never to ``CommandErrorHandler``: the caller handles it.
    public func perform(_ input: Input) async throws -> Output {
        let waiter = CommandWaiter<Output>()
        let reply = CommandReply<Output> { event in
            waiter.receive(event)
            return true
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.install(continuation)
                // A task cancelled before it got here does not start the work.
                if Task.isCancelled {
                    waiter.receive(.cancelled)
                } else {
                    start(input, reply: reply)
                }
            }
        } onCancel: { [weak self] in
            self?.cancel(reply: reply)
        }
    }

    /// Cancels the running executions and drops the queued ones. A `Task`
    /// work is cancelled and counts as running (``isExecuting`` stays `true`)
    /// until it returns; an observable work's subscription is disposed at once.
    /// A cancelled execution sends no value and no error.
    public func cancel() {
        let (stops, dropped) = lock.withLock { () -> ([() -> Void], [QueuedExecution<Input, Output>]) in
            let stops = runs.values.compactMap { markCancelled($0) }
            let dropped = queue
            queue.removeAll()
            gate.queued = 0
            return (stops, dropped)
        }
        for stop in stops { stop() }
        for queued in dropped { _ = queued.reply?.handle(.cancelled) }
    }

    /// A disposable that cancels the command's executions when disposed: put
    /// it in a window's `binding { }` block to cancel when the window goes away.
    public func cancelOnDispose() -> Disposable {
        Disposables.create { [weak self] in self?.cancel() }
    }

    /// Cancels only the execution that reports to `reply` (an awaiting task was cancelled).
    func cancel(reply: CommandReply<Output>) {
        let (stop, dropped) = lock.withLock { () -> ((() -> Void)?, QueuedExecution<Input, Output>?) in
            if let index = queue.firstIndex(where: { $0.reply === reply }) {
                gate.queued -= 1
                return (nil, queue.remove(at: index))
            }
            guard let run = runs.values.first(where: { $0.reply === reply }) else { return (nil, nil) }
            return (markCancelled(run), nil)
        }
        stop?()
        _ = dropped?.reply?.handle(.cancelled)
    }

    /// Marks `run` cancelled (under the lock) and returns what stops it.
    private func markCancelled(_ run: CommandRun<Output>) -> (() -> Void)? {
        guard !run.isCancelled else { return nil }
        run.isCancelled = true
        return run.stop
    }

    /// Starts an execution, or refuses or queues it per the policy.
    func start(_ input: Input, reply: CommandReply<Output>?) {
        let decision = lock.withLock { () -> Decision in
            guard gate.condition else { return .refuse(.disabled) }
            var stopping: [() -> Void] = []
            if gate.isBusy {
                switch policy {
                case .refuseWhileExecuting:
                    return .refuse(.alreadyExecuting)
                case .queue:
                    queue.append(QueuedExecution(input: input, reply: reply))
                    gate.queued += 1
                    return .queued
                case .switchToLatest:
                    stopping = runs.values.compactMap { markCancelled($0) }
                }
            }
            if isSynchronous {
                gate.synchronousDepth += 1
                return .runSynchronously
            }
            lastID &+= 1
            let run = CommandRun(finishesWhenStopped: { if case .observable = work { return true }; return false }(), reply: reply)
            runs[lastID] = run
            gate.runCount += 1
            return .run(lastID, run, stopping: stopping)
        }
        switch decision {
        case .refuse(let error):
            _ = reply?.handle(.refused(error))
        case .queued:
            break
        case .runSynchronously:
            runSynchronously(input, reply: reply)
        case .run(let id, let run, let stopping):
            for stop in stopping { stop() }
            publishState()
            launch(id, run, input)
        }
    }

    /// Runs a synchronous work inline; publishes no state (see the type's notes).
    private func runSynchronously(_ input: Input, reply: CommandReply<Output>?) {
        guard case .synchronous(let body) = work else { return }
        do {
            let value = try body(input)
            valuesRelay.accept(value)
            if let reply {
                _ = reply.handle(.value(value))
                _ = reply.handle(.completed)
            }
        } catch {
            report(error, reply: reply)
        }
        let hasQueued = lock.withLock { () -> Bool in
            gate.synchronousDepth -= 1
            return gate.queued > 0
        }
        if hasQueued { startNextQueued() }
    }

    /// Starts an `async` or observable execution that is registered as `id`.
    private func launch(_ id: UInt64, _ run: CommandRun<Output>, _ input: Input) {
        switch work {
        case .synchronous:
            break
        case .observable(let factory):
            launchObservable(id, run, factory(input))
        case .task(let body):
            launchTask(id, run, body, input)
        }
    }

    private func launchObservable(_ id: UInt64, _ run: CommandRun<Output>, _ source: Observable<Output>) {
        let subscription = SingleAssignmentDisposable()
        let registered = lock.withLock { () -> Bool in
            run.stop = { [weak self] in
                subscription.dispose()
                self?.finish(id, with: .cancelled)
            }
            return !run.isCancelled
        }
        guard registered else {
            finish(id, with: .cancelled)
            return
        }
        subscription.setDisposable(source.subscribe { [weak self] event in
            guard let self else { return }
            switch event {
            case .next(let value):
                guard !self.isCancelled(run) else { return }
                self.valuesRelay.accept(value)
                _ = run.reply?.handle(.value(value))
            case .error(let error):
                self.finish(id, with: .failed(error))
            case .completed:
                self.finish(id, with: .completed)
            }
        })
    }

    private func launchTask(
        _ id: UInt64,
        _ run: CommandRun<Output>,
        _ body: @escaping @MainActor (Input) async throws -> Output,
        _ input: Input
    ) {
        let parts = UncheckedSendable((body, input, self))
        let task = Task { @MainActor in
            let (body, input, command) = parts.value
            let ending: CommandOutcome<Output>
            do {
                let value = try await body(input)
                if command.isCancelled(run) {
                    ending = .cancelled
                } else {
                    command.valuesRelay.accept(value)
                    _ = run.reply?.handle(.value(value))
                    ending = .completed
                }
            } catch {
                ending = command.isCancelled(run) || error is CancellationError ? .cancelled : .failed(error)
            }
            command.finish(id, with: ending)
        }
        let cancelNow = lock.withLock { () -> Bool in
            run.stop = { task.cancel() }
            return run.isCancelled
        }
        if cancelNow { task.cancel() }
    }

    private func isCancelled(_ run: CommandRun<Output>) -> Bool {
        lock.withLock { run.isCancelled }
    }

    /// Ends execution `id` (once), reports its outcome and starts the next queued one.
    private func finish(_ id: UInt64, with outcome: CommandOutcome<Output>) {
        let (run, next) = lock.withLock { () -> (CommandRun<Output>?, QueuedExecution<Input, Output>?) in
            guard let run = runs.removeValue(forKey: id) else { return (nil, nil) }
            gate.runCount -= 1
            return (run, dequeueIfIdle())
        }
        guard let run else { return }
        switch outcome {
        case .failed(let error):
            report(error, reply: run.reply)
        case .value, .refused, .completed, .cancelled:
            _ = run.reply?.handle(outcome)
        }
        // The next queued execution starts first, so `isExecuting` does not
        // blink false between two queued executions; one refused (the
        // condition turned false) lets the following ones have their turn.
        if let next {
            start(next.input, reply: next.reply)
            startNextQueued()
        }
        publishState()
    }

    /// Starts an execution nobody watches (the general path of ``trigger(_:)``).
    @usableFromInline
    func startUnobserved(_ input: Input) {
        start(input, reply: nil)
    }

    /// Reports a synchronous work's error (the fast path of ``trigger(_:)``).
    @usableFromInline
    func reportFailure(_ error: any Error) {
        report(error, reply: nil)
    }

    /// Starts queued executions while nothing runs: the next one, and after
    /// a refused one (its condition turned false) the one after it.
    @usableFromInline
    func startNextQueued() {
        while let next = lock.withLock({ dequeueIfIdle() }) {
            start(next.input, reply: next.reply)
        }
    }

    /// The next queued execution when nothing runs (under the lock).
    private func dequeueIfIdle() -> QueuedExecution<Input, Output>? {
        guard !gate.isBusy, !queue.isEmpty else { return nil }
        gate.queued -= 1
        return queue.removeFirst()
    }

    /// Sends a work's error to ``errors``, to the caller, and to the
    /// unhandled-error handler when neither took care of it.
    private func report(_ error: any Error, reply: CommandReply<Output>?) {
        let observed = errorsSubject.hasObservers
        errorsSubject.onNext(error)
        let handledByCaller = reply?.handle(.failed(error)) ?? false
        if !observed && !handledByCaller {
            CommandErrorHandler.report(error, command: diagnosticName)
        }
    }
}
