import ReactiveCore

/// A view model's answer to "the user wants X": work that can run, with
/// whether it may run now, whether it is running, its results and its
/// errors — what a Save button, a Save menu item and Ctrl+S all share.
///
/// <!-- snippet: doc-Command -->
/// ```swift
/// @MainActor final class ProfileViewModel {
///     @Mutable var name = ""
///     @Bindable private(set) var isValid = false
///     @LateInit var save: Command<Void, Void>
///     private let store: ProfileStore
///
///     init(store: ProfileStore) {
///         self.store = store
///         save = Command(enabledIf: $isValid) { [unowned self] in
///             try await self.store.save(self.name)   // an `async` service; runs on the main actor
///         }
///     }
/// }
/// ```
///
/// In the window's `binding { }` block:
///
/// <!-- snippet: doc-Command-window -->
/// ```swift
/// viewModel.save => saveButton.rx.command            // insensitive while it cannot run
/// viewModel.save.isExecuting => spinner.rx.isAnimating
/// viewModel.save.errors => { [weak self] error in self?.show(error) }
/// ```
///
/// A command whose work calls the view model is set in the initialiser,
/// through ``LateInit`` (a `lazy var` of a `@MainActor` class is refused by
/// Swift 6.3 there, see ``LateInit``); one that does not can be a plain `let`.
/// `CommandDocumentationExampleTests` compiles and runs this example.
///
/// The work is a synchronous closure, an `Observable` factory or an `async`
/// closure (run on the main actor, like `Task { }` in view code). The
/// initialisers for the two closures have the same labels: Swift picks the
/// synchronous one when the closure contains no `await` (it then runs at once
/// on the caller's thread), the `async` one when it awaits; ``observable(name:enabledIf:policy:_:)``
/// makes the third kind. A command:
/// - exposes ``canExecute`` (its condition, and not already running under the
///   default policy) and ``isExecuting`` as `Driver`s, ``values`` and
///   ``errors`` as `Signal`s; it never fails as a stream;
/// - refuses, switches or queues an execution that arrives while one runs
///   (``CommandExecutionPolicy``);
/// - cancels a running execution with ``cancel()`` (an `async` work's `Task`
///   is cancelled, an observable's subscription disposed); ``isExecuting``
///   stays `true` until the cancelled work has really finished;
/// - sends an error nobody observes to ``CommandErrorHandler`` (logged by
///   default), never crashing.
///
/// A synchronous work finishes before anyone could see it run: its executions
/// do not change ``isExecuting`` or ``canExecute`` (no flicker), but a
/// re-entrant execution from inside the work still follows the policy.
///
/// Thread-safe: a command may be executed from any thread; its Drivers and
/// Signals deliver on the main thread.
public final class Command<Input, Output>: @unchecked Sendable {
    /// The kinds of work a command runs.
    enum Work {
        case synchronous((Input) throws -> Output)
        case observable((Input) -> Observable<Output>)
        case task(@MainActor (Input) async throws -> Output)
    }

    /// The work when it is a synchronous closure (the inlinable fast path of ``trigger(_:)``).
    @usableFromInline let synchronousBody: ((Input) throws -> Output)?
    /// Whether the work is a synchronous closure.
    var isSynchronous: Bool { synchronousBody != nil }

    /// A name for diagnostics (the unhandled-error handler's messages).
    public let name: String?
    /// What an execution arriving while another runs does.
    public let policy: CommandExecutionPolicy

    let work: Work
    @usableFromInline let lock = Lock()
    /// Guarded by `lock`.
    @usableFromInline var gate: CommandGate
    /// Executions that have started and not finished, by id. Guarded by `lock`.
    var runs: [UInt64: CommandRun<Output>] = [:]
    /// Executions waiting their turn (``CommandExecutionPolicy/queue``). Guarded by `lock`.
    var queue: [QueuedExecution<Input, Output>] = []
    /// The last execution id given. Guarded by `lock`.
    var lastID: UInt64 = 0
    let publisher = CommandStatePublisher()
    @usableFromInline let valuesRelay = PublishRelay<Output>()
    let errorsSubject = PublishSubject<any Error>()
    private let conditionSubscription = SingleAssignmentDisposable()

    private init(name: String?, policy: CommandExecutionPolicy, condition: Observable<Bool>?, work: Work) {
        self.name = name
        self.policy = policy
        self.work = work
        if case .synchronous(let body) = work { synchronousBody = body } else { synchronousBody = nil }
        gate = CommandGate(condition: condition == nil)
        publisher.publish(canExecute: gate.canExecute(policy: policy), isExecuting: false)
        if let condition {
            conditionSubscription.setDisposable(condition.subscribe(onNext: { [weak self] allowed in
                self?.conditionChanged(allowed)
            }))
        }
    }

    deinit {
        conditionSubscription.dispose()
    }

    // MARK: Outputs

