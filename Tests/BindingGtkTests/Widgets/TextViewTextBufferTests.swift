@testable import BindingGtk
import BindingGtkTesting
import XCTest

/// `TextView.textBuffer`: the view's buffer typed as `TextBuffer`, the one its text lives in.
final class TextViewTextBufferTests: XCTestCase {
    func testTextBufferIsTheViewsBufferHoldingItsText() throws {
        try onGtk {
            let view = TextView(text: "Buy milk")

            let buffer = view.textBuffer

            XCTAssertTrue(buffer === view.buffer)
            XCTAssertEqual(UnsafeMutableRawPointer(buffer.objectPointer), UnsafeMutableRawPointer(view.bufferPointer))
            XCTAssertEqual(buffer.text, "Buy milk")
            XCTAssertTrue(view.textBuffer === buffer, "the same wrapper each time")
        }
    }

    func testEditsThroughTheTextBufferReachTheViewsText() throws {
        try onGtk {
            let view = TextView()
            var texts: [String] = []
            let subscription = view.rx.text.subscribe(onNext: { texts.append($0) })
            defer { subscription.dispose() }

            view.textBuffer.text = "typed"

            XCTAssertEqual(view.text, "typed")
            XCTAssertEqual(texts, ["", "typed"])
        }
    }

    func testTextBufferOfADestroyedViewStaysReadable() throws {
        try onGtk {
            let view = TextView(text: "kept")
            let buffer = view.textBuffer
            view.destroy()

            XCTAssertTrue(view.textBuffer === buffer)
            XCTAssertEqual(buffer.text, "kept")
        }
    }
}
