@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class WrapperRegistryTests: XCTestCase {
    /// Widgets GTK creates get their specific Swift class from the one
    /// registry, with no registration call first (no Builder involved).
    func testWidgetsCreatedByGtkGetTheirSpecificClass() throws {
        try onGtk {
            let box = Box()
            let made: [UnsafeMutablePointer<GtkWidget>] = [
                gtk_text_view_new(), gtk_spinner_new(), gtk_level_bar_new(), gtk_check_button_new(), gtk_entry_new(),
            ]
            for pointer in made { gtk_container_add(cgtk_container(box.widgetPointer), pointer) }
            let children = box.children
            XCTAssertTrue(children[0] is TextView)
            XCTAssertTrue(children[1] is Spinner)
            XCTAssertTrue(children[2] is LevelBar)
            XCTAssertTrue(children[3] is CheckButton)
            XCTAssertTrue(children[4] is Entry)
            box.destroy()
        }
    }
}
