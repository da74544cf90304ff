@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ComboBoxTextTests: XCTestCase {
    func testSelectedIndexEmitsInitialAndUserChangesOnly() throws {
        try onGtk {
            let combo = ComboBoxText(items: ["Red", "Green", "Blue"])
            let recorder = ControlRecorder(combo.rx.selectedIndex)
            XCTAssertEqual(recorder.values, [nil])
            combo.selectAsUser(1)
            XCTAssertEqual(recorder.values, [nil, 1])
            XCTAssertEqual(combo.selectedText, "Green")
            combo.rx.selectedIndex.onNext(2)
            XCTAssertEqual(combo.selectedIndex, 2)
            XCTAssertEqual(recorder.values, [nil, 1], "programmatic selection does not echo")
            combo.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testActiveIDTwoWayWithRelay() throws {
        try onGtk {
            let combo = ComboBoxText()
            combo.setItems([(id: "en", text: "English"), (id: "fr", text: "Français")])
            let language = BehaviorRelay<String?>(value: "fr")
            let binding = language <=> combo.rx.activeID
            XCTAssertEqual(combo.selectedText, "Français")
            combo.selectAsUser(0)
            XCTAssertEqual(language.value, "en")
            language.accept("unknown")
            XCTAssertNil(combo.selectedIndex)
            binding.dispose()
            combo.destroy()
        }
    }

    func testItemsBinder() throws {
        try onGtk {
            let combo = ComboBoxText(items: ["old"])
            combo.rx.items.onNext(["a", "b", "c"])
            XCTAssertEqual(combo.itemCount, 3)
            combo.rx.activeID.onNext("b")
            XCTAssertEqual(combo.selectedIndex, 1)
            combo.destroy()
        }
    }
}
