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
    public func trigger(_ input: Input) {
        start(input, reply: nil)
    }
}

extension Command where Input == Void {
    /// Executes the command (see ``execute(_:)``).
    @discardableResult
    public func execute() -> Observable<Output> { execute(()) }

    /// Executes the command and returns its last value (see ``perform(_:)``).
    public func perform() async throws -> Output { try await perform(()) }

    /// Executes the command without watching the outcome (see ``trigger(_:)``).
    public func trigger() { trigger(()) }
}
