import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// A view model whose fields are made in its initialiser, as the Forms article shows.
@MainActor
private final class SignupForm {
    @Mutable var name = ""
    @Mutable var age: Int? = nil
    let form = FormValidation(display: .afterSubmitAttempt)
    let nameField: ValidatedField<String>
    let ageField: ValidatedField<Int?>

    init() {
        nameField = form.field(_name).rule("Enter your name") { !$0.isEmpty }
        ageField = form.field(_age).rule("Enter an age from 13 to 130") { $0.map { (13...130).contains($0) } ?? true }
    }
}

/// The pitfall the article warns about: a `lazy var` field nobody has read yet.
@MainActor
private final class LazySignupForm {
    @Mutable var name = ""
    let form = FormValidation()
    lazy var nameField = form.field($name).rule("Enter your name") { !$0.isEmpty }
}

/// Fields declared with `let` and made in the initialiser count in `isValid` before anything reads
/// them; `form.field(_name)` takes the `@Mutable` storage where `$name` is not usable yet.
final class FormFieldDeclarationTests: XCTestCase {
    func testFieldsMadeInTheInitialiserCountBeforeAnythingReadsThem() {
        MainActor.assumeIsolated {
            let model = SignupForm()

            XCTAssertFalse(model.form.isValidNow, "the empty name breaks its rule from the start")

            model.name = "Ada"
            XCTAssertTrue(model.form.isValidNow)
            model.age = 7
            XCTAssertFalse(model.form.isValidNow)
            XCTAssertEqual(model.ageField.currentState.messages, ["Enter an age from 13 to 130"])
        }
    }

    func testAnUnreadLazyFieldIsUnknownToTheForm() {
        MainActor.assumeIsolated {
            let model = LazySignupForm()

            XCTAssertTrue(model.form.isValidNow, "the pitfall: no field exists until something reads it")
            _ = model.nameField
            XCTAssertFalse(model.form.isValidNow)
        }
    }

    func testAFieldOfMutableStorageFollowsTheProperty() {
        MainActor.assumeIsolated {
            let model = SignupForm()
            let states = DriverRecorder(model.nameField.state)

            model.name = "Ada"
            model.name = ""

            XCTAssertEqual(states.values.map(\.messages), [["Enter your name"], [], ["Enter your name"]])
            XCTAssertEqual(model.nameField.currentState, ValidationState(messages: ["Enter your name"]))
        }
    }

    func testAFieldOfMutableStorageMadeAfterASubmitAttemptShowsItsProblems() {
        let form = FormValidation(display: .afterSubmitAttempt)
        let name = Mutable(wrappedValue: "")
        XCTAssertTrue(form.attemptSubmit(), "no field yet: nothing to refuse")

        let field = form.field(name).rule("Enter your name") { !$0.isEmpty }
        let shown = DriverRecorder(field.displayedMessages)

        XCTAssertFalse(form.isValidNow)
        XCTAssertEqual(shown.last, ["Enter your name"])
        name.wrappedValue = "Ada"
        XCTAssertTrue(form.isValidNow)
        XCTAssertEqual(shown.last, [])
    }
}
