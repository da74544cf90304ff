import ReactiveCore

/// One stage of an array pipeline, made for one subscription: it turns its
/// source's change events, and the values of its control input (a new
/// predicate, a new comparator, an element to refresh), into change events
/// of its output. Called serially, never concurrently (see `PipelineGate`).
protocol PipelineStage: AnyObject {
    associatedtype Input
    associatedtype Output
    associatedtype Control

    /// The output event for a source event, or `nil` when the output did not change.
    func receive(_ event: ArrayChangeEvent<Input>) throws -> ArrayChangeEvent<Output>?
    /// The output event for a control value, or `nil` when the output did not change.
    func apply(_ control: Control) -> ArrayChangeEvent<Output>?
    /// The subscription is over: ends what the stage holds (row models, watches).
    func finish()
}

/// What a stage's gate processes, in order.
enum PipelineStageInput<Input, Control> {
    case source(Event<ArrayChangeEvent<Input>>)
    case control(Event<Control>)
    /// A control value the stage sends itself (an element to refresh).
    case internalControl(Control)
    case dispose
}

/// Runs stages: each subscription gets a new stage behind a `PipelineGate`.
enum PipelineStageRunner {
    /// The output of the stages `makeStage` makes over `source`, with
    /// `controls` (when given) feeding `apply`. `makeStage` receives a
    /// function through which the stage may send itself control values.
    ///
    /// Completes when the source and `controls` have both completed; fails
    /// with the first error of either, or of the stage.
    static func observable<Stage: PipelineStage>(
        source: Observable<ArrayChangeEvent<Stage.Input>>,
        controls: Observable<Stage.Control>?,
        makeStage: @escaping (_ send: @escaping @Sendable (Stage.Control) -> Void) -> Stage
    ) -> Observable<ArrayChangeEvent<Stage.Output>> {
        Observable { observer, lifetime in
            let state = RunState()
            state.controlDone = controls == nil
            // The gate is created before the stage (the stage may send into
            // it); the box is filled right after.
            let gateBox = GateBox<PipelineGate<PipelineStageInput<Stage.Input, Stage.Control>>>()
            let stage = makeStage { control in gateBox.gate?.send(.internalControl(control)) }
            let gate = PipelineGate<PipelineStageInput<Stage.Input, Stage.Control>> { input in
                if case .dispose = input {
                    state.terminated = true
                    if !state.finished {
                        state.finished = true
                        stage.finish()
                    }
                    return
                }
                guard !state.terminated else { return }
                do {
                    switch input {
                    case .source(.next(let event)):
                        if let output = try stage.receive(event) { observer.on(.next(output)) }
                    case .control(.next(let control)), .internalControl(let control):
                        if let output = stage.apply(control) { observer.on(.next(output)) }
                    case .source(.error(let error)), .control(.error(let error)):
                        throw error
                    case .source(.completed):
                        state.sourceDone = true
                        if state.controlDone { complete(state, observer) }
                    case .control(.completed):
                        state.controlDone = true
                        if state.sourceDone { complete(state, observer) }
                    case .dispose:
                        break
                    }
                } catch {
                    state.terminated = true
                    observer.on(.error(error))
                }
            }
            gateBox.gate = gate
            var parts: [Disposable] = []
            if let controls {
                parts.append(controls.run(AnyObserver { gate.send(.control($0)) }, lifetime))
            }
            parts.append(source.run(AnyObserver { gate.send(.source($0)) }, lifetime))
            parts.append(Disposables.create { gate.send(.dispose) })
            return Disposables.create(parts)
        }
    }

    private static func complete<Output>(_ state: RunState, _ observer: AnyObserver<ArrayChangeEvent<Output>>) {
        state.terminated = true
        observer.on(.completed)
    }

    /// A subscription's progress; touched only inside its gate.
    private final class RunState: @unchecked Sendable {
        var sourceDone = false
        var controlDone = false
        /// No more events go downstream (completed, failed or disposed).
        var terminated = false
        /// The stage has ended what it holds (on disposal only: after a
        /// completion or an error the rows it made stay until then).
        var finished = false
    }

    /// Lets a stage made before its gate send into it.
    private final class GateBox<Gate: AnyObject>: @unchecked Sendable {
        weak var gate: Gate?
    }
}
