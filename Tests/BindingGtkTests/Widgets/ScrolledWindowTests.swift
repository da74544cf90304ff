@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ScrolledWindowTests: XCTestCase {
    /// A shown window with a 100-pixel-high scrolled window over a label
    /// `contentHeight` pixels high (returned, to resize it).
    @MainActor
    private static func makeScrolledWindow(contentHeight: Int32) -> (Window, ScrolledWindow, Label) {
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.minimumContentHeight = 100
        gtk_scrolled_window_set_max_content_height(scrolled.scrolledWindowPointer, 100)
        let content = Label("content")
        gtk_widget_set_size_request(content.widgetPointer, 50, contentHeight)
        scrolled.add(content)
        return (makeShownWindow(scrolled), scrolled, content)
    }

    /// A shown window with a 100-pixel-high scrolled window over 1,000 pixels of content.
    @MainActor
    private static func makeScrolledContent() -> (Window, ScrolledWindow) {
        let (window, scrolled, _) = makeScrolledWindow(contentHeight: 1000)
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

    func testReachedBottomFiresWhenNewContentStillLeavesTheBottomInView() throws {
        try onGtk {
            // 50 pixels of content in a 100-pixel view: nothing to scroll.
            let (window, scrolled, content) = Self.makeScrolledWindow(contentHeight: 50)
            XCTAssertTrue(GtkTestKit.pump(until: { scrolled.contentHeight >= 100 }), "not allocated")
            let recorder = ControlRecorder(scrolled.rx.reachedBottom(offset: 10))
            XCTAssertEqual(recorder.values.count, 0, "subscribing does not emit")

            // A page arrives that is still too short to scroll: ask for the next one.
            gtk_widget_set_size_request(content.widgetPointer, 50, 90)
            // A frame drawn after the change was laid out with it (GTK lays out before it paints).
            try window.waitUntilDrawn()
            XCTAssertEqual(recorder.values.count, 0, "the view did not grow: the content still fits")

            gtk_widget_set_size_request(content.widgetPointer, 50, 105)
            XCTAssertTrue(GtkTestKit.pump(until: { scrolled.contentHeight >= 105 }))
            XCTAssertEqual(recorder.values.count, 1, "grew, bottom within 10 pixels of the view")

            // A long page moves the bottom away: nothing until the user gets there.
            gtk_widget_set_size_request(content.widgetPointer, 50, 1000)
            XCTAssertTrue(GtkTestKit.pump(until: { scrolled.maximumVerticalOffset > 800 }))
            XCTAssertEqual(recorder.values.count, 1)
            GtkTestKit.scroll(scrolled, toVerticalOffset: scrolled.maximumVerticalOffset)
            XCTAssertEqual(recorder.values.count, 2, "the user scrolled to the new bottom")
            window.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
