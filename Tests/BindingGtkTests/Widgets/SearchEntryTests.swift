@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class SearchEntryTests: XCTestCase {
    func testSearchChangedReportsUserTypingAfterThePauseOnly() throws {
        try onGtk {
            let search = SearchEntry(placeholder: "Search")
            XCTAssertEqual(search.placeholderText, "Search")
            let window = makeShownWindow(search)
            let recorder = ControlRecorder(search.rx.searchChanged)
            try GtkTestKit.type("gtk", into: search)
            XCTAssertTrue(GtkTestKit.pump(until: { !recorder.values.isEmpty }, timeout: .seconds(3)))
            MainLoop.run(for: .milliseconds(400))
            XCTAssertEqual(recorder.values, ["gtk"], "one search for the typed word, after the pause")

            search.text = "set from code"
            MainLoop.run(for: .milliseconds(400))
            XCTAssertEqual(recorder.values, ["gtk"], "programmatic text does not emit")

            try GtkTestKit.pressBackspace(in: search)
            XCTAssertTrue(GtkTestKit.pump(until: { recorder.values.count == 2 }, timeout: .seconds(3)))
            XCTAssertEqual(recorder.values.last, "set from cod")
            XCTAssertTrue(Widget.wrapper(for: search.widgetPointer) is SearchEntry)
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
