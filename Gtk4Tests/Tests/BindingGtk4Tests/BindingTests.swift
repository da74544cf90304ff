import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// The GLib layer's `rx` helpers on GTK 4 widgets: a two-way binding through a property by name,
/// a signal as a control event, and both ending with the window.
@MainActor
final class BindingTests: XCTestCase {
    /// The `text` of an entry as a control property, by GTK property name.
    private func text(of entry: Widget) -> ControlProperty<String> {
        entry.rx.propertyControl(
            "text",
            get: { $0.propertyValue("text", as: String?.self) ?? "" },
            set: { $0.setPropertyValue("text", $1) }
        )
    }

    nonisolated func testTwoWayTextBindingWithoutEchoEndsWithTheWindow() throws {
        try GtkTestKit.run(self) { test in
            let window = Window(title: "Binding")
            let entry = Widget(gtk_entry_new())
            window.child = entry
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let name = BehaviorRelay(value: "Ada")
            var sent: [String] = []
            let recording = name.subscribe(onNext: { sent.append($0) })
            defer { recording.dispose() }
            entry.lifetime.insert(name <=> test.text(of: entry))

            XCTAssertEqual(entry.propertyValue("text", as: String?.self), "Ada", "the view model's value is shown")
            XCTAssertTrue(GtkTestKit.type("Grace", into: entry))
            XCTAssertEqual(name.value, "Grace", "typing reaches the view model")
            name.accept("Linus")
            XCTAssertEqual(entry.propertyValue("text", as: String?.self), "Linus")
            XCTAssertEqual(sent, ["Ada", "Grace", "Linus"], "no echo: each value once")

            window.destroy()
            name.accept("after the window")
            XCTAssertEqual(entry.propertyValue("text", as: String?.self), "Linus", "the binding ended with the window")
        }
    }

    nonisolated func testASignalAsAControlEventCompletesWhenTheWindowIsDestroyed() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "Events")
            let button = Widget(gtk_button_new_with_label("Go"))
            window.child = button
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            var clicks = 0
            var completed = false
            let subscription = button.rx.controlEvent("clicked").subscribe(
                onNext: { clicks += 1 }, onCompleted: { completed = true })
            defer { subscription.dispose() }
            XCTAssertTrue(GtkTestKit.activate(button))
            XCTAssertTrue(GtkTestKit.pump(until: { clicks == 1 }))
            window.destroy()
            XCTAssertTrue(completed, "the event's sequence completes with the window")
            var lateCompleted = false
            let late = button.rx.controlEvent("clicked").subscribe(onCompleted: { lateCompleted = true })
            late.dispose()
            XCTAssertTrue(lateCompleted, "subscribing after the destroy completes at once")
        }
    }
}
