@testable import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class ObjectWrapperTests: XCTestCase {
    func testNewWidgetIsOwnedByExactlyOneReferenceOfItsWrapper() throws {
        try onGtk {
            let label = makeLabelWidget()
            XCTAssertEqual(label.referenceCount, 1)
            XCTAssertEqual(g_object_is_floating(label.objectPointer), 0, "the floating reference was adopted")
            XCTAssertEqual(label.typeName, "GtkLabel")
        }
    }

    func testOneWidgetPointerMapsToOneWrapper() throws {
        try onGtk {
            let label = makeLabelWidget()
            XCTAssertTrue(Widget.wrapper(for: label.widgetPointer) === label)
            XCTAssertTrue(Object.existingWrapper(for: label.objectPointer) === label)
            XCTAssertEqual(label.referenceCount, 1, "looking up the wrapper takes no reference")
        }
    }

    func testUnparentedWidgetIsFreedWithItsWrapper() throws {
        try onGtk {
            weak var weakLabel: Widget?
            var probe: FinalizationProbe?
            do {
                let label = makeLabelWidget()
                weakLabel = label
                probe = FinalizationProbe(label.objectPointer)
            }
            XCTAssertNil(weakLabel)
            XCTAssertEqual(probe?.isFinalized, true)
        }
    }

    func testContainerKeepsChildAndItsWrapperAliveUntilRemoved() throws {
        try onGtk {
            let box = makeBox()
            weak var weakChild: Widget?
            var probe: FinalizationProbe?
            do {
                let child = makeLabelWidget("child")
                box.add(child)
                weakChild = child
                probe = FinalizationProbe(child.objectPointer)
                XCTAssertEqual(child.referenceCount, 2, "container + wrapper")
            }
            XCTAssertNotNil(weakChild, "GTK owns the child, so the wrapper stays for bindings that hold it weakly")
            XCTAssertTrue(box.children.first === weakChild, "the same wrapper comes back")
            box.remove(box.children[0])
            XCTAssertNil(weakChild)
            XCTAssertEqual(probe?.isFinalized, true)
        }
    }

    func testWrappingAForeignPointerUsesTheMostSpecificRegisteredClass() throws {
        try onGtk {
            let box = makeBox()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_container_add(cgtk_container(window), box.widgetPointer)
            let wrapper = Widget.wrapper(for: window)
            XCTAssertTrue(wrapper is Window)
            XCTAssertTrue(box.parent === wrapper)
            // A GtkButton has no registered class of its own: nearest is Container.
            let button = Widget.wrapper(for: gtk_button_new_with_label("Go"))
            XCTAssertTrue(type(of: button) == Container.self || button is Container)
            XCTAssertEqual(button.referenceCount, 1)
            wrapper.destroy()
        }
    }

    func testToplevelWindowLivesUntilDestroyedThenIsFreed() throws {
        try onGtk {
            weak var weakWindow: Window?
            var probe: FinalizationProbe?
            do {
                let window = Window(title: "Toplevel")
                weakWindow = window
                probe = FinalizationProbe(window.objectPointer)
                XCTAssertEqual(window.referenceCount, 2, "GTK's toplevel list + wrapper")
            }
            XCTAssertNotNil(weakWindow, "an open window is kept by GTK")
            XCTAssertEqual(probe?.isFinalized, false)
            weakWindow?.destroy()
            MainLoop.runPending()
            XCTAssertNil(weakWindow)
            XCTAssertEqual(probe?.isFinalized, true)
        }
    }

    func testWrapperOutlivingItsWidgetIsSafe() throws {
        try onGtk {
            let window = Window(title: "Before")
            let label = makeLabelWidget()
            window.add(label)
            let messages = GtkTestKit.recordingLogMessages {
                window.destroy()
                XCTAssertTrue(window.isDestroyed)
                XCTAssertTrue(label.isDestroyed)
                window.title = "After"
                window.destroy()
                label.isSensitive = false
                label.tooltipText = "tip"
                label.setStyleClass("error", enabled: true)
                window.add(makeLabelWidget())
                _ = label.isVisible
            }
            XCTAssertEqual(messages, [])
            XCTAssertTrue(Widget.wrapper(for: label.widgetPointer) === label)
        }
    }

    func testPropertiesReadAndWriteThroughGValues() throws {
        try onGtk {
            let label = makeLabelWidget("hello")
            XCTAssertEqual(label.property("label", as: String.self), "hello")
            label.setProperty("label", "world")
            XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(label.widgetPointer))), "world")
            label.setProperty("selectable", true)
            XCTAssertTrue(label.property("selectable", as: Bool.self))
            label.setProperty("max-width-chars", Int32(12))
            XCTAssertEqual(label.property("max-width-chars", as: Int32.self), 12)
            label.setProperty("tooltip-text", String?.none)
            XCTAssertNil(label.property("tooltip-text", as: String?.self))
            XCTAssertFalse(label.hasProperty("no-such-property"))
        }
    }
}
