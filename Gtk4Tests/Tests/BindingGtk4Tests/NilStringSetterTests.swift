import Binding
import BindingGtk4
import BindingGtk4Testing
import XCTest

/// GTK 4 string properties whose setter does not take `NULL` (no `nullable` in `Gtk-4.0.gir`):
/// the generated setters write `""` for `nil`, through the typed property and through `rx`, so no
/// critical is logged (fatal in this suite) and nothing crashes (`GtkEditable:text` and
/// `GtkFontChooser:preview-text` crash on `NULL`). The properties the manifest lists under
/// `setters-accepting-null` still pass `NULL` on, which GTK takes.
@MainActor
final class NilStringSetterTests: XCTestCase {
    nonisolated func testNilIsWrittenAsEmptyTextWhereGtkRefusesNull() throws {
        try GtkTestKit.run(self) { _ in
            let entry = Entry()
            entry.text = "typed"
            entry.text = nil
            XCTAssertEqual(entry.text, "")
            entry.rx.text.onNext("bound")
            entry.rx.text.onNext(nil)
            XCTAssertEqual(entry.text, "")
            let spin = SpinButton()
            spin.text = nil
            XCTAssertEqual(spin.text, "")

            let buffer = EntryBuffer()
            buffer.text = "x"
            buffer.text = nil
            XCTAssertEqual(buffer.text, "")
            let textBuffer = TextBuffer()
            textBuffer.text = "x"
            textBuffer.rx.text.onNext(nil)
            XCTAssertEqual(textBuffer.text, "")

            let link = LinkButton()
            link.uri = nil
            XCTAssertEqual(link.uri, "")
            let button = Button()
            button.iconName = nil
            button.rx.iconName.onNext(nil)

            let fonts = FontChooserWidget()
            fonts.previewText = nil
            XCTAssertEqual(fonts.previewText, "")
            fonts.font = "Sans 12"
            fonts.font = nil
            XCTAssertNotEqual(fonts.font, "Sans 12", "cleared (GTK reads an empty description back as no font)")
        }
    }

    nonisolated func testNilStillPassesNullWhereGtkTakesIt() throws {
        try GtkTestKit.run(self) { _ in
            let button = Button()
            button.label = "Save"
            button.label = nil
            XCTAssertEqual(button.label ?? "", "", "cleared without a critical")
            let menu = MenuButton()
            menu.iconName = "open-menu-symbolic"
            menu.iconName = nil
            XCTAssertNil(menu.iconName)
            let label = Label()
            label.label = nil
            XCTAssertEqual(label.label, "")
        }
    }
}
