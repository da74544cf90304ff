@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

private let ui = """
<interface>
  <object class="GtkWindow" id="window">
    <child>
      <object class="GtkGrid" id="grid">
        <child>
          <object class="GtkFrame" id="frame">
            <property name="label">Search</property>
            <child><object class="GtkSearchEntry" id="search"/></child>
          </object>
          <packing><property name="left-attach">0</property><property name="top-attach">0</property></packing>
        </child>
        <child>
          <object class="GtkScrolledWindow" id="scroller">
            <child><object class="GtkCalendar" id="calendar"/></child>
          </object>
          <packing><property name="left-attach">0</property><property name="top-attach">1</property></packing>
        </child>
        <child>
          <object class="GtkColorButton" id="color"/>
          <packing><property name="left-attach">1</property><property name="top-attach">0</property></packing>
        </child>
        <child>
          <object class="GtkRadioButton" id="small"><property name="label">Small</property></object>
          <packing><property name="left-attach">1</property><property name="top-attach">1</property></packing>
        </child>
        <child>
          <object class="GtkRadioButton" id="large">
            <property name="label">Large</property>
            <property name="group">small</property>
          </object>
          <packing><property name="left-attach">1</property><property name="top-attach">2</property></packing>
        </child>
      </object>
    </child>
  </object>
</interface>
"""

final class BuilderWidgetClassesTests: XCTestCase {
    /// Widgets from a `.ui` file (grid, frame, search entry, scrolled window,
    /// calendar, color button, radio buttons) get their Swift classes through the one registry.
    func testBuilderGivesEachWidgetItsSwiftClass() throws {
        try onGtk {
            let builder = try Builder(string: ui)
            let grid = try builder.get("grid", as: Grid.self)
            let frame = try builder.get("frame", as: Frame.self)
            XCTAssertEqual(frame.label, "Search")
            XCTAssertTrue(grid.child(atColumn: 0, row: 0) === frame)
            _ = try builder.get("search", as: SearchEntry.self)
            _ = try builder.get("scroller", as: ScrolledWindow.self)
            _ = try builder.get("calendar", as: CalendarView.self)
            _ = try builder.get("color", as: ColorButton.self)
            let large = try builder.get("large", as: RadioButton.self)
            XCTAssertEqual(large.group.count, 2)
            let selection = ControlRecorder(large.rx.selectedIndex)
            GtkTestKit.toggle(large)
            XCTAssertEqual(selection.values, [0, 1])
            try builder.get("window", as: Window.self).destroy()
            XCTAssertTrue(selection.isCompleted)
        }
    }
}
