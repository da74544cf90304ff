@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class FrameTests: XCTestCase {
    func testLabelAndBinder() throws {
        try onGtk {
            let frame = Frame(label: "Account")
            XCTAssertEqual(frame.label, "Account")
            let inside = Label("inside")
            frame.add(inside)
            XCTAssertEqual(gtk_bin_get_child(cgtk_bin(frame.widgetPointer)), inside.widgetPointer)
            frame.rx.label.onNext("Profile")
            XCTAssertEqual(frame.label, "Profile")
            frame.rx.label.onNext(nil)
            XCTAssertNil(frame.label)
            XCTAssertNil(Frame().label)
            frame.destroy()
            frame.rx.label.onNext("ignored after destroy")
        }
    }
}
