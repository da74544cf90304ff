@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class GridTests: XCTestCase {
    func testAttachPlacesChildrenInCellsWithSpans() throws {
        try onGtk {
            let grid = Grid(rowSpacing: 4, columnSpacing: 6)
            let name = Label("Name")
            let entry = Entry()
            let wide = Label("Across both columns")
            grid.attach(name, column: 0, row: 0)
            grid.attach(entry, nextTo: name, side: .right)
            grid.attach(wide, column: 0, row: 1, width: 2)
            XCTAssertTrue(grid.child(atColumn: 0, row: 0) === name)
            XCTAssertTrue(grid.child(atColumn: 1, row: 0) === entry)
            XCTAssertTrue(grid.child(atColumn: 0, row: 1) === wide)
            XCTAssertTrue(grid.child(atColumn: 1, row: 1) === wide, "the label spans two columns")
            XCTAssertNil(grid.child(atColumn: 0, row: 2))
            XCTAssertEqual(grid.rowSpacing, 4)
            XCTAssertEqual(grid.columnSpacing, 6)
            XCTAssertEqual(grid.children.count, 3)

            let window = makeShownWindow(grid)
            XCTAssertGreaterThan(gtk_widget_get_allocated_width(entry.widgetPointer), 0)
            window.destroy()
            XCTAssertNil(grid.child(atColumn: 0, row: 0), "a destroyed grid has no children")
        }
    }

    func testGridFromGtkGetsTheGridWrapper() throws {
        try onGtk {
            let box = Box()
            gtk_container_add(box.containerPointer, gtk_grid_new())
            XCTAssertTrue(box.children.first is Grid)
            box.destroy()
        }
    }
}
