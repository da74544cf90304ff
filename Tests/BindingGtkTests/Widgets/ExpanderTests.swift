@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ExpanderTests: XCTestCase {
    func testIsExpandedEmitsInitialAndUserTogglesOnly() throws {
        try onGtk {
            let expander = Expander(label: "More")
            let recorder = ControlRecorder(expander.rx.isExpanded)
            expander.toggleAsUser()
            expander.rx.isExpanded.onNext(false)
            XCTAssertFalse(expander.isExpanded)
            XCTAssertEqual(recorder.values, [false, true])
            expander.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
