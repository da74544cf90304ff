import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Dispatch
import XCTest

/// Bindings end with their window on GTK 4, where `gtk_window_destroy` disposes nothing a
/// wrapper still references: the window's leaving GTK's toplevel list ends every wrapped widget's
/// lifetime in it, children first.
@MainActor
final class WindowLifetimeTests: XCTestCase {
    /// A window holding a box holding a label, all wrapped.
    private func makeWindow() -> (window: Window, box: Widget, label: Widget) {
        let window = Window(title: "Lifetime")
        let box = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let label = Widget(gtk_label_new("text"))
        gtk_box_append(cgtk4_box(box.widgetPointer), label.widgetPointer)
        window.child = box
        return (window, box, label)
    }

    nonisolated func testDestroyEndsEveryWrappedWidgetChildrenFirst() throws {
        try GtkTestKit.run(self) { test in
            let (window, box, label) = test.makeWindow()
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            var order: [String] = []
            window.onDestroy { order.append("window") }
            box.onDestroy { order.append("box") }
            label.onDestroy { order.append("label") }
            let bagEnded = Disposables.create { order.append("bag") }
            label.lifetime.insert(bagEnded)

            window.destroy()

            XCTAssertEqual(order, ["label", "bag", "box", "window"])
            XCTAssertTrue(window.isDestroyed)
            XCTAssertTrue(box.isDestroyed)
            XCTAssertTrue(label.isDestroyed)
        }
    }

    nonisolated func testCloseDestroysLikeTheCloseButton() throws {
        try GtkTestKit.run(self) { test in
            let (window, _, label) = test.makeWindow()
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            var ended = false
            label.onDestroy { ended = true }
            window.close()
            XCTAssertTrue(GtkTestKit.pump(until: { ended }), "closing ends the label's bindings")
            XCTAssertTrue(window.isDestroyed)
        }
    }

    nonisolated func testAfterDestroySettersDoNothingAndLateRegistrationsRunAtOnce() throws {
        try GtkTestKit.run(self) { test in
            let (window, _, label) = test.makeWindow()
            window.destroy()
            window.title = "changed after destroy"
            XCTAssertEqual(window.title, "Lifetime")
            var ran = false
            label.onDestroy { ran = true }
            XCTAssertTrue(ran, "a destroy action registered after the destruction runs at once")
            var disposed = false
            label.lifetime.insert(Disposables.create { disposed = true })
            XCTAssertTrue(disposed, "inserting into an ended lifetime disposes at once")
            window.destroy()  // a second destroy does nothing
        }
    }

    nonisolated func testADestroyActionThatIsDisposedDoesNotRun() throws {
        try GtkTestKit.run(self) { test in
            let (window, _, label) = test.makeWindow()
            var ran = false
            let registration = label.onDestroy { ran = true }
            registration.dispose()
            window.destroy()
            XCTAssertFalse(ran)
        }
    }

    nonisolated func testAWidgetTakenOutBeforeTheDestroyLivesOn() throws {
        try GtkTestKit.run(self) { test in
            let (window, box, label) = test.makeWindow()
            gtk_box_remove(cgtk4_box(box.widgetPointer), label.widgetPointer)
            window.destroy()
            XCTAssertTrue(box.isDestroyed)
            XCTAssertFalse(label.isDestroyed, "the label was no longer in the window")
        }
    }

    nonisolated func testDestroyingOneWindowLeavesTheOthers() throws {
        try GtkTestKit.run(self) { test in
            let first = test.makeWindow()
            let second = test.makeWindow()
            first.window.destroy()
            XCTAssertTrue(first.label.isDestroyed)
            XCTAssertFalse(second.window.isDestroyed)
            XCTAssertFalse(second.label.isDestroyed)
            second.window.destroy()
            XCTAssertTrue(second.label.isDestroyed)
        }
    }

    nonisolated func testWrappersAreFreedAfterTheDestroy() throws {
        try GtkTestKit.run(self) { test in
            weak var weakWindow: Window?
            weak var weakLabel: Widget?
            do {
                let (window, _, label) = test.makeWindow()
                weakWindow = window
                weakLabel = label
                XCTAssertTrue(GtkTestKit.presentAndWait(window))
                window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { weakWindow == nil && weakLabel == nil }), "wrappers outlived their window")
        }
    }

    nonisolated func testRunUntilClosedReturnsWhenTheWindowCloses() throws {
        try GtkTestKit.run(self) { test in
            let (window, _, _) = test.makeWindow()
            window.present()
            DispatchQueue.main.async { MainActor.assumeIsolated { window.close() } }
            try MainLoop.runUntilClosed(window)
            XCTAssertTrue(window.isDestroyed)
            XCTAssertFalse(MainLoop.isRunning)
            try MainLoop.runUntilClosed(window)  // returns at once: already closed
        }
    }

    nonisolated func testRunAndQuit() throws {
        try GtkTestKit.run(self) { _ in
            var ran = false
            Task { @MainActor in
                ran = true
                MainLoop.quit()
            }
            try MainLoop.run()
            XCTAssertTrue(ran)
            XCTAssertFalse(MainLoop.isRunning)
        }
    }

    nonisolated func testADestroyActionThatDestroysAnotherWindowEndsEachOnce() throws {
        try GtkTestKit.run(self) { test in
            let first = test.makeWindow()
            let second = test.makeWindow()
            var ended: [String] = []
            first.window.onDestroy {
                ended.append("first")
                second.window.destroy()
            }
            second.label.onDestroy { ended.append("second label") }
            second.window.onDestroy { ended.append("second") }
            first.window.destroy()
            XCTAssertEqual(ended, ["first", "second label", "second"])
            XCTAssertTrue(second.label.isDestroyed)
        }
    }

    nonisolated func testAWindowWrappedAfterItsDestructionEndsWhenDisposed() throws {
        try GtkTestKit.run(self) { test in
            let pointer = gtk_window_new()!
            g_object_ref(UnsafeMutableRawPointer(pointer))
            gtk_window_destroy(cgtk4_window(pointer))
            var ended = false
            do {
                let late = Window(pointer)
                g_object_unref(UnsafeMutableRawPointer(pointer))
                late.onDestroy { ended = true }
                XCTAssertFalse(late.isDestroyed, "not in the list, so not followed; alive until disposed")
            }
            XCTAssertTrue(GtkTestKit.pump(until: { ended }), "releasing the last wrapper disposed it")
            // The list changes again: the finalized window must not be looked at.
            let other = test.makeWindow()
            other.window.destroy()
            XCTAssertTrue(other.label.isDestroyed)
        }
    }
}
