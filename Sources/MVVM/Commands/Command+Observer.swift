import ReactiveCore

/// A command as the receiving end of `=>` and `bind(to:)`.
extension Command: ObserverType {
    /// Executes the command with each `.next` value (refusals are ignored);
    /// terminal events are ignored: `entry.rx.activate.map { query } => viewModel.search`.
    public func on(_ event: Event<Input>) {
        if case .next(let input) = event { start(input, reply: nil) }
    }

    /// Executes the command without watching the outcome: the cheapest way
    /// in, used by the widget bindings. A refusal is ignored; an error goes to
    /// ``errors`` (or ``CommandErrorHandler``).
    ///
    /// Inlinable so that a synchronous command executed while nothing runs
    /// (a click) costs two lock round trips and the closure, specialised in
    /// the caller; every other case takes the general path.
    @inlinable
    public func trigger(_ input: Input) {
        guard let body = synchronousBody else {
            startUnobserved(input)
            return
        }
        lock.lock()
        guard gate.condition && !gate.isBusy else {
            lock.unlock()
            startUnobserved(input)
            return
        }
        gate.synchronousDepth += 1
        lock.unlock()
        do {
            valuesRelay.accept(try body(input))
        } catch {
            reportFailure(error)
        }
        lock.lock()
        gate.synchronousDepth -= 1
        let hasQueued = gate.queued > 0
        lock.unlock()
        if hasQueued { startNextQueued() }
    }
}

extension Command where Input == Void {
    /// Executes the command (see ``execute(_:)``).
    @discardableResult
    public func execute() -> Observable<Output> { execute(()) }

    /// Executes the command and returns its last value (see ``perform(_:)``).
    public func perform() async throws -> Output { try await perform(()) }

    /// Executes the command without watching the outcome (see ``trigger(_:)``).
    @inlinable
    public func trigger() { trigger(()) }
}
