import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class ToggleControlTests: XCTestCase {
    func testToggleButtonReportsInitialValueThenUserToggles() throws {
        try onGtk {
            let toggle = ToggleButton(label: "Bold", isActive: true)
            let recorder = ControlRecorder(toggle.rx.isActive)
            GtkTestKit.toggle(toggle)
            GtkTestKit.toggle(toggle)
            XCTAssertEqual(recorder.values, [true, false, true])
        }
    }

    func testCheckButtonProgrammaticSetsDoNotEcho() throws {
        try onGtk {
            let check = CheckButton(label: "Remember me")
            let recorder = ControlRecorder(check.rx.isActive)
            check.rx.isActive.onNext(true)
            XCTAssertTrue(check.isActive)
            check.isActive = false
            XCTAssertEqual(recorder.values, [false])
            GtkTestKit.toggle(check)
            XCTAssertEqual(recorder.values, [false, true])
        }
    }

    func testCheckButtonTwoWayBinding() throws {
        try onGtk {
            let check = CheckButton(label: "Newsletter")
            let subscribed = BehaviorRelay(value: true)
            var seen: [Bool] = []
            let watch = subscribed.subscribe(onNext: { seen.append($0) })
            let binding = subscribed <=> check.rx.isActive
            XCTAssertTrue(check.isActive)
            GtkTestKit.toggle(check)
            XCTAssertFalse(subscribed.value)
            subscribed.accept(true)
            XCTAssertTrue(check.isActive)
            XCTAssertEqual(seen, [true, false, true])
            binding.dispose()
            watch.dispose()
        }
    }

    func testSwitchReportsUserChangesOnly() throws {
        try onGtk {
            let toggle = Switch()
            let window = makeShownWindow(toggle)
            let recorder = ControlRecorder(toggle.rx.isOn)
            GtkTestKit.toggle(toggle)
            XCTAssertTrue(toggle.isOn)
            toggle.rx.isOn.onNext(false)
            XCTAssertFalse(toggle.isOn)
            toggle.isOn = true
            GtkTestKit.toggle(toggle)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(recorder.values, [false, true, false])
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testSwitchTwoWayBindingIsLoopFree() throws {
        try onGtk {
            let toggle = Switch(isOn: true)
            let window = makeShownWindow(toggle)
            let enabled = BehaviorRelay(value: false)
            var seen: [Bool] = []
            let watch = enabled.subscribe(onNext: { seen.append($0) })
            let binding = enabled <=> toggle.rx.isOn
            XCTAssertFalse(toggle.isOn, "the view model's value wins at creation")
            GtkTestKit.toggle(toggle)
            XCTAssertTrue(enabled.value)
            enabled.accept(false)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(seen, [false, true, false])
            binding.dispose()
            watch.dispose()
            window.destroy()
        }
    }
}
