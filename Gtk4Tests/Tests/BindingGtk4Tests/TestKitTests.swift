import BindingGLib
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// The GTK 4 test kit's input and lookup, each with the case where a user could not act.
@MainActor
final class TestKitTests: XCTestCase {
    private static let form = """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="child">
              <object class="GtkBox">
                <child><object class="GtkEntry" id="name"/></child>
                <child><object class="GtkLabel" id="caption"><property name="label">Name</property></object></child>
                <child><object class="GtkButton" id="save"><property name="label">Save</property></object></child>
              </object>
            </property>
          </object>
        </interface>
        """

    nonisolated func testTypingAndActivatingReachTheWidgetsSignals() throws {
        try GtkTestKit.run(self) { _ in
            let window = try Builder(string: Self.form).get("window", as: Window.self)
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            let entry = try XCTUnwrap(GtkTestKit.find("name", in: window, as: Widget.self))
            let save = try XCTUnwrap(GtkTestKit.find("save", in: window, as: Widget.self))
            var changes = 0
            var clicks = 0
            let changed = entry.connect("changed") { changes += 1 }
            let clicked = save.connect("clicked") { clicks += 1 }
            defer { changed.dispose(); clicked.dispose() }

            XCTAssertTrue(GtkTestKit.type("Ada", into: entry))
            XCTAssertEqual(String(cString: gtk_editable_get_text(cgtk4_editable(entry.widgetPointer))), "Ada")
            XCTAssertGreaterThan(changes, 0, "typing emits changed, as for the user")
            XCTAssertTrue(GtkTestKit.activate(save))
            // A GTK 4 button shows its pressed state for a moment before `clicked`.
            XCTAssertTrue(GtkTestKit.pump(until: { clicks == 1 }), "activating clicks the button")

            save.isSensitive = false
            XCTAssertFalse(GtkTestKit.activate(save), "an insensitive button cannot be clicked (nothing is scheduled)")
            let caption = try XCTUnwrap(GtkTestKit.find("caption", in: window, as: Widget.self))
            XCTAssertFalse(GtkTestKit.type("x", into: caption), "a label is not editable")
            window.destroy()
            XCTAssertFalse(GtkTestKit.type("after", into: entry), "a destroyed entry takes no text")
        }
    }

    nonisolated func testFindReturnsNilForAMissingNameOrAnotherType() throws {
        try GtkTestKit.run(self) { _ in
            let window = try Builder(string: Self.form).get("window", as: Window.self)
            XCTAssertNil(GtkTestKit.find("absent", in: window, as: Widget.self))
            XCTAssertNil(GtkTestKit.find("name", in: window, as: Window.self))
            XCTAssertNotNil(window.descendant(ofType: Window.self), "the subtree includes its root")
            window.destroy()
        }
    }

    nonisolated func testRunUntilLastWindowClosesEndsWithTheLastWindow() throws {
        try GtkTestKit.run(self) { _ in
            let first = Window(title: "first")
            let second = Window(title: "second")
            first.present()
            second.present()
            var closed: [String] = []
            first.onDestroy { closed.append("first") }
            second.onDestroy { closed.append("second") }
            Task { @MainActor in
                first.close()
                Task { @MainActor in second.close() }
            }
            try MainLoop.runUntilLastWindowCloses()
            XCTAssertEqual(closed, ["first", "second"], "the loop ran until both were closed")
            XCTAssertFalse(MainLoop.isRunning)
        }
    }
}
