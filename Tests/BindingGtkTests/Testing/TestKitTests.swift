import Binding
import BindingGtk
import BindingGtkTesting
import CGLib
import CGtk
import Foundation
import XCTest

final class TestKitTests: XCTestCase {
    func testFindByNameAndBuilderID() throws {
        try onGtk {
            let entry = Entry()
            entry.name = "email"
            let window = makeShownWindow(Label("Email"), entry)
            XCTAssertTrue(GtkTestKit.find(named: "email", in: window) === entry)
            XCTAssertTrue(GtkTestKit.find(named: "email", as: Entry.self, in: window) === entry)
            XCTAssertNil(GtkTestKit.find(named: "email", as: Switch.self, in: window))
            XCTAssertNil(GtkTestKit.find(named: "missing", in: window))
            gtk_buildable_set_name(cgtk_buildable(entry.widgetPointer), "emailEntry")
            XCTAssertTrue(GtkTestKit.find(named: "emailEntry", in: window) === entry)
            window.destroy()
        }
    }

    func testFindByLabelReturnsTheLabelledInput() throws {
        try onGtk {
            let caption = Label()
            caption.setTextWithMnemonic("_Name")
            let entry = Entry()
            caption.mnemonicWidget = entry
            let status = Label("Ready")
            let window = makeShownWindow(caption, entry, status, Button(label: "OK"))
            XCTAssertTrue(GtkTestKit.find(labelled: "Name", in: window) === entry, "a label stands for its mnemonic widget")
            XCTAssertTrue(GtkTestKit.find(labelled: "Ready", in: window) === status)
            XCTAssertTrue(GtkTestKit.find(labelled: "OK", in: window) is Button)
            XCTAssertNil(GtkTestKit.find(labelled: "Cancel", in: window))
            window.destroy()
        }
    }

    func testDescendantsIncludeInternalChildren() throws {
        try onGtk {
            let button = Button(label: "Inner")
            let window = makeShownWindow(button)
            let all = GtkTestKit.descendants(of: window)
            XCTAssertTrue(all.first === window)
            XCTAssertTrue(all.contains { $0 === button })
            XCTAssertTrue(all.contains { $0 is Label && ($0 as! Label).text == "Inner" }, "the button's own label")
            window.destroy()
        }
    }

    func testPumpStopsAtTheDeadlineOrWhenTheConditionHolds() throws {
        try onGtk {
            let start = ContinuousClock.now
            XCTAssertFalse(GtkTestKit.pump(until: { false }, timeout: .milliseconds(60)))
            XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(60))
            var fired = false
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { fired = true }
            XCTAssertTrue(GtkTestKit.pump(until: { fired }, timeout: .seconds(2)))
        }
    }

    func testLogRecorderCapturesWarnings() throws {
        try onGtk {
            let messages = GtkTestKit.recordingLogMessages {
                withVaList([]) { g_logv("Gtk", G_LOG_LEVEL_WARNING, "deliberate test warning", $0) }
            }
            XCTAssertEqual(messages, [GLibLogMessage(domain: "Gtk", isCritical: false, message: "deliberate test warning")])
        }
    }

    func testTypingIntoAHiddenWindowFailsClearly() throws {
        try onGtk {
            let entry = Entry()
            XCTAssertThrowsError(try GtkTestKit.type("x", into: entry)) { error in
                XCTAssertEqual(error as? SimulatedInputError, .windowNotShown)
            }
        }
    }
}
