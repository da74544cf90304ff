import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class SpinButtonTests: XCTestCase {
    func testValueReportsInitialValueThenUserSteps() throws {
        try onGtk {
            let spin = SpinButton(range: 0...10, step: 1)
            spin.value = 3
            let values = ControlRecorder(spin.rx.value)
            let ints = ControlRecorder(spin.rx.intValue)
            GtkTestKit.spin(spin, by: 2)
            GtkTestKit.spin(spin, by: -1)
            XCTAssertEqual(values.values, [3, 4, 5, 4])
            XCTAssertEqual(ints.values, [3, 4, 5, 4])
        }
    }

    func testTypedValueIsReportedOnEnter() throws {
        try onGtk {
            let spin = SpinButton(range: 0...100, step: 1)
            let window = makeShownWindow(spin)
            let values = ControlRecorder(spin.rx.intValue)
            try GtkTestKit.type("42", into: spin)
            XCTAssertEqual(values.values, [0], "GTK reads typed text on Enter")
            try GtkTestKit.pressEnter(in: spin)
            XCTAssertEqual(values.values, [0, 42])
            window.destroy()
        }
    }

    func testProgrammaticSetsDoNotEchoAndAreClamped() throws {
        try onGtk {
            let spin = SpinButton(range: 1...5, step: 1)
            let values = ControlRecorder(spin.rx.value)
            spin.rx.value.onNext(4)
            XCTAssertEqual(spin.value, 4)
            spin.rx.intValue.onNext(99)
            XCTAssertEqual(spin.intValue, 5, "GTK clamps to the range")
            XCTAssertEqual(values.values, [1])
        }
    }

    func testTwoWayBindingWithAnIntRelay() throws {
        try onGtk {
            let spin = SpinButton(range: 0...10, step: 1)
            let age = BehaviorRelay(value: 7)
            var seen: [Int] = []
            let watch = age.subscribe(onNext: { seen.append($0) })
            let binding = age <=> spin.rx.intValue
            XCTAssertEqual(spin.intValue, 7)
            GtkTestKit.spin(spin, by: 1)
            XCTAssertEqual(age.value, 8)
            age.accept(2)
            XCTAssertEqual(spin.intValue, 2)
            XCTAssertEqual(seen, [7, 8, 2])
            binding.dispose()
            watch.dispose()
        }
    }

    func testRangeStepAndDigits() throws {
        try onGtk {
            let spin = SpinButton(range: 0...1, step: 0.1, digits: 2)
            XCTAssertEqual(spin.range, 0...1)
            XCTAssertEqual(spin.step, 0.1, accuracy: 1e-9)
            XCTAssertEqual(spin.digits, 2)
            spin.range = 10...20
            XCTAssertEqual(spin.value, 10, "the value follows the new range")
        }
    }
}
