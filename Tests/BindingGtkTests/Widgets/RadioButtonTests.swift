@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class RadioButtonTests: XCTestCase {
    func testGroupsAndIsActive() throws {
        try onGtk {
            let small = RadioButton(label: "Small")
            let medium = RadioButton(label: "Medium", joining: small)
            let large = RadioButton(label: "Large")
            XCTAssertTrue(small.isActive, "the first button of a group starts active")
            XCTAssertEqual(small.group.map(ObjectIdentifier.init), [small, medium].map(ObjectIdentifier.init))
            XCTAssertEqual(large.group.map(ObjectIdentifier.init), [ObjectIdentifier(large)])
            large.join(small)
            XCTAssertEqual(small.group.map(ObjectIdentifier.init), [small, medium, large].map(ObjectIdentifier.init))
            XCTAssertEqual(small.selectedIndex, 0)

            let active = ControlRecorder(medium.rx.isActive)
            GtkTestKit.toggle(medium)
            XCTAssertTrue(medium.isActive)
            XCTAssertFalse(small.isActive)
            XCTAssertEqual(active.values, [false, true])
            for button in [small, medium, large] { button.destroy() }
        }
    }

    func testSelectedIndexEmitsInitialAndUserPicksOnceEach() throws {
        try onGtk {
            let first = RadioButton(label: "One")
            let second = RadioButton(label: "Two", joining: first)
            let third = RadioButton(label: "Three", joining: second)
            let window = makeShownWindow(first, second, third)
            let recorder = ControlRecorder(first.rx.selectedIndex)

            GtkTestKit.toggle(third)
            GtkTestKit.toggle(third)
            first.rx.selectedIndex.onNext(1)
            XCTAssertTrue(second.isActive, "sending an index activates that button")
            first.rx.selectedIndex.onNext(7)
            XCTAssertTrue(second.isActive, "an index outside the group is ignored")
            third.isActive = true
            GtkTestKit.toggle(second)

            XCTAssertEqual(recorder.values, [0, 2, 1], "one value per pick; clicking the active button again and setting from code emit nothing")
            XCTAssertTrue(Widget.wrapper(for: first.widgetPointer) is RadioButton)
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
