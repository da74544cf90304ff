@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ScaleTests: XCTestCase {
    func testValueEmitsInitialAndUserChangesOnly() throws {
        try onGtk {
            let scale = Scale(minimum: 0, maximum: 10, step: 1)
            let recorder = ControlRecorder(scale.rx.value)
            scale.slideAsUser(to: 4)
            scale.rx.value.onNext(8)
            XCTAssertEqual(scale.value, 8)
            XCTAssertEqual(recorder.values, [0, 4])
            scale.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
