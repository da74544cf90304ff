import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// A field's problems on real GTK widgets: style class, entry icon and tooltip, ATK description.
final class ValidationPresentationTests: XCTestCase {
    func testEntryShowsStyleIconTooltipAndAccessibleDescriptionAfterEditAndWithdrawsThem() throws {
        try onGtk {
            let form = FormValidation(display: .afterEdit)
            let name = BehaviorRelay(value: "")
            let field = form.field(name)
                .rule("Enter your name") { !$0.isEmpty }
                .rule("Use at most 5 characters") { $0.count <= 5 }
            let entry = Entry()
            entry.accessibleDescription = "Your display name"
            let window = makeShownWindow(entry)
            let bag = DisposeBag()
            bag.insert(name <=> entry.rx.text ?? "", field => entry.rx.validation)

            XCTAssertFalse(entry.hasStyleClass("error"), "nothing shows before the first edit")
            XCTAssertNil(entry.iconName(at: .secondary))

            try GtkTestKit.type("Grace Hopper", into: entry)
            XCTAssertTrue(entry.hasStyleClass("error"))
            XCTAssertEqual(entry.iconName(at: .secondary), "dialog-warning-symbolic")
            XCTAssertEqual(entry.iconTooltipText(at: .secondary), "Use at most 5 characters")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(entry.widgetPointer))
            XCTAssertEqual(String(cString: atk_object_get_description(accessible)), "Use at most 5 characters",
                           "read back through ATK, as a screen reader gets it")

            entry.text = ""
            name.accept("")
            XCTAssertEqual(entry.accessibleDescription, "Enter your name")

            try GtkTestKit.type("Grace", into: entry)
            XCTAssertFalse(entry.hasStyleClass("error"))
            XCTAssertNil(entry.iconName(at: .secondary))
            XCTAssertNil(entry.iconTooltipText(at: .secondary))
            XCTAssertEqual(entry.accessibleDescription, "Your display name", "the previous description is restored")
            window.destroy()
        }
    }

    func testLeavingAnUntouchedFieldShowsItsProblem() throws {
        try onGtk {
            let form = FormValidation(display: .afterEdit)
            let field = form.field(BehaviorRelay(value: "")).rule("Required") { !$0.isEmpty }
            let first = Entry()
            let second = Entry()
            let window = makeShownWindow(first, second)
            let binding = field => first.rx.validation
            first.grabFocus()
            XCTAssertFalse(first.hasStyleClass("error"))
            second.grabFocus()
            XCTAssertTrue(first.hasStyleClass("error"), "focus left the field")
            XCTAssertEqual(first.accessibleDescription, "Required")
            binding.dispose()
            XCTAssertFalse(first.hasStyleClass("error"), "disposing withdraws the presentation")
            XCTAssertNil(first.accessibleDescription)
            window.destroy()
        }
    }

    func testTextViewStylesItsFrameAndDescribesItself() throws {
        try onGtk {
            let form = FormValidation(display: .immediately)
            let bio = BehaviorRelay(value: "")
            let field = form.field(bio).rule("Write a few words about yourself") { !$0.isEmpty }
            let view = TextView()
            let frame = Frame(label: nil)
            frame.add(view)
            let window = makeShownWindow(frame)
            let bag = DisposeBag()
            bag.insert(bio <=> view.rx.text, field => view.rx.validation(styling: frame))
            XCTAssertTrue(frame.hasStyleClass("error"))
            XCTAssertFalse(view.hasStyleClass("error"))
            XCTAssertEqual(view.accessibleDescription, "Write a few words about yourself")
            try GtkTestKit.type("Hi", into: view)
            XCTAssertFalse(frame.hasStyleClass("error"))
            XCTAssertNil(view.accessibleDescription)
            window.destroy()
        }
    }

    func testSubmitAttemptRevealsAndADestroyedWidgetIsLeftAlone() throws {
        try onGtk {
            let form = FormValidation(display: .afterSubmitAttempt)
            let field = form.field(BehaviorRelay(value: "")).rule("Required") { !$0.isEmpty }
            let entry = Entry()
            let window = makeShownWindow(entry)
            let bag = DisposeBag()
            bag.insert(field => entry.rx.validation)
            XCTAssertNil(entry.iconName(at: .secondary))
            form.attemptSubmit()
            XCTAssertEqual(entry.iconName(at: .secondary), "dialog-warning-symbolic")
            window.destroy()
            form.resetDisplay()   // reaches a destroyed entry: nothing happens, no critical
            XCTAssertTrue(entry.isDestroyed)
        }
    }
}
