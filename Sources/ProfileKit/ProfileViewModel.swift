import Binding

/// The profile form's state and behaviour, independent of any toolkit.
///
/// Inputs (`name`, `email`, `bio`, `avatarPath`) are bound two ways to the
/// window's widgets; outputs drive the Save button, the per-field reasons,
/// the spinner and the info bar; `dismiss` asks the window to close after a
/// successful save.
///
/// It holds UI state, so it lives on the main actor: every property is read
/// and written on the main thread. The service's background work comes back
/// through Drivers, which deliver on the main thread.
@MainActor
public final class ProfileViewModel {
    // Inputs
    /// The display name typed by the user.
    @Mutable public var name = ""
    /// The email address typed by the user.
    @Mutable public var email = ""
    /// The multi-line biography.
    @Mutable public var bio = ""
    /// The chosen avatar image file, or `nil`.
    @Mutable public var avatarPath: String? = nil
    /// The age, if given (typed as text; the window converts it).
    @Mutable public var age: Int? = nil

    // Validation
    /// The form's rules; problems show once a field was edited or left, or after a save attempt.
    public let form = FormValidation(display: .afterEdit)
    /// The name's rules.
    public let nameField: ValidatedField<String>
    /// The email's rules.
    public let emailField: ValidatedField<String>
    /// The bio's rules: not blank, not too long.
    public let bioField: ValidatedField<String>
    /// The age's rules (text that is not a number is reported by the window's converter).
    public let ageField: ValidatedField<Int?>

    // Outputs
    /// `true` while the form is valid and no save is running.
    @Bindable public private(set) var isSaveEnabled = false
    /// Why the name is not acceptable; empty when it is or before the first edit.
    @Bindable public private(set) var nameError = ""
    /// Why the email is not acceptable; empty when it is or before the first edit.
    @Bindable public private(set) var emailError = ""
    /// Why the bio is not acceptable; empty when it is or before the first edit.
    @Bindable public private(set) var bioError = ""
    /// Why the age is not acceptable; empty when it is or before the first edit.
    @Bindable public private(set) var ageError = ""
    /// `true` while a save runs in the background.
    @Bindable public private(set) var isSaving = false
    /// `true` while the saved profile is being read.
    @Bindable public private(set) var isLoading = false
    /// The last load or save failure, for the info bar; empty when there is none.
    @Bindable public private(set) var errorMessage = ""

    // Actions
    /// Called after a successful save: the window closes.
    @ViewAction.NoParam public var dismiss: () -> Void

    /// Saves the form in the background: can execute while the form is valid
    /// and no save runs (the Save button, the menu's Save and Ctrl+S all
    /// follow it); its failures become ``errorMessage``.
    @LateInit public var saveCommand: Command<Void, Void>

    private let service: ProfileService
    private let disposeBag = DisposeBag()
    /// The running load (each replaces its previous, finished one).
    private let loading = SerialDisposable()

    /// A view model saving through `service`. Call ``load()`` to fill the form.
    public init(service: ProfileService) {
        self.service = service
        // The fields are made with the view model, so the form counts every rule from the start.
        nameField = form.field(_name).rule(ProfileValidation.nameError)
        emailField = form.field(_email).rule(ProfileValidation.emailError)
        bioField = form.field(_bio)
            .rule(ProfileValidation.bioError)
            .rule(ProfileValidation.bioLengthError)
        ageField = form.field(_age).rule(ProfileValidation.ageError)
        setUpValidation()
        setUpSaveCommand()
    }

    /// The form's current content, trimmed.
    public var profile: Profile {
        Profile(
            name: name.trimmingWhitespace,
            email: email.trimmingWhitespace,
            bio: bio.trimmingWhitespace,
            avatarPath: avatarPath,
            age: age
        )
    }

    private func setUpValidation() {
        // Save is enabled while the form is valid and no save is running.
        Observable.combineLatest(form.isValid.asObservable(), _isSaving.relay.asObservable())
            .map { valid, saving in valid && !saving }
            .distinctUntilChanged()
            .bind(to: _isSaveEnabled)
            .disposed(by: disposeBag)
        // The first problem of each field, once it may be shown, for the labels under the fields.
        disposeBag.insert(
            nameField.displayedMessage.drive(_nameError),
            emailField.displayedMessage.drive(_emailError),
            bioField.displayedMessage.drive(_bioError),
            ageField.displayedMessage.drive(_ageError)
        )
    }

    /// Reads the saved profile in the background and fills the form with it.
    /// A damaged or unreadable file is reported in ``errorMessage``.
    public func load() {
        isLoading = true
        // One load at a time: a new one replaces (and ends) the previous subscription.
        loading.disposable = service.load().drive(onNext: { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let saved?):
                self.name = saved.name
                self.email = saved.email
                self.bio = saved.bio
                self.avatarPath = saved.avatarPath
                self.age = saved.age
            case .success(nil):
                break
            case .failure(let error):
                self.errorMessage = error.description
            }
        })
    }

    private func setUpSaveCommand() {
        saveCommand = Command(name: "save", enabledIf: form.isValid) { [unowned self] in
            // Every path (button, menu, Ctrl+S) counts as a submit attempt.
            guard self.form.attemptSubmit() else { return }
            self.errorMessage = ""
            _ = try await self.service.saveAsync(self.profile)
            self.dismiss()
        }
        disposeBag.insert(
            saveCommand.isExecuting.drive(_isSaving),
            saveCommand.errors.emit(onNext: { [unowned self] error in self.errorMessage = "\(error)" })
        )
    }

    /// Saves the form in the background when it is valid (executes
    /// ``saveCommand``). On success the window is dismissed; on failure
    /// ``errorMessage`` says why.
    public func save() {
        form.attemptSubmit()
        saveCommand.trigger()
    }

    /// Hides the current error (the info bar's close button).
    public func clearError() {
        errorMessage = ""
    }
}
