import Binding
import BindingAdwaita
import BindingGtk4Testing
import XCTest

/// The converted-text binding on libadwaita's entry row, through GTK 4's `Editable`: Enter is the
/// row's `entry-activated` (not the list row's `activate`), and text that is no number stays as a
/// problem on the field.
@MainActor
final class EntryRowConvertedTextTests: XCTestCase {
    nonisolated func testAnEntryRowWritesOnEnterAndKeepsTextThatIsNoNumber() throws {
        try GtkTestKit.run(self) { _ in
            try Adw.initialize()
            let row = EntryRow()
            let window = Window(title: "Entry row")
            window.child = row
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            defer { window.destroy() }
            let form = FormValidation(display: .afterEdit)
            let port = BehaviorRelay(value: 8080)
            let field = form.field(port)
            let binding = port <=> row.rx.text(.integer(format: NumberFormat(decimalSeparator: ".", groupingSeparator: ",")),
                                              updating: .onEnter, validating: field)
            defer { binding.dispose() }
            XCTAssertEqual(row.text, "8,080", "the model's value in the converter's format")
            XCTAssertTrue(GtkTestKit.type("443", into: row))
            XCTAssertEqual(port.value, 8080, "not before Enter")
            XCTAssertTrue(GtkTestKit.pressEnter(in: row))
            XCTAssertEqual(port.value, 443)
            XCTAssertTrue(GtkTestKit.type("44x", into: row))
            XCTAssertTrue(GtkTestKit.pressEnter(in: row))
            XCTAssertEqual(port.value, 443, "the model keeps its last good value")
            XCTAssertEqual(field.currentState.messages, ["“44x” is not a whole number"])
            XCTAssertEqual(row.text, "44x", "nothing typed is lost")
        }
    }
}
