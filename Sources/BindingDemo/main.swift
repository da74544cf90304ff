// A command-line tour of the binding core: a login view model bound to a
// "view" made of plain relays, driven by a scripted user. The GTK samples show
// the same API on real widgets.
import Binding

/// The view model: state in, state out, actions.
final class LoginViewModel {
    @Mutable var username = ""
    @Mutable var password = ""
    @Bindable private(set) var isLoginEnabled = false
    @Bindable private(set) var status = "Enter your name and password"
    @ViewAction var showMessage: (String) -> Void
    @ViewAction.NoParam var dismiss: () -> Void
    private let disposeBag = DisposeBag()

    init() {
        $username.map { !$0.isEmpty }
            .bind(to: _isLoginEnabled)
            .disposed(by: disposeBag)
    }

    func login() {
        guard isLoginEnabled else { return showMessage("Name is required") }
        status = "Signed in as \(username)"
        dismiss()
    }
}

/// A stand-in for a text field: a control property whose user edits arrive through `type(_:)`.
final class FakeTextField {
    private let userEdits = PublishRelay<String?>()
    private(set) var text: String? = ""

    var rxText: ControlProperty<String?> {
        ControlProperty(
            values: Observable.deferred { [unowned self] in self.userEdits.asObservable().startingWith(self.text) },
            valueSink: AnyObserver { [unowned self] event in if case .next(let value) = event { self.text = value } }
        )
    }

    func type(_ text: String) {
        self.text = text
        userEdits.accept(text)
    }
}

extension ObservableType {
    fileprivate func startingWith(_ first: Element) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            observer.onNext(first)
            return source.subscribe(observer)
        }
    }
}

@MainActor
final class LoginScreen: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = LoginViewModel()
    let nameField = FakeTextField()

    func bind() {
        binding {
            viewModel.$username <=> nameField.rxText ?? ""
            viewModel.$isLoginEnabled => { print("  [view] login button enabled: \($0)") }
            viewModel.$status => { print("  [view] status label: \($0)") }
            viewModel.$showMessage => { print("  [view] alert: \($0)") }
            viewModel.$dismiss => { print("  [view] window closes") }
        }
    }
}

MainActor.assumeIsolated {
    print("Binding core demo: a login form bound to its view model\n")
    let screen = LoginScreen()
    screen.bind()
    print("\nUser presses Login with an empty name:")
    screen.viewModel.login()
    print("\nUser types \"ada\":")
    screen.nameField.type("ada")
    print("  [model] username = \(screen.viewModel.username)")
    print("\nView model clears the name; the field follows:")
    screen.viewModel.username = ""
    print("  [view] text field shows \"\(screen.nameField.text ?? "")\"")
    print("\nUser types \"grace\" and presses Login:")
    screen.nameField.type("grace")
    screen.viewModel.login()
}
