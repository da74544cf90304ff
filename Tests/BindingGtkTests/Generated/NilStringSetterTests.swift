import Binding
import BindingGtk
import XCTest

/// GTK 3 string properties whose setter does not take `NULL` (no `nullable` in `Gtk-3.0.gir`):
/// the generated setters write `""` for `nil`, through the property and `rx`, so no critical is
/// logged (fatal in this suite). Properties the manifest lists under `setters-accepting-null`
/// (a label's `label`) still pass `NULL` on.
final class NilStringSetterTests: XCTestCase {
    func testNilIsWrittenAsEmptyTextWhereGtkRefusesNull() throws {
        try onGtk {
            let buffer = EntryBuffer()
            buffer.text = "typed"
            buffer.text = nil
            XCTAssertEqual(buffer.text, "")
            buffer.rx.text.onNext("bound")
            buffer.rx.text.onNext(nil)
            XCTAssertEqual(buffer.text, "")
            let textBuffer = TextBuffer()
            textBuffer.text = "typed"
            textBuffer.text = nil
            XCTAssertEqual(textBuffer.text, "")
            let fonts = FontChooserWidget()
            fonts.previewText = nil
            XCTAssertEqual(fonts.previewText, "")
            fonts.font = "Sans 12"
            fonts.font = nil
            XCTAssertNotEqual(fonts.font, "Sans 12", "cleared")
        }
    }

    func testNilStillPassesNullWhereGtkTakesIt() throws {
        try onGtk {
            let label = Label()
            label.label = "Name"
            label.label = nil
            XCTAssertEqual(label.label ?? "", "", "cleared without a critical")
        }
    }
}
