import ReactiveCore

/// One field of a form: a value source and the rules its value must satisfy.
///
/// Made by ``FormValidation/field(_:)-(Source)``. Rules are added with the chaining
/// methods and checked at once against the latest value, then on every
/// change:
///
/// <!-- snippet: doc-ValidatedField -->
/// ```swift
/// let email = form.field($email)
///     .rule("Enter your email address") { !$0.isEmpty }
///     .rule("Use an address like name@example.org", isPlausibleEmail)
///     .asyncRule(debounce: .milliseconds(400)) { [service] address in service.isTaken(address) }
/// ```
///
/// Several messages may apply at once (``ValidationState/messages``). Each
/// value after the first counts as an edit, as does ``markEdited()``;
/// ``markLeft()`` records a focus out. Thread-safe: values, rule results and
/// user events may arrive on any thread; ``state`` and ``displayedMessages``
/// deliver on the main thread (they are Drivers).
public final class ValidatedField<Value>: ValidationField, FormMember, @unchecked Sendable {
    private let policy: ValidationDisplayPolicy
    private let lock = Lock()
    /// Serialises publishing, so snapshots reach the relays in the order they were taken.
    private let publishing = RecursiveLock()
    private let stateRelay = BehaviorRelay(value: ValidationState.valid)
    private let displayedRelay = BehaviorRelay(value: [String]())
    private let disposeBag = DisposeBag()
    private let asyncRun = SerialDisposable()
    private weak var form: FormValidation?

    // Guarded by `lock`.
    private var value: Value?
    private var hasValue = false
    private var rules: [(Value) -> String?] = []
    private var ruleMessages: [String] = []
    private var observedMessages: [String?] = []
    private var conversionProblem: String?
    private var asyncCheck: AsyncCheck<Value>?
    private var asyncGeneration = 0
    private var asyncMessage: String?
    private var checking = false
    private var interacted = false
    private var submitAttempted = false

    init(source: Observable<Value>, policy: ValidationDisplayPolicy, form: FormValidation) {
        self.policy = policy
        self.form = form
        source.subscribe(onNext: { [weak self] value in self?.receive(value) })
            .disposed(by: disposeBag)
        asyncRun.disposed(by: disposeBag)
    }

    // MARK: Rules

    /// Adds a rule: `message` applies while `isValid` returns `false`.
    @discardableResult
    public func rule(_ message: String, _ isValid: @escaping (Value) -> Bool) -> ValidatedField {
        rule { isValid($0) ? nil : message }
    }

    /// Adds a rule that returns the problem with a value, or `nil` when it is acceptable.
    @discardableResult
    public func rule(_ problem: @escaping (Value) -> String?) -> ValidatedField {
        lock.withLock { rules.append(problem) }
        reevaluate()
        return self
    }

    /// Adds a rule fed by an observable, for rules across fields (the
    /// confirmation equals the password, the end date follows the start):
    /// `message` applies to this field while `valid`'s latest value is
    /// `false`. Until `valid` emits, the rule holds.
    ///
    /// <!-- snippet: doc-ValidatedField-2 -->
    /// ```swift
    /// let confirmField = form.field($confirm)
    ///     .rule("The passwords differ", valid: Observable.combineLatest($password, $confirm).map { $0 == $1 })
    /// ```
    @discardableResult
    public func rule<Source: ObservableConvertibleType>(_ message: String, valid: Source) -> ValidatedField
        where Source.Element == Bool {
        let index = lock.withLock { observedMessages.append(nil); return observedMessages.count - 1 }
        valid.asObservable().subscribe(onNext: { [weak self] isValid in
            self?.setObservedMessage(isValid ? nil : message, at: index)
        }).disposed(by: disposeBag)
        return self
    }

    /// Sets the field's asynchronous rule (one per field; a second call
    /// replaces the first). It runs when the synchronous rules accept the
    /// value, `debounce` after the last change (virtual time with a
    /// `TestScheduler`); ``ValidationState/isChecking`` is `true` from the
    /// change until the answer. A newer value cancels the pending pause or
    /// the running check (its subscription is disposed) and a stale answer is
    /// ignored. `check` answers with the problem or `nil` (its first value
    /// counts; completing without one means valid); a failing check becomes
    /// the message "Could not check this value: …".
    @discardableResult
    public func asyncRule(
        debounce: RxTimeInterval,
        scheduler: SchedulerType = MainScheduler.instance,
        _ check: @escaping (Value) -> Observable<String?>
    ) -> ValidatedField {
        lock.withLock { asyncCheck = AsyncCheck(debounce: debounce, scheduler: scheduler, check: check) }
        reevaluate()
        return self
    }

    /// Sets the field's asynchronous rule as a Swift `async` function, with
    /// the same debounce and cancellation as the observable form; cancelling
    /// a stale check cancels its `Task`.
    @discardableResult
    public func asyncRule(
        debounce: RxTimeInterval,
        scheduler: SchedulerType = MainScheduler.instance,
        _ check: @escaping @Sendable (Value) async -> String?
    ) -> ValidatedField where Value: Sendable {
        asyncRule(debounce: debounce, scheduler: scheduler) { (value: Value) -> Observable<String?> in
            Observable.create { observer in
                let task = Task {
                    let problem = await check(value)
                    if Task.isCancelled { return }
                    observer.onNext(problem)
                    observer.onCompleted()
                }
                return Disposables.create { task.cancel() }
            }
        }
    }

