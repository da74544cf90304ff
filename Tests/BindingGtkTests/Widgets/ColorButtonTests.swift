@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ColorButtonTests: XCTestCase {
    func testColorEmitsInitialAndUserPicksOnly() throws {
        try onGtk {
            let red = RGBA(red: 1, green: 0, blue: 0)
            let button = ColorButton(color: red)
            XCTAssertEqual(button.color, red)
            XCTAssertEqual(red.description, "rgb(255,0,0)")
            let recorder = ControlRecorder(button.rx.color)

            // What the chooser dialog does when the user picks a colour.
            var picked = GdkRGBA(red: 0, green: 0.5, blue: 1, alpha: 1)
            gtk_color_chooser_set_rgba(button.colorChooserPointer, &picked)
            button.rx.color.onNext(RGBA(red: 0, green: 1, blue: 0))
            XCTAssertEqual(button.color, RGBA(red: 0, green: 1, blue: 0), "sending a colour shows it")
            button.color = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)

            XCTAssertEqual(recorder.values, [red, RGBA(red: 0, green: 0.5, blue: 1)])
            button.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
