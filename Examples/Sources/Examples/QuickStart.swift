// The README's quick start: a view model and the window that binds it.
import Binding
import BindingGtk

// snippet: quick-start
final class LoginViewModel {
    @Mutable var username = ""
    @Bindable private(set) var isLoginEnabled = false
    @ViewAction var showMessage: (String) -> Void
    @ViewAction.NoParam var dismiss: () -> Void
    private let disposeBag = DisposeBag()

    init() {
        // Bind an observable into an output through the wrapper's storage
        // (`_isLoginEnabled`), which only the view model can see.
        $username.map { !$0.isEmpty }
            .bind(to: _isLoginEnabled)
            .disposed(by: disposeBag)
    }
}

@MainActor
final class LoginWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = LoginViewModel()
    let window = Window(title: "Log in")
    let nameEntry = Entry(placeholder: "User name")
    let loginButton = Button(label: "Log In")

    func bind() {
        binding {
            viewModel.$username <=> nameEntry.rx.text ?? ""
            viewModel.$isLoginEnabled => loginButton.rx.isEnabled
            viewModel.$showMessage => { message in print(message) }
            viewModel.$dismiss => { [weak self] in self?.window.destroy() }
        }
    }
}
// end-snippet
