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
            // GTK's own signal, for user and programmatic changes alike: it tells when GTK's pause is over.
            let gtkSearches = MainActorBox(0)
            search.connect("search-changed") { gtkSearches.value += 1 }
            try GtkTestKit.type("gtk", into: search)
            XCTAssertTrue(GtkTestKit.pump(until: { gtkSearches.value == 1 }), "GTK never emitted search-changed for the typing")
            XCTAssertEqual(recorder.values, ["gtk"], "one search for the typed word, after the pause")

            search.text = "set from code"
            XCTAssertTrue(GtkTestKit.pump(until: { gtkSearches.value == 2 }), "GTK never emitted search-changed for the text set from code")
            XCTAssertEqual(recorder.values, ["gtk"], "programmatic text does not emit")

            try GtkTestKit.pressBackspace(in: search)
            XCTAssertTrue(GtkTestKit.pump(until: { recorder.values.count == 2 }), "the user's edit was not reported")
            XCTAssertEqual(recorder.values.last, "set from cod")
            XCTAssertTrue(Widget.wrapper(for: search.widgetPointer) is SearchEntry)
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
