import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// `field => entry.rx.validation` on GTK 4: the problem on the field (error class, warning icon and
/// its tooltip), withdrawn when valid and when the binding is disposed, the focus leaving marking
/// the field as left, and nothing done to a destroyed widget.
@MainActor
final class ValidationTargetTests: XCTestCase {
    @MainActor
    private struct Form {
        let window: Window
        let entry: Entry
        let other: Entry
        let email = BehaviorRelay(value: "")
        let form = FormValidation(display: .afterEdit)
        let field: ValidatedField<String>

        init() throws {
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkWindow" id="window">
                    <property name="child">
                      <object class="GtkBox">
                        <property name="orientation">vertical</property>
                        <child><object class="GtkEntry" id="entry"/></child>
                        <child><object class="GtkEntry" id="other"/></child>
                      </object>
                    </property>
                  </object>
                </interface>
                """)
            window = try builder.get("window")
            entry = try builder.get("entry")
            other = try builder.get("other")
            field = form.field(email).rule("Use an address like name@example.org") { $0.contains("@") }
        }
    }

    nonisolated func testAProblemShowsOnTheFieldAndIsWithdrawnWhenValidAndOnDisposal() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            XCTAssertTrue(GtkTestKit.presentAndWait(form.window))
            let binding = form.field => form.entry.rx.validation
            form.field.markEdited()
            XCTAssertTrue(form.entry.hasCSSClass("error"), "an edited invalid field shows its problem")
            XCTAssertEqual(form.entry.secondaryIconName, "dialog-warning-symbolic")
            XCTAssertEqual(form.entry.secondaryIconTooltipText, "Use an address like name@example.org")
            form.email.accept("ada@example.org")
            XCTAssertFalse(form.entry.hasCSSClass("error"), "a valid value withdraws it")
            XCTAssertNil(form.entry.secondaryIconName)
            form.email.accept("ada")
            XCTAssertTrue(form.entry.hasCSSClass("error"))
            binding.dispose()
            XCTAssertFalse(form.entry.hasCSSClass("error"), "disposing the binding withdraws the problem")
            XCTAssertNil(form.entry.secondaryIconTooltipText)
            form.window.destroy()
        }
    }

    nonisolated func testTheFocusLeavingTheEntryMarksTheFieldAsLeft() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            XCTAssertTrue(GtkTestKit.presentAndWait(form.window))
            let binding = form.field => form.entry.rx.validation
            defer { binding.dispose() }
            XCTAssertNotEqual(gtk_widget_grab_focus(form.entry.widgetPointer), 0)
            XCTAssertFalse(form.entry.hasCSSClass("error"), "not shown before the field is edited or left")
            XCTAssertNotEqual(gtk_widget_grab_focus(form.other.widgetPointer), 0)
            XCTAssertTrue(GtkTestKit.pump(until: { form.entry.hasCSSClass("error") }), "leaving the field shows its problem")
            form.window.destroy()
        }
    }

    nonisolated func testADestroyedWidgetIsLeftAloneAndItsFocusWatchEnds() throws {
        try GtkTestKit.run(self) { _ in
            let form = try Form()
            XCTAssertTrue(GtkTestKit.presentAndWait(form.window))
            var left = 0
            let watch = form.entry.onFocusLeave { left += 1 }
            let binding = form.field => form.entry.rx.validation
            form.window.destroy()
            form.field.markEdited()
            form.email.accept("still invalid")
            XCTAssertFalse(form.entry.hasCSSClass("error"), "nothing is applied to a destroyed entry")
            binding.dispose()
            watch.dispose()
            XCTAssertEqual(left, 0)
            form.entry.onFocusLeave { left += 1 }.dispose()
            XCTAssertEqual(left, 0, "watching a destroyed widget is a no-op")
        }
    }
}
