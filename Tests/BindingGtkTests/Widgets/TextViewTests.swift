@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class TextViewTests: XCTestCase {
    func testTextEmitsInitialAndUserEditsOnly() throws {
        try onGtk {
            let view = TextView(text: "Hello")
            let recorder = ControlRecorder(view.rx.text)
            XCTAssertEqual(recorder.values, ["Hello"])
            view.insertAtCursorAsUser(", world")
            XCTAssertEqual(recorder.values.last, "Hello, world")
            view.rx.text.onNext("Set by code")
            XCTAssertEqual(view.text, "Set by code")
            XCTAssertEqual(recorder.values, ["Hello", "Hello, world"], "programmatic sets do not echo")
            view.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testTwoWayBindingWithRelayStaysLoopFree() throws {
        try onGtk {
            let view = TextView()
            let relay = BehaviorRelay(value: "From model")
            var relayValues: [String] = []
            let watch = relay.subscribe(onNext: { relayValues.append($0) })
            let binding = relay <=> view.rx.text
            XCTAssertEqual(view.text, "From model", "the view model wins at creation")
            view.insertAtCursorAsUser("!")
            XCTAssertEqual(relay.value, "From model!")
            relay.accept("Again")
            XCTAssertEqual(view.text, "Again")
            XCTAssertEqual(relayValues, ["From model", "From model!", "Again"])
            binding.dispose()
            watch.dispose()
            view.destroy()
        }
    }

    func testValueFromBackgroundThreadAppliesOnMainThread() throws {
        try onGtk {
            let view = TextView()
            let sink = view.rx.text
            onBackgroundThread { sink.onNext("from afar") }
            XCTAssertTrue(GtkTestKit.pump(until: { view.text == "from afar" }, timeout: .seconds(2)))
            view.destroy()
        }
    }

    func testSubscribingAfterDestroyCompletesAndSettersAreIgnored() throws {
        try onGtk {
            let view = TextView(text: "x")
            view.destroy()
            let recorder = ControlRecorder(view.rx.text)
            XCTAssertTrue(recorder.isCompleted)
            view.rx.text.onNext("ignored")
        }
    }

    func testReadOnlyViewIgnoresUserInsertion() throws {
        try onGtk {
            let view = TextView(text: "fixed")
            view.rx.isEditable.onNext(false)
            let recorder = ControlRecorder(view.rx.text)
            view.insertAtCursorAsUser("typed")
            XCTAssertEqual(view.text, "fixed")
            XCTAssertEqual(recorder.values, ["fixed"])
            view.destroy()
        }
    }
}
