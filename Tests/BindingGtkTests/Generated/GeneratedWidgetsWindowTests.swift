import Binding
import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest

/// A window built only from generated widgets and generated properties is laid out and drawn
/// as GTK says (margins, expansion, a notebook with a paned page), and saved as a PNG.
final class GeneratedWidgetsWindowTests: XCTestCase {
    func testNotebookPanedAndMarginsLayOutAndDraw() throws {
        try onGtk {
            let window = Window(title: "Generated widgets")
            window.defaultWidth = 480
            window.defaultHeight = 300
            let notebook = Notebook()
            notebook.tabPos = .top
            let paned = Paned()
            paned.orientation = .horizontal
            paned.position = 180
            let left = Label("Left pane")
            left.marginStart = 24
            left.marginTop = 24
            left.halign = .start
            left.valign = .start
            let right = Label("Right pane, expanding")
            right.hexpand = true
            // In a box: `gtk_widget_draw` (which screenshots use) leaves out a pane's direct child that
            // has margins and start alignment (verified with a C program, GTK 3.24.38).
            let leftPane = Box(orientation: .vertical)
            leftPane.add(left)
            paned.add(leftPane)
            paned.add(right)
            notebook.add(paned)
            notebook.add(Label("Second page"))
            window.add(notebook)
            window.showAll()
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("generated-widgets.png").path
            try window.saveScreenshot(to: path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
            XCTAssertEqual(paned.position, 180)
            XCTAssertGreaterThanOrEqual(left.allocatedSize.width, 1)
            XCTAssertGreaterThan(right.allocatedSize.width, left.allocatedSize.width, "the expanding pane takes the rest")
            XCTAssertEqual(notebook.page, 0)
            window.destroy()
        }
    }
}
