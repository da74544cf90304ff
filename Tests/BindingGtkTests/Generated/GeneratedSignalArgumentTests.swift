import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Signals whose arguments became typed once `GtkAllocation` mapped to `Rectangle` and a plain
/// `GObject` argument to `Object`: `Widget.rx.sizeAllocate`, `AccelGroup.rx.accelActivate`.
final class GeneratedSignalArgumentTests: XCTestCase {
    func testSizeAllocateDeliversTheAllocationAsARectangleAndCompletesOnDestroy() throws {
        try onGtk {
            let window = Window(title: "Allocation")
            let label = Label("Allocated")
            window.add(label)
            var allocations: [Rectangle] = []
            var completed = false
            let subscription = label.rx.sizeAllocate.subscribe(
                onNext: { allocations.append($0) }, onCompleted: { completed = true }
            )
            window.setDefaultSize(width: 240, height: 80)
            window.showAll()
            XCTAssertTrue(GtkTestKit.pump(until: { !allocations.isEmpty }))
            let last = try XCTUnwrap(allocations.last)
            var expected = GtkAllocation()
            gtk_widget_get_allocation(label.widgetPointer, &expected)
            XCTAssertEqual(last, Rectangle(x: Int(expected.x), y: Int(expected.y), width: Int(expected.width), height: Int(expected.height)))
            XCTAssertGreaterThan(last.width, 0)
            window.destroy()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testAccelActivateDeliversTheWindowKeyvalAndModifiers() throws {
        try onGtk {
            let window = Window(title: "Accelerators")
            let button = Button(label: "Save")
            window.add(button)
            let group = AccelGroup()
            let groupPointer = UnsafeMutableRawPointer(group.objectPointer).assumingMemoryBound(to: GtkAccelGroup.self)
            gtk_window_add_accel_group(UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkWindow.self), groupPointer)
            var activations: [(acceleratable: Object?, keyval: Int, modifier: ModifierType)] = []
            var clicks = 0
            let subscriptions = [
                group.rx.accelActivate.subscribe(onNext: { activations.append($0) }),
                button.rx.tap.subscribe(onNext: { clicks += 1 }),
            ]
            // Connected after the observer: GTK stops the emission at the first handler that claims
            // the accelerator, so an observer connected later would not hear it.
            let keyval = UInt32(gdk_keyval_from_name("s"))
            gtk_widget_add_accelerator(button.widgetPointer, "clicked", groupPointer, keyval, GDK_CONTROL_MASK, GTK_ACCEL_VISIBLE)
            // GTK activates a widget's accelerator only while the widget is mapped.
            window.showAll()
            XCTAssertTrue(GtkTestKit.pump(until: { gtk_widget_get_mapped(button.widgetPointer) != 0 }))
            let handled = gtk_accel_groups_activate(window.objectPointer, keyval, GDK_CONTROL_MASK)
            XCTAssertEqual(handled, 1)
            XCTAssertEqual(activations.count, 1)
            XCTAssertTrue(activations.first?.acceleratable === window)
            XCTAssertEqual(activations.first?.keyval, Int(keyval))
            XCTAssertEqual(activations.first?.modifier, .controlMask)
            // Observing does not claim the accelerator: the button's own handler still runs.
            XCTAssertEqual(clicks, 1)
            subscriptions.forEach { $0.dispose() }
            window.destroy()
        }
    }
}
