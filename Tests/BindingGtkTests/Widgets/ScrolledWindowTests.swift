@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ScrolledWindowTests: XCTestCase {
    /// A shown window with a 100-pixel-high scrolled window over 1,000 pixels of content.
    @MainActor
    private static func makeScrolledContent() -> (Window, ScrolledWindow) {
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
        scrolled.minimumContentHeight = 100
        gtk_scrolled_window_set_max_content_height(scrolled.scrolledWindowPointer, 100)
        let content = Label("tall content")
        gtk_widget_set_size_request(content.widgetPointer, 50, 1000)
        scrolled.add(content)
        let window = makeShownWindow(scrolled)
        XCTAssertTrue(GtkTestKit.pump(until: { scrolled.maximumVerticalOffset > 800 }), "content not scrollable")
        return (window, scrolled)
    }

    func testContentOffsetEmitsInitialAndUserScrollsOnly() throws {
        try onGtk {
            let (window, scrolled) = Self.makeScrolledContent()
            let recorder = ControlRecorder(scrolled.rx.contentOffset)
            GtkTestKit.scroll(scrolled, toVerticalOffset: 120)
            scrolled.rx.contentOffset.onNext(300)
            XCTAssertEqual(scrolled.verticalOffset, 300, "sending a value scrolls")
            scrolled.verticalOffset = 50
            GtkTestKit.scroll(scrolled, toVerticalOffset: 200)
            XCTAssertEqual(recorder.values, [0, 120, 200], "initial value and user scrolls, no echo of sets")
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testReachedBottomFiresOnArrivalNearTheBottom() throws {
        try onGtk {
            let (window, scrolled) = Self.makeScrolledContent()
            let bottom = scrolled.maximumVerticalOffset
            let recorder = ControlRecorder(scrolled.rx.reachedBottom(offset: 50))
            GtkTestKit.scroll(scrolled, toVerticalOffset: bottom - 100)
            XCTAssertEqual(recorder.values.count, 0, "100 pixels from the bottom is not within 50")
            GtkTestKit.scroll(scrolled, toVerticalOffset: bottom - 20)
            XCTAssertEqual(recorder.values.count, 1, "arriving within 50 pixels")
            GtkTestKit.scroll(scrolled, toVerticalOffset: bottom)
            XCTAssertEqual(recorder.values.count, 1, "staying near the bottom does not repeat")
            GtkTestKit.scroll(scrolled, toVerticalOffset: 0)
            scrolled.verticalOffset = bottom
            XCTAssertEqual(recorder.values.count, 1, "programmatic scrolling does not emit")
            GtkTestKit.scroll(scrolled, toVerticalOffset: 0)
            GtkTestKit.scroll(scrolled, toVerticalOffset: bottom)
            XCTAssertEqual(recorder.values.count, 2, "scrolling away and back emits again")
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
