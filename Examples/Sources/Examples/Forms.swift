// The Forms article: validation, converters and update triggers.
import Binding
import BindingGtk

/// Stands in for a service that knows which addresses are taken.
final class AccountService: Sendable {
    func isTaken(_ address: String) -> Observable<String?> {
        .just(address == "taken@example.org" ? "This address is already registered" : nil)
    }
}

// snippet: forms-view-model
@MainActor
final class SignupViewModel {
    @Mutable var email = ""
    @Mutable var age: Int? = nil
    let service = AccountService()
    let form = FormValidation(display: .afterEdit)            // or .afterSubmitAttempt, .immediately
    let emailField: ValidatedField<String>
    let ageField: ValidatedField<Int?>

    init() {
        // Every field is made here, so `form.isValid` counts its rules from the start.
        emailField = form.field(_email)                       // `_email`: `$email` needs `self`, not ready yet
            .rule("Enter your email address") { !$0.isEmpty }
            .asyncRule(debounce: .milliseconds(400)) { [service] address in service.isTaken(address) }
        ageField = form.field(_age)
            .rule("Enter an age from 13 to 130") { $0.map { (13...130).contains($0) } ?? true }
    }
}
// end-snippet

@MainActor
final class SignupWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = SignupViewModel()
    let emailEntry = Entry()
    let ageEntry = Entry()
    let saveButton = Button(label: "Save")

    func bind() {
        // snippet: forms-window
        binding {
            viewModel.form.isValid => saveButton.rx.isEnabled
            viewModel.$email <=> emailEntry.rx.text ?? ""
            viewModel.emailField => emailEntry.rx.validation   // error style, warning icon + tooltip, accessible description
            viewModel.$age <=> ageEntry.rx.text(.integer(), updating: .onFocusLoss, validating: viewModel.ageField)
        }
        // end-snippet
    }
}
