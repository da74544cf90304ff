import Binding
import XCTest

private final class LoginViewModel {
    @Bindable private(set) var isLoading = false
    @Bindable private(set) var isSaveEnabled = false
    @Mutable var username = ""
    @Mutable var password = ""
    @ViewAction var showAlert: (String) -> Void
    @ViewAction.NoParam var dismiss: () -> Void
    private let disposeBag = DisposeBag()

    init() {
        Observable.combineLatest($username, $password)
            .map { !$0.isEmpty && !$1.isEmpty }
            .bind(to: _isSaveEnabled)
            .disposed(by: disposeBag)
    }

    func load() { isLoading = true }
}

@MainActor
private final class LoginView: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = LoginViewModel()
    let text = BehaviorRelay<String?>(value: nil)
    var alerts: [String] = []
    var dismissals = 0
    var loading: [Bool] = []

    func bind(debug: Bool) {
        let property = ControlProperty(values: text.asObservable(), valueSink: AnyObserver<String?> { [text] event in
            if case .next(let value) = event { text.accept(value) }
        })
        binding {
            viewModel.$isLoading => { [weak self] in self?.loading.append($0) }
            viewModel.$username <=> property ?? ""
            viewModel.$showAlert => { [weak self] message in self?.alerts.append(message) }
            viewModel.$dismiss => { [weak self] in self?.dismissals += 1 }
            if debug {
                viewModel.$isSaveEnabled => { _ in }
            }
        }
    }
}

final class BindingAPISmokeTests: XCTestCase {
    func testSeedStyleViewModelCompilesAndBinds() {
        MainActor.assumeIsolated {
            let view = LoginView()
            view.bind(debug: true)
            XCTAssertEqual(view.disposeBag.count, 5)
            view.viewModel.load()
            XCTAssertEqual(view.loading, [false, true])
            view.viewModel.showAlert("hi")
            view.viewModel.dismiss()
            XCTAssertEqual(view.alerts, ["hi"])
            XCTAssertEqual(view.dismissals, 1)
            XCTAssertEqual(view.text.value, "")
            view.viewModel.username = "ann"
            XCTAssertEqual(view.text.value, "ann")
            XCTAssertFalse(view.viewModel.isSaveEnabled, "password still empty")
            view.viewModel.password = "pw"
            XCTAssertTrue(view.viewModel.isSaveEnabled)
            view.viewModel.username = ""
            XCTAssertFalse(view.viewModel.isSaveEnabled)
        }
    }
}

/// The README's "Computed values" snippet, as written there (the label replaced by a relay).
final class ReadmeComputedSnippetTests: XCTestCase {
    private final class NameViewModel {
        @Mutable var first = "Ada"
        @Mutable var last = "Lovelace"
    }

    func testComputedTransactionAndChangesAsInTheReadme() {
        let viewModel = NameViewModel()
        let nameLabel = BehaviorRelay<String>(value: "")
        let fullName = Computed { "\(viewModel.first) \(viewModel.last)" }
        let shown = fullName.asDriver() => nameLabel
        var changes: [String] = []
        let changed = fullName.subscribeChanges { old, new in changes.append("\(old) → \(new)") }
        defer { shown.dispose(); changed.dispose() }
        XCTAssertEqual(nameLabel.value, "Ada Lovelace")

        Transaction.run { viewModel.first = "Grace"; viewModel.last = "Hopper" }
        XCTAssertEqual(nameLabel.value, "Grace Hopper")
        XCTAssertEqual(changes, ["Ada Lovelace → Grace Hopper"], "one update, not two")
    }
}