    // MARK: ValidationField

    /// Every problem with the current value, whether shown or not (main thread).
    public var state: Driver<ValidationState> { stateRelay.asDriver() }

    /// The problems to show now under the form's display policy (main thread).
    public var displayedMessages: Driver<[String]> { displayedRelay.asDriver() }

    /// The first displayed problem, or "" (for a label under the field).
    public var displayedMessage: Driver<String> { displayedRelay.asDriver().map { $0.first ?? "" } }

    /// `true` while the asynchronous rule waits or runs (for a "checking…" hint).
    public var isChecking: Driver<Bool> { stateRelay.asDriver().map(\.isChecking).distinctUntilChanged() }

    /// The current state, read synchronously on any thread: every problem with the value, whether shown or not, and whether the
    /// asynchronous rule is checking. For a test or a view model's decision;
    /// a window binds ``state`` or ``displayedMessages`` instead.
    public var currentState: ValidationState { lock.withLock { makeState() } }

    /// The state last published (what ``state`` delivers); for the form's aggregate.
    var publishedState: ValidationState { stateRelay.value }

    /// Records a focus out: under ``ValidationDisplayPolicy/afterEdit`` problems show from now on.
    public func markLeft() { markInteracted() }

    /// Records an edit by the user.
    public func markEdited() { markInteracted() }

    /// Sets or clears the problem of text that could not be converted to a value.
    public func setConversionProblem(_ message: String?) {
        let changed = lock.withLock { () -> Bool in
            guard conversionProblem != message else { return false }
            conversionProblem = message
            return true
        }
        if changed { reevaluate() }
    }

    // MARK: FormMember

    func setSubmitAttempted(_ attempted: Bool) {
        lock.withLock {
            submitAttempted = attempted
            if !attempted { interacted = false }
        }
        publish()
    }

    // MARK: Evaluation

    private func receive(_ newValue: Value) {
        lock.withLock {
            if hasValue { interacted = true }
            hasValue = true
            value = newValue
        }
        reevaluate()
    }

    private func markInteracted() {
        let changed = lock.withLock { () -> Bool in
            defer { interacted = true }
            return !interacted
        }
        if changed { publish() }
    }

    private func setObservedMessage(_ message: String?, at index: Int) {
        lock.withLock { observedMessages[index] = message }
        publish()
    }

    /// Runs the synchronous rules on the latest value and restarts the asynchronous one.
    private func reevaluate() {
        let start: (() -> Disposable)? = lock.withLock {
            guard hasValue, let value else { return nil }
            ruleMessages = rules.compactMap { $0(value) }
            asyncGeneration += 1
            asyncMessage = nil
            guard let asyncCheck, ruleMessages.isEmpty, conversionProblem == nil else {
                // Cancel a pending or running check (there is none without an asynchronous rule).
                let wasChecking = checking
                checking = false
                return asyncCheck == nil && !wasChecking ? nil : { Disposables.create() }
            }
            checking = true
            let generation = asyncGeneration
            return { [weak self] in
                asyncCheck.scheduler.scheduleRelative(asyncCheck.debounce) {
                    self?.runCheck(asyncCheck, value: value, generation: generation)
                }
            }
        }
        if let start { asyncRun.disposable = start() }
        publish()
    }

    private func runCheck(_ asyncCheck: AsyncCheck<Value>, value: Value, generation: Int) {
        guard lock.withLock({ generation == asyncGeneration }) else { return }
        let subscription = SingleAssignmentDisposable()
        asyncRun.disposable = subscription
        subscription.setDisposable(asyncCheck.check(value).take(1).subscribe(
            onNext: { [weak self] problem in self?.finishCheck(generation: generation, problem: problem) },
            onError: { [weak self] error in
                self?.finishCheck(generation: generation, problem: "Could not check this value: \(error)")
            },
            onCompleted: { [weak self] in self?.finishCheck(generation: generation, problem: nil) }
        ))
    }

    private func finishCheck(generation: Int, problem: String?) {
        let current = lock.withLock { () -> Bool in
            guard generation == asyncGeneration, checking else { return false }
            checking = false
            asyncMessage = problem
            return true
        }
        if current { publish() }
    }

    /// Must be called with `lock` held.
    private func makeState() -> ValidationState {
        var messages: [String] = []
        if let conversionProblem { messages.append(conversionProblem) }
        messages += ruleMessages
        messages += observedMessages.compactMap { $0 }
        if let asyncMessage { messages.append(asyncMessage) }
        return ValidationState(messages: messages, isChecking: checking)
    }

    private func publish() {
        publishing.withLock { _ in
            let (state, displayed) = lock.withLock { () -> (ValidationState, [String]) in
                let state = makeState()
                let shown = submitAttempted || policy == .immediately || (policy == .afterEdit && interacted)
                return (state, shown ? state.messages : [])
            }
            if stateRelay.value != state { stateRelay.accept(state) }
            if displayedRelay.value != displayed { displayedRelay.accept(displayed) }
        }
        form?.memberDidChange()
    }
}

/// A field's asynchronous rule.
private struct AsyncCheck<Value> {
    let debounce: RxTimeInterval
    let scheduler: SchedulerType
    let check: (Value) -> Observable<String?>
}

/// What a form asks of its fields, whatever their value type.
protocol FormMember: AnyObject, Sendable {
    var publishedState: ValidationState { get }
    func setSubmitAttempted(_ attempted: Bool)
}
