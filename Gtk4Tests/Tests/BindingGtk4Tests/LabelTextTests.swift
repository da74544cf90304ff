import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// `Label.text` and `Label.rx.text`, the hand-written plain-text binder GTK 3 code uses
/// (`Widgets/Label+Text.swift`): plain text, `nil`, markup left alone, a background thread, and
/// a destroyed label.
@MainActor
final class LabelTextTests: XCTestCase {
    nonisolated func testTheBinderShowsPlainTextAndNilAsNothing() throws {
        try GtkTestKit.run(self) { _ in
            let label = Label()
            label.useMarkup = true
            let caption = BehaviorRelay<String?>(value: "<b>bold</b>")
            let binding = caption => label.rx.text
            defer { binding.dispose() }
            XCTAssertEqual(label.text, "<b>bold</b>", "shown as it is, not as markup")
            XCTAssertFalse(label.useMarkup, "gtk_label_set_text turns markup off")
            caption.accept(nil)
            XCTAssertEqual(label.text, "")
            XCTAssertEqual(label.label, "", "the generated property sees the same text")
        }
    }

    nonisolated func testAValueFromABackgroundThreadArrivesOnTheMainThread() throws {
        try GtkTestKit.run(self) { _ in
            let label = Label()
            let caption = BehaviorRelay<String?>(value: "main")
            let binding = caption => label.rx.text
            defer { binding.dispose() }
            DispatchQueue.global().async { caption.accept("background") }
            XCTAssertTrue(GtkTestKit.pump(until: { label.text == "background" }))
        }
    }

    nonisolated func testValuesAfterTheWindowIsDestroyedAreIgnored() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Label text")
            let label = Label()
            window.child = label
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let caption = BehaviorRelay<String?>(value: "before")
            let binding = caption => label.rx.text
            defer { binding.dispose() }
            window.destroy()
            caption.accept("after")
            label.text = "set directly"
            XCTAssertEqual(label.text, "before", "neither the binder nor the setter touches a destroyed label")
        }
    }
}
