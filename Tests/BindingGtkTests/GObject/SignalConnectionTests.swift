@testable import BindingGtk
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

final class SignalConnectionTests: XCTestCase {
    func testHandlerRunsForEachEmission() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("Go"))
            var clicks = 0
            let connection = button.connect("clicked") { clicks += 1 }
            XCTAssertNotEqual(connection.handlerID, 0)
            gtk_button_clicked(cgtk_button(button.widgetPointer))
            gtk_button_clicked(cgtk_button(button.widgetPointer))
            XCTAssertEqual(clicks, 2)
            XCTAssertTrue(connection.isConnected)
        }
    }

    func testDisconnectStopsTheHandlerAndFreesItsClosure() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("Go"))
            weak var weakProbe: Probe?
            var clicks = 0
            let connection: SignalConnection
            do {
                let probe = Probe()
                weakProbe = probe
                connection = button.connect("clicked") { withExtendedLifetime(probe) { clicks += 1 } }
            }
            XCTAssertNotNil(weakProbe, "GLib holds the closure while connected")
            connection.disconnect()
            XCTAssertNil(weakProbe, "disconnecting released the closure box")
            XCTAssertFalse(connection.isConnected)
            gtk_button_clicked(cgtk_button(button.widgetPointer))
            XCTAssertEqual(clicks, 0)
            connection.disconnect()
        }
    }

    func testDestroyFreesClosuresAndLaterDisconnectLogsNothing() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("Go"))
            weak var weakProbe: Probe?
            let connection: SignalConnection
            do {
                let probe = Probe()
                weakProbe = probe
                connection = button.connect("clicked") { withExtendedLifetime(probe) {} }
            }
            let messages = GtkTestKit.recordingLogMessages {
                button.destroy()
                XCTAssertNil(weakProbe, "destroy disconnected the handler and released the box")
                XCTAssertFalse(connection.isConnected)
                connection.disconnect()
                connection.dispose()
            }
            XCTAssertEqual(messages, [])
        }
    }

    func testFinalizationFreesClosuresOfAnUnusedWidget() throws {
        try onGtk {
            weak var weakProbe: Probe?
            do {
                let button = Widget(gtk_button_new_with_label("Go"))
                let probe = Probe()
                weakProbe = probe
                button.connect("clicked") { withExtendedLifetime(probe) {} }
            }
            XCTAssertNil(weakProbe)
        }
    }

    func testDestroyingAWindowWithHandlersOnItsChildrenLogsNoCritical() throws {
        try onGtk {
            let window = Window(title: "Bound")
            let box = makeBox()
            let button = Widget(gtk_button_new_with_label("Save"))
            let entry = Widget(gtk_entry_new())
            window.add(box)
            box.add(button)
            box.add(entry)
            var connections = [
                button.connect("clicked") {},
                entry.connect("changed") {},
                entry.observeProperty("text") {},
                window.connect("delete-event", eventHandler: { _ in false }),
            ]
            GtkTestKit.showAndWait(window)
            let messages = GtkTestKit.recordingLogMessages {
                window.destroy()
                MainLoop.runPending()
                XCTAssertTrue(connections.allSatisfy { !$0.isConnected })
                connections.forEach { $0.dispose() }
                connections.removeAll()
            }
            XCTAssertEqual(messages, [])
            XCTAssertTrue(button.isDestroyed && entry.isDestroyed && box.isDestroyed)
        }
    }

    func testDisposeFromABackgroundThreadDisconnectsOnTheMainThread() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("Go"))
            let connection = button.connect("clicked") {}
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                connection.dispose()
                done.signal()
            }
            done.wait()
            XCTAssertTrue(GtkTestKit.pump(until: { !connection.isConnected }, timeout: .seconds(2)))
        }
    }

    func testPropertyNotificationReportsChanges() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("A"))
            var seen: [String] = []
            button.observeProperty("label") {
                seen.append(String(cString: gtk_button_get_label(cgtk_button(button.widgetPointer))))
            }
            gtk_button_set_label(cgtk_button(button.widgetPointer), "B")
            gtk_button_set_label(cgtk_button(button.widgetPointer), "C")
            XCTAssertEqual(seen, ["B", "C"])
        }
    }

    func testBlockedHandlerIsSkipped() throws {
        try onGtk {
            let button = Widget(gtk_button_new_with_label("Go"))
            var clicks = 0
            let connection = button.connect("clicked") { clicks += 1 }
            connection.whileBlocked { gtk_button_clicked(cgtk_button(button.widgetPointer)) }
            XCTAssertEqual(clicks, 0)
            gtk_button_clicked(cgtk_button(button.widgetPointer))
            XCTAssertEqual(clicks, 1)
        }
    }

    func testCloseRequestCanBeVetoed() throws {
        try onGtk {
            let window = Window(title: "Veto")
            window.add(makeLabelWidget())
            var asked = 0
            window.shouldClose = { asked += 1; return false }
            GtkTestKit.showAndWait(window)
            gtk_window_close(window.windowPointer)
            XCTAssertTrue(GtkTestKit.pump(until: { asked == 1 }), "the close request never reached shouldClose")
            // GTK destroys an unvetoed window as soon as delete-event returns, in the same
            // dispatch; run whatever else the close queued as well.
            MainLoop.runPending()
            XCTAssertFalse(window.isDestroyed, "the veto kept the window open")
            window.shouldClose = { asked += 1; return true }
            gtk_window_close(window.windowPointer)
            XCTAssertTrue(GtkTestKit.pump(until: { window.isDestroyed }), "the accepted close did not destroy the window")
            XCTAssertEqual(asked, 2)
        }
    }
}
