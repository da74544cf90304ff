import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// `relay <=> editable.rx.text(converter, updating:, validating:)` on GTK 4, the same statements
/// and rules as GTK 3's: valid and invalid text (a problem on the field, the model unchanged, the
/// text kept), the model's value formatted, no echo, a background thread, focus loss and Enter,
/// a hidden window, a spin button, and destroyed widgets.
@MainActor
final class ConvertedTextTests: XCTestCase {
    /// A shown window with two entries and a spin button (0 to 150), from a `.ui` text as apps build them.
    @MainActor
    private struct Form {
        let window: Window
        let entry: Entry
        let other: Entry
        let spin: SpinButton

        init() throws {
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkAdjustment" id="range">
                    <property name="upper">150</property>
                    <property name="step-increment">1</property>
                  </object>
                  <object class="GtkWindow" id="window">
                    <property name="child">
                      <object class="GtkBox">
                        <property name="orientation">vertical</property>
                        <child><object class="GtkEntry" id="entry"/></child>
                        <child><object class="GtkEntry" id="other"/></child>
                        <child><object class="GtkSpinButton" id="spin"><property name="adjustment">range</property></object></child>
                      </object>
                    </property>
                  </object>
                </interface>
                """)
            window = try builder.get("window")
            entry = try builder.get("entry")
            other = try builder.get("other")
            spin = try builder.get("spin")
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
        }
    }

    nonisolated func testTextThatIsNoNumberLeavesTheModelAndBecomesAProblemOnTheField() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            defer { form.window.destroy() }
            let validation = FormValidation(display: .afterEdit)
            let age = BehaviorRelay(value: 30)
            let field = validation.field(age).rule("Enter an age from 0 to 150") { (0...150).contains($0) }
            let bag = DisposeBag()
            bag.insert(
                age <=> form.entry.rx.text(.integer(format: englishNumbers), validating: field),
                field => form.entry.rx.validation
            )
            XCTAssertEqual(form.entry.text, "30", "the model wins at creation")
            XCTAssertTrue(GtkTestKit.type("304", into: form.entry))
            XCTAssertEqual(age.value, 304)
            XCTAssertEqual(field.currentState.messages, ["Enter an age from 0 to 150"])
            XCTAssertTrue(GtkTestKit.type("304x", into: form.entry))
            XCTAssertEqual(age.value, 304, "the model keeps its last good value")
            XCTAssertEqual(field.currentState.messages, ["“304x” is not a whole number", "Enter an age from 0 to 150"])
            XCTAssertEqual(form.entry.secondaryIconTooltipText, "“304x” is not a whole number\nEnter an age from 0 to 150")
            XCTAssertEqual(form.entry.text, "304x", "the typed text stays: nothing is lost")
            XCTAssertFalse(validation.isValidNow)
            XCTAssertTrue(GtkTestKit.type("30", into: form.entry))
            XCTAssertEqual(age.value, 30)
            XCTAssertEqual(field.currentState, .valid)
            XCTAssertNil(form.entry.secondaryIconName, "the problem is withdrawn")
        }
    }

    nonisolated func testModelChangesAreFormattedUnlessTheTextAlreadyMeansTheValue() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            defer { form.window.destroy() }
            let price = BehaviorRelay(value: 1.5)
            let binding = price <=> form.entry.rx.text(.decimal(format: englishNumbers))
            XCTAssertEqual(form.entry.text, "1.5")
            XCTAssertTrue(GtkTestKit.type("1.50", into: form.entry))
            XCTAssertEqual(price.value, 1.5)
            XCTAssertEqual(form.entry.text, "1.50", "its own echo does not rewrite what the user typed")
            price.accept(1234)
            XCTAssertEqual(form.entry.text, "1,234", "the model's value in the converter's format")
            DispatchQueue.global().async { price.accept(7) }
            XCTAssertTrue(GtkTestKit.pump(until: { form.entry.text == "7" }), "a value from another thread arrives on the main thread")
            binding.dispose()
            price.accept(8)
            XCTAssertEqual(form.entry.text, "7", "disposed")
        }
    }

    nonisolated func testOnFocusLossWritesWhenTheFieldIsLeftOrOnEnterAndReformats() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            defer { form.window.destroy() }
            let amount = BehaviorRelay(value: 1)
            let binding = amount <=> form.entry.rx.text(.integer(format: englishNumbers), updating: .onFocusLoss)
            defer { binding.dispose() }
            XCTAssertNotEqual(gtk_widget_grab_focus(form.entry.widgetPointer), 0)
            XCTAssertTrue(GtkTestKit.type("1234", into: form.entry))
            XCTAssertEqual(amount.value, 1, "typing alone does not write")
            XCTAssertNotEqual(gtk_widget_grab_focus(form.other.widgetPointer), 0)
            XCTAssertTrue(GtkTestKit.pump(until: { amount.value == 1234 }), "leaving the field writes")
            XCTAssertEqual(form.entry.text, "1,234", "rewritten in the converter's format after the commit")
            XCTAssertTrue(GtkTestKit.type("12345", into: form.entry))
            XCTAssertTrue(GtkTestKit.pressEnter(in: form.entry))
            XCTAssertEqual(amount.value, 12_345)
            XCTAssertEqual(form.entry.text, "12,345")
        }
    }

    nonisolated func testAnEditPendingWhenTheWindowHidesIsWrittenFirst() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            defer { form.window.destroy() }
            let query = BehaviorRelay(value: "")
            let binding = query <=> form.entry.rx.text(.trimmed, updating: .onEnter)
            defer { binding.dispose() }
            XCTAssertTrue(GtkTestKit.type(" swift ", into: form.entry))
            XCTAssertEqual(query.value, "")
            gtk_widget_set_visible(form.window.widgetPointer, 0)
            XCTAssertEqual(query.value, "swift", "unmapping writes the pending edit: nothing typed is lost")
        }
    }

    nonisolated func testASpinButtonTakesTypedNumbers() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            defer { form.window.destroy() }
            let age = BehaviorRelay(value: 7)
            let problems = FormValidation(display: .afterEdit)
            let field = problems.field(age)
            let binding = age <=> form.spin.rx.text(.integer(format: englishNumbers), validating: field)
            defer { binding.dispose() }
            XCTAssertEqual(form.spin.text, "7")
            XCTAssertTrue(GtkTestKit.type("42", into: form.spin))
            XCTAssertEqual(age.value, 42)
            XCTAssertTrue(GtkTestKit.type("4x", into: form.spin))
            XCTAssertEqual(age.value, 42)
            XCTAssertEqual(field.currentState.messages, ["“4x” is not a whole number"])
        }
    }

    nonisolated func testADestroyedWidgetIsLeftAloneAndBindingOneDoesNothing() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            let count = BehaviorRelay(value: 1)
            let binding = count <=> form.entry.rx.text(.integer(format: englishNumbers), updating: .onFocusLoss)
            defer { binding.dispose() }
            XCTAssertTrue(GtkTestKit.type("2", into: form.entry))
            form.window.destroy()
            XCTAssertEqual(count.value, 2, "the pending edit was written as the window went")
            count.accept(3)
            DispatchQueue.global().async { count.accept(4) }
            XCTAssertTrue(GtkTestKit.pump(until: { count.value == 4 }))
            XCTAssertTrue(form.entry.isDestroyed)

            let late = count <=> form.other.rx.text(.integer(format: englishNumbers))
            late.dispose()
            XCTAssertEqual(count.value, 4, "binding a destroyed widget changes nothing")
        }
    }
}

private let englishNumbers = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")