    /// Whether an execution would start now: the condition holds and, under
    /// ``CommandExecutionPolicy/refuseWhileExecuting``, nothing runs. Replays
    /// the current value; delivers changes only (no flicker) on the main thread.
    public var canExecute: Driver<Bool> { publisher.canExecute.asDriver() }

    /// Whether an execution (of an `async` or observable work) is running,
    /// including a cancelled one that has not finished yet.
    public var isExecuting: Driver<Bool> { publisher.isExecuting.asDriver() }

    /// Every value the command's executions produce, on the main thread.
    public var values: Signal<Output> { valuesRelay.asSignal() }

    /// Every error the command's work reports, on the main thread. While this
    /// has a subscriber, errors are not given to ``CommandErrorHandler``.
    public var errors: Signal<any Error> { Signal(unchecked: errorsSubject.asObservable().observeOnMain()) }

    /// The current value of ``canExecute``, read without subscribing.
    public var canExecuteNow: Bool { lock.withLock { gate.canExecute(policy: policy) } }

    /// The current value of ``isExecuting``, read without subscribing.
    public var isExecutingNow: Bool { lock.withLock { gate.runCount > 0 } }

    /// A description for messages: the name, or the type.
    var diagnosticName: String { name ?? "\(Command.self)" }

    func conditionChanged(_ allowed: Bool) {
        let changed = lock.withLock { () -> Bool in
            guard gate.condition != allowed else { return false }
            gate.condition = allowed
            return true
        }
        if changed { publishState() }
    }

    /// Sends the current `canExecute` and `isExecuting` (when they changed).
    func publishState() {
        publisher.update { [self] in
            lock.withLock { (gate.canExecute(policy: policy), gate.runCount > 0) }
        }
    }
}

// MARK: Creating commands

extension Command {
    /// A command running a synchronous closure: each execution runs
    /// `execute` at once, on the caller's thread, and finishes before
    /// ``execute(_:)`` returns.
    ///
    /// Swift picks this initialiser for a trailing closure without `await`,
    /// and the `async` one of the same labels for a closure that awaits: `Command { [unowned self] in self.addTask() }`
    /// is synchronous, `Command { try await store.save() }` is not.
    public convenience init(
        name: String? = nil,
        policy: CommandExecutionPolicy = .refuseWhileExecuting,
        execute: @escaping (Input) throws -> Output
    ) {
        self.init(name: name, policy: policy, condition: nil, work: .synchronous(execute))
    }

    /// A command running a synchronous closure while `condition`'s latest
    /// value is `true`. Swift picks it for a trailing closure without `await`
    /// (`Command(enabledIf: $canAdd) { [unowned self] in self.addTask() }`);
    /// a closure that awaits makes the `async` command instead.
    public convenience init<Condition: ObservableConvertibleType>(
        name: String? = nil,
        enabledIf condition: Condition,
        policy: CommandExecutionPolicy = .refuseWhileExecuting,
        execute: @escaping (Input) throws -> Output
    ) where Condition.Element == Bool {
        self.init(name: name, policy: policy, condition: condition.asObservable(), work: .synchronous(execute))
    }

    /// A command running an `async` closure on the main actor, each execution
    /// in its own `Task` (cancelled by ``cancel()``). Swift picks it for a
    /// trailing closure that contains `await`; without one, the closure makes
    /// the synchronous command.
    public convenience init(
        name: String? = nil,
        policy: CommandExecutionPolicy = .refuseWhileExecuting,
        execute: @escaping @MainActor (Input) async throws -> Output
    ) {
        self.init(name: name, policy: policy, condition: nil, work: .task(execute))
    }

    /// An `async` command running while `condition`'s latest value is `true`:
    /// each execution runs `execute` on the main actor in its own `Task`.
    /// Swift picks it for a trailing closure that contains `await`; without
    /// one, the closure makes the synchronous command.
    public convenience init<Condition: ObservableConvertibleType>(
        name: String? = nil,
        enabledIf condition: Condition,
        policy: CommandExecutionPolicy = .refuseWhileExecuting,
        execute: @escaping @MainActor (Input) async throws -> Output
    ) where Condition.Element == Bool {
        self.init(name: name, policy: policy, condition: condition.asObservable(), work: .task(execute))
    }

    /// A command whose executions are the observables `factory` returns (each
    /// subscribed once; its values go to ``values``, its error to ``errors``),
    /// running while `condition`'s latest value is `true` when one is given.
    ///
    /// A static function rather than an initialiser, so that a trailing
    /// closure `Command { … }` always means a synchronous or `async` closure.
    public static func observable(
        name: String? = nil,
        enabledIf condition: Observable<Bool>? = nil,
        policy: CommandExecutionPolicy = .refuseWhileExecuting,
        _ factory: @escaping (Input) -> Observable<Output>
    ) -> Command {
        Command(name: name, policy: policy, condition: condition, work: .observable(factory))
    }
}
