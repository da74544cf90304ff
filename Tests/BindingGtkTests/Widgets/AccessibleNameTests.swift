@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class AccessibleNameTests: XCTestCase {
    func testAccessibleNameReachesTheAtkObject() throws {
        try onGtk {
            let entry = Entry()
            entry.accessibleName = "Display name"
            XCTAssertEqual(entry.accessibleName, "Display name")
            let atk = gtk_widget_get_accessible(entry.widgetPointer)
            XCTAssertEqual(String(cString: atk_object_get_name(atk)), "Display name", "what AT-SPI clients read")

            let button = Button(label: "Save")
            button.rx.accessibleName.onNext("Save profile")
            XCTAssertEqual(button.accessibleName, "Save profile")
            entry.destroy()
            button.destroy()
            XCTAssertNil(entry.accessibleName)
        }
    }
}
