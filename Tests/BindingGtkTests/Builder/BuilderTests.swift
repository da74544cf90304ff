@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

private let ui = """
<interface>
  <object class="GtkWindow" id="window">
    <child>
      <object class="GtkBox" id="box">
        <child><object class="GtkEntry" id="name"/></child>
        <child><object class="GtkTextView" id="notes"/></child>
        <child><object class="GtkSpinner" id="busy"/></child>
      </object>
    </child>
  </object>
</interface>
"""

final class BuilderTests: XCTestCase {
    func testTypedLookupFromString() throws {
        try onGtk {
            let builder = try Builder(string: ui)
            let notes = try builder.get("notes", as: TextView.self)
            let entry = try builder.get("name", as: Entry.self)
            XCTAssertTrue(try builder.get("name", as: Widget.self) === entry)
            let recorder = ControlRecorder(notes.rx.text)
            notes.insertAtCursorAsUser("hi")
            XCTAssertEqual(recorder.values, ["", "hi"])
            try builder.get("window", as: Window.self).destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testMissingIDAndWrongTypeErrorsNameTheID() throws {
        try onGtk {
            let builder = try Builder(string: ui)
            XCTAssertThrowsError(try builder.get("nope", as: Entry.self)) { error in
                XCTAssertEqual(error as? BuilderError, .missingObject(id: "nope"))
                XCTAssertTrue("\(error)".contains("\"nope\""))
            }
            XCTAssertThrowsError(try builder.get("busy", as: Entry.self)) { error in
                XCTAssertEqual(error as? BuilderError, .wrongType(id: "busy", expected: "Entry", actual: "GtkSpinner"))
                XCTAssertTrue("\(error)".contains("\"busy\""))
            }
            try builder.get("window", as: Window.self).destroy()
        }
    }

    func testFileResourceAndBadInput() throws {
        try onGtk {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-builder-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try ui.write(to: directory.appendingPathComponent("main.ui"), atomically: true, encoding: .utf8)
            let fromFile = try Builder(file: directory.appendingPathComponent("main.ui").path)
            try fromFile.get("window", as: Window.self).destroy()
            let fromResources = try Builder(resource: "main.ui", in: directory.path)
            try fromResources.get("window", as: Window.self).destroy()

            XCTAssertThrowsError(try Builder(file: "/no/such.ui")) { error in
                XCTAssertTrue("\(error)".contains("/no/such.ui"), "\(error)")
            }
            XCTAssertThrowsError(try Builder(string: "<interface><object class=\"NoSuchClass\" id=\"x\"/></interface>")) { error in
                guard case .invalidDescription = error as? BuilderError else { return XCTFail("\(error)") }
            }
        }
    }
}
