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

    /// A widget of a GType no Swift class is registered for (GTK 3's deprecated `GtkHBox`, which the
    /// generator leaves out) comes back as the class of its nearest registered ancestor (`Box`),
    /// and a generated class the code never constructed (`FlowBox`, declared by the generator)
    /// is still its widgets' class, so a later downcast works.
    func testUnregisteredGTypeGetsItsNearestRegisteredAncestorsClass() throws {
        try onGtk {
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkHBox" id="row">
                    <child><object class="GtkFlowBox" id="flow"/></child>
                  </object>
                </interface>
                """)
            let row = try builder.get("row", as: Object.self)
            XCTAssertTrue(type(of: row) == Box.self, "a GtkHBox is wrapped as \(type(of: row))")
            XCTAssertEqual(row.typeName, "GtkHBox")
            let box = try XCTUnwrap(row as? Box)
            let child = try XCTUnwrap(box.children.first)
            XCTAssertTrue(child is FlowBox, "a GtkFlowBox is wrapped as \(type(of: child))")
            XCTAssertTrue(try builder.get("flow", as: Widget.self) === child)
            box.destroy()
        }
    }
}
