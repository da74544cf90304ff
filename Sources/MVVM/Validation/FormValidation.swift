import ReactiveCore

/// The validation of a form: its fields' rules, rules of the form as a
/// whole, whether everything is valid, and when problems are shown.
///
/// A view model owns one and exposes ``isValid`` (for a Save button's
/// `isEnabled` or a command's `canExecute`) and its fields (for the window
/// to present with `field => entry.rx.validation`):
///
/// <!-- snippet: doc-FormValidation -->
/// ```swift
/// let form = FormValidation(display: .afterEdit)
/// let nameField: ValidatedField<String>
/// let ageField: ValidatedField<Int>
///
/// init() {
///     nameField = form.field(_name).rule("Enter your name") { !$0.isEmpty }
///     ageField = form.field(_age).rule("Enter an age from 0 to 150") { (0...150).contains($0) }
/// }
/// ```
///
/// The form knows a field from the moment ``field(_:)-(Source)`` makes it: make every
/// field in the view model's initialiser, as above. A `lazy var` field that
/// nothing has read yet does not exist, so ``isValid`` ignores its rules
/// (an empty required field would let Save run). In the initialiser, before
/// every stored property is set, Swift refuses `$name` (it reads `self`);
/// `form.field(_name)` takes the `@Mutable` storage instead
/// (``field(_:)-(Mutable<Value>)``).
///
/// <!-- snippet: doc-FormValidation-view -->
/// ```swift
/// form.isValid => saveButton.rx.isEnabled
/// ```
///
/// Thread-safe. Fields and rules live as long as the form (their
/// subscriptions end when it is freed).
public final class FormValidation: @unchecked Sendable {
    /// When problems are shown.
    public let displayPolicy: ValidationDisplayPolicy

    private let lock = Lock()
    private let publishing = RecursiveLock()
    private let validRelay = BehaviorRelay(value: true)
    private let checkingRelay = BehaviorRelay(value: false)
    private let messagesRelay = BehaviorRelay(value: [String]())
    private let displayedRelay = BehaviorRelay(value: [String]())
    private let disposeBag = DisposeBag()

    // Guarded by `lock`.
    private var members: [FormMember] = []
    private var formMessages: [String?] = []
    private var submitAttempted = false

    /// A form whose problems are shown as `display` says.
    public init(display: ValidationDisplayPolicy = .afterEdit) {
        displayPolicy = display
    }

    /// A field validating the values of `source` (an observable, or a
    /// view model's `@Mutable` projection `$name`). The form counts the
    /// field's rules in ``isValid`` from now on: make fields when the view
    /// model is made, not in a `lazy var` (see the type's discussion).
    public func field<Source: ObservableConvertibleType>(_ source: Source) -> ValidatedField<Source.Element> {
        let field = ValidatedField(source: source.asObservable(), policy: displayPolicy, form: self)
        let attempted = lock.withLock { () -> Bool in
            members.append(field)
            return submitAttempted
        }
        if attempted { field.setSubmitAttempted(true) }
        memberDidChange()
        return field
    }

    /// Adds a rule of the form as a whole: `message` applies while `valid`'s
    /// latest value is `false` (holds until it emits). Its message is in
    /// ``messages``, not on a field; to attach a rule across fields to one of
    /// them, use ``ValidatedField/rule(_:valid:)``.
    public func rule<Source: ObservableConvertibleType>(_ message: String, valid: Source) where Source.Element == Bool {
        let index = lock.withLock { formMessages.append(nil); return formMessages.count - 1 }
        valid.asObservable().subscribe(onNext: { [weak self] isValid in
            guard let self else { return }
            self.lock.withLock { self.formMessages[index] = isValid ? nil : message }
            self.memberDidChange()
        }).disposed(by: disposeBag)
    }

    /// `true` while every field and form rule accepts its value and no
    /// asynchronous check is running (main thread; repeats are dropped).
    public var isValid: Driver<Bool> { validRelay.asDriver().distinctUntilChanged() }

    /// ``isValid``, read synchronously.
    public var isValidNow: Bool { validRelay.value }

    /// `true` while some field's asynchronous check is pending or running.
    public var isChecking: Driver<Bool> { checkingRelay.asDriver().distinctUntilChanged() }

    /// The problems of the form-wide rules, whether shown or not.
    public var messages: Driver<[String]> { messagesRelay.asDriver() }

    /// The form-wide problems to show now: under ``ValidationDisplayPolicy/immediately``
    /// always, otherwise after a submit attempt.
    public var displayedMessages: Driver<[String]> { displayedRelay.asDriver() }

    /// The user asked to submit: every field's problems show from now on.
    /// Returns whether the form is valid (submit only then).
    @discardableResult
    public func attemptSubmit() -> Bool {
        let fields = lock.withLock { () -> [FormMember] in
            submitAttempted = true
            return members
        }
        for field in fields { field.setSubmitAttempted(true) }
        memberDidChange()
        return isValidNow
    }

    /// Hides every problem again until the next edit or submit attempt (after
    /// a successful save, or when the form is filled anew).
    public func resetDisplay() {
        let fields = lock.withLock { () -> [FormMember] in
            submitAttempted = false
            return members
        }
        for field in fields { field.setSubmitAttempted(false) }
        memberDidChange()
    }

    /// Recomputes the aggregate after a field or form rule changed.
    func memberDidChange() {
        publishing.withLock { _ in
            let (fields, messages, attempted) = lock.withLock { (members, formMessages.compactMap { $0 }, submitAttempted) }
            let states = fields.map(\.publishedState)
            let valid = messages.isEmpty && states.allSatisfy(\.isValid)
            let checking = states.contains(where: \.isChecking)
            let displayed = attempted || displayPolicy == .immediately ? messages : []
            if validRelay.value != valid { validRelay.accept(valid) }
            if checkingRelay.value != checking { checkingRelay.accept(checking) }
            if messagesRelay.value != messages { messagesRelay.accept(messages) }
            if displayedRelay.value != displayed { displayedRelay.accept(displayed) }
        }
    }
}
