@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class WidgetLifetimeTests: XCTestCase {
    func testDestroyDisposesTheLifetimeBagAndLaterInsertsAtOnce() throws {
        try onGtk {
            let label = makeLabelWidget()
            var disposed: [String] = []
            label.lifetime.insert(Disposables.create { disposed.append("first") })
            label.lifetime.insert(Disposables.create { disposed.append("second") })
            XCTAssertEqual(disposed, [])
            label.destroy()
            XCTAssertEqual(disposed, ["first", "second"])
            label.lifetime.insert(Disposables.create { disposed.append("late") })
            XCTAssertEqual(disposed, ["first", "second", "late"])
        }
    }

    func testOnDestroyRunsOnceAndCanBeCancelled() throws {
        try onGtk {
            let label = makeLabelWidget()
            var runs: [String] = []
            label.onDestroy { runs.append("kept") }
            let cancelled = label.onDestroy { runs.append("cancelled") }
            cancelled.dispose()
            label.destroy()
            label.destroy()
            XCTAssertEqual(runs, ["kept"])
            label.onDestroy { runs.append("after") }
            XCTAssertEqual(runs, ["kept", "after"], "registering after destruction runs at once")
        }
    }

    func testDestroyingAWindowDestroysChildrenFirstThenFreesTheirWrappers() throws {
        try onGtk {
            weak var weakChild: Widget?
            weak var weakWindow: Window?
            var order: [String] = []
            do {
                let window = Window(title: "Parent")
                let child = makeLabelWidget()
                window.add(child)
                child.onDestroy { order.append("child") }
                window.onDestroy { order.append("window") }
                weakChild = child
                weakWindow = window
            }
            XCTAssertNotNil(weakChild)
            weakWindow?.destroy()
            MainLoop.runPending()
            XCTAssertEqual(order, ["child", "window"],
                           "destroy actions run at the end of dispose, so a container's children go first")
            XCTAssertNil(weakChild)
            XCTAssertNil(weakWindow)
        }
    }

    func testAnUnparentedWidgetFreedWithItsWrapperRunsItsDestroyActionsOnce() throws {
        try onGtk {
            var runs = 0
            var bagDisposed = false
            do {
                let label = makeLabelWidget()
                label.onDestroy { runs += 1 }
                label.lifetime.insert(Disposables.create { bagDisposed = true })
            }
            MainLoop.runPending()
            XCTAssertEqual(runs, 1, "the wrapper held the only reference: freeing it disposes the widget")
            XCTAssertTrue(bagDisposed)
        }
    }

    func testProgrammaticChangeFlagNests() throws {
        try onGtk {
            let label = makeLabelWidget()
            XCTAssertFalse(label.isApplyingProgrammaticChange)
            label.performProgrammaticChange {
                XCTAssertTrue(label.isApplyingProgrammaticChange)
                label.performProgrammaticChange { XCTAssertTrue(label.isApplyingProgrammaticChange) }
                XCTAssertTrue(label.isApplyingProgrammaticChange)
            }
            XCTAssertFalse(label.isApplyingProgrammaticChange)
        }
    }

    func testBaseWidgetProperties() throws {
        try onGtk {
            let label = makeLabelWidget()
            label.isSensitive = false
            XCTAssertFalse(label.isEnabled)
            label.isEnabled = true
            XCTAssertTrue(label.isSensitive)
            label.isHidden = false
            XCTAssertTrue(label.isVisible)
            label.isVisible = false
            XCTAssertTrue(label.isHidden)
            label.tooltipText = "Explains"
            XCTAssertEqual(label.tooltipText, "Explains")
            label.tooltipText = nil
            XCTAssertNil(label.tooltipText)
            label.opacity = 0.5
            XCTAssertEqual(label.opacity, 0.5, accuracy: 0.01)
            label.setStyleClass("error", enabled: true)
            XCTAssertTrue(label.hasStyleClass("error"))
            XCTAssertTrue(label.styleClasses.contains("error"))
            label.setStyleClass("error", enabled: false)
            XCTAssertFalse(label.hasStyleClass("error"))
            label.name = "status"
            XCTAssertEqual(label.name, "status")
        }
    }

    func testFocus() throws {
        try onGtk {
            let window = Window(title: "Focus")
            let box = makeBox()
            let first = Widget(gtk_entry_new())
            let second = Widget(gtk_entry_new())
            window.add(box)
            box.add(first)
            box.add(second)
            GtkTestKit.showAndWait(window)
            second.grabFocus()
            XCTAssertTrue(GtkTestKit.pump(until: { second.hasFocus }, timeout: .seconds(2)))
            XCTAssertFalse(first.hasFocus)
            second.resignFocus()
            XCTAssertFalse(second.hasFocus)
            window.destroy()
        }
    }
}
