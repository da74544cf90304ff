import Binding
import BindingGtk
import BindingGtkTesting
import XCTest

/// Hand-written members that duplicated a generated one under another spelling are deprecated:
/// they still work, and they read and write the same GTK property as the name they point to.
final class DeprecatedDuplicateTests: XCTestCase {
    @available(*, deprecated, message: "exercises the deprecated spellings")
    func testDeprecatedSpellingsAndTheKeptNamesShareOneGtkProperty() throws {
        try onGtk {
            let label = Label("Long text")
            label.wraps = true
            XCTAssertTrue(label.wrap)
            label.wrap = false
            XCTAssertFalse(label.wraps)
            label.xAlign = 0.25
            XCTAssertEqual(label.xalign, 0.25)
            label.markup = "<b>bold</b>"
            XCTAssertTrue(label.usesMarkup)
            XCTAssertEqual(label.usesMarkup, label.useMarkup)
            let bar = ProgressBar()
            bar.showsText = true
            XCTAssertTrue(bar.showText)
            let button = MenuButton()
            button.usesPopover = false
            XCTAssertFalse(button.usePopover)
            let color = ColorButton()
            color.usesAlpha = true
            XCTAssertTrue(color.useAlpha)
            for widget in [label, bar, button, color] as [Widget] { widget.destroy() }
        }
    }
}
