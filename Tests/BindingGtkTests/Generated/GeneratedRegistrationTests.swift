import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// Widgets GtkBuilder (or GTK itself) creates come back as their generated Swift classes, and the
/// generated typed properties, enums and `rx` members work on them.
final class GeneratedRegistrationTests: XCTestCase {
    private static let ui = """
        <interface>
          <object class="GtkWindow" id="window">
            <child>
              <object class="GtkNotebook" id="notebook">
                <child>
                  <object class="GtkPaned" id="paned">
                    <property name="orientation">horizontal</property>
                    <child><object class="GtkLabel" id="left"><property name="label">Left</property></object></child>
                    <child><object class="GtkOverlay" id="overlay"/></child>
                  </object>
                </child>
                <child type="tab"><object class="GtkLabel"><property name="label">First</property></object></child>
                <child>
                  <object class="GtkFlowBox" id="flow">
                    <child><object class="GtkMenuButton" id="menuButton"/></child>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    func testBuilderObjectsAndContainerChildrenComeBackAsGeneratedClasses() throws {
        try onGtk {
            let builder = try Builder(string: Self.ui)
            let notebook = try builder.get("notebook", as: Notebook.self)
            let paned = try builder.get("paned", as: Paned.self)
            XCTAssertTrue(try builder.get("overlay", as: Object.self) is Overlay)
            XCTAssertTrue(try builder.get("flow", as: Object.self) is FlowBox)
            XCTAssertTrue(try builder.get("menuButton", as: Object.self) is MenuButton)
            // A child GTK made (the FlowBox wraps its children in a GtkFlowBoxChild).
            let menuButton = try builder.get("menuButton", as: Widget.self)
            XCTAssertTrue(menuButton.parent is FlowBoxChild)
            XCTAssertTrue(notebook.children.first is Paned)
            XCTAssertEqual(paned.orientation, .horizontal)
            XCTAssertEqual(notebook.tabPos, .top)
            try builder.get("window", as: Window.self).destroy()
        }
    }

    func testGeneratedPropertiesAndEnumsReadAndWrite() throws {
        try onGtk {
            let label = Label("Hi")
            label.marginStart = 12
            label.hexpand = true
            label.halign = .end
            XCTAssertEqual(label.marginStart, 12)
            XCTAssertTrue(label.hexpand)
            XCTAssertEqual(label.halign, .end)
            let notebook = Notebook()
            notebook.tabPos = .left
            notebook.showBorder = false
            XCTAssertEqual(notebook.tabPos, .left)
            XCTAssertFalse(notebook.showBorder)
            let adjustment = Adjustment()
            adjustment.upper = 10
            adjustment.value = 5
            XCTAssertEqual(adjustment.value, 5)
            adjustment.value = 20
            XCTAssertEqual(adjustment.value, 10, "GTK clamps to upper - page-size")
        }
    }

    func testDestroyedWidgetIgnoresGeneratedSetters() throws {
        try onGtk {
            let notebook = Notebook()
            notebook.showTabs = false
            notebook.destroy()
            notebook.showTabs = true
            XCTAssertFalse(notebook.showTabs)
        }
    }
}
