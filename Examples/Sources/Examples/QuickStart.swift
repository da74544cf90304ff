// The README's quick start: a view model and the window that binds it.
// snippet: quick-start
import Binding      // view models: no GTK
import BindingGtk   // windows and widgets

final class LoginViewModel {
    @Mutable var username = ""
    @Bindable private(set) var isLoginEnabled = false
    @ViewAction.NoParam var dismiss: () -> Void
    private let disposeBag = DisposeBag()

    init() {   // `_isLoginEnabled`: the wrapper's storage, which only the view model sees
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
            viewModel.$dismiss => { [weak self] in self?.window.destroy() }
        }
    }
}
// end-snippet
