import MVVM
import ReactiveCore
import XCTest

private final class ProfileViewModel: @unchecked Sendable {
    @Mutable var name = ""
    @Mutable var email = ""
    @Mutable var bio = ""
    @Bindable private(set) var isSaveEnabled = false
    let disposeBag = DisposeBag()

    init() {
        // The seed's form-validation pattern, verbatim.
        Observable.combineLatest($name, $email, $bio)
            .map { name, email, bio in
                !name.isEmpty && email.contains("@") && !bio.isEmpty
            }
            .bind(to: _isSaveEnabled)
            .disposed(by: disposeBag)
    }
}

/// `@Mutable` and `@Bindable` as sources of `combineLatest` and as dependencies of a `Computed`.
final class PropertyWrapperTests: XCTestCase {
    func testSeedFormValidationWithMutableRelays() {
        let model = ProfileViewModel()
        XCTAssertFalse(model.isSaveEnabled)
        model.name = "Ada"
        model.email = "ada@example.org"
        XCTAssertFalse(model.isSaveEnabled)
        model.bio = "Analyst"
        XCTAssertTrue(model.isSaveEnabled)
        model.email = "nope"
        XCTAssertFalse(model.isSaveEnabled)
    }

    func testComputedOfComputedsAndWrappers() {
        final class Form {
            @Mutable var name = ""
            @Bindable var isBusy = false
            lazy var canSave = Computed { [unowned self] in !_name.tracked.isEmpty && !_isBusy.tracked }
        }
        let form = Form()
        let title = Computed { form.canSave.value ? "Save" : "Fill in the name" }
        XCTAssertEqual(title.value, "Fill in the name")
        form.name = "Ada"
        XCTAssertEqual(title.value, "Save")
        form.isBusy = true
        XCTAssertEqual(title.value, "Fill in the name")
    }

    func testWrappedPropertyReadsInAViewModelAreTracked() throws {
        final class LoginViewModel {
            @Mutable var username = ""
            @Mutable var password = ""
            @Bindable var isLoading = false
            lazy var canLogIn = Computed { [unowned self] in
                !username.isEmpty && !password.isEmpty && !isLoading
            }
        }
        let viewModel = LoginViewModel()
        var states: [Bool] = []
        let subscription = viewModel.canLogIn.asDriver().drive(onNext: { states.append($0) })
        defer { subscription.dispose() }
        viewModel.username = "ada"
        viewModel.password = "secret"
        viewModel.isLoading = true
        viewModel.isLoading = false
        XCTAssertEqual(states, [false, true, false, true])
    }
}
