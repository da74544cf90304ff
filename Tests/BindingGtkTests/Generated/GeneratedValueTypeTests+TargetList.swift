import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// `TargetList` (`GtkTargetList`): a text buffer's read-only copy and paste formats, and the `GValue` path.
extension GeneratedValueTypeTests {
    func testATextBuffersCopyAndPasteFormatsReadAsTargetEntries() throws {
        try onGtk {
            let buffer = TextBuffer()
            let copy = buffer.copyTargetList
            XCTAssertEqual(copy.entries.first, TargetEntry(target: "GTK_TEXT_BUFFER_CONTENTS", flags: .sameApp, info: -1))
            XCTAssertTrue(copy.entries.contains(TargetEntry(target: "text/plain", info: Int(TextBufferTargetInfo.text.rawValue))))
            XCTAssertTrue(buffer.pasteTargetList.entries.contains { $0.target == "UTF8_STRING" })
        }
    }

    func testTargetListsRoundTripThroughAGValueIncludingEmptyAndNull() throws {
        func roundTrip(_ list: TargetList) -> TargetList {
            var value = GValue()
            _ = g_value_init(&value, TargetList.valueGType)
            defer { g_value_unset(&value) }
            list.store(in: &value)
            XCTAssertNotNil(g_value_get_boxed(&value), "an empty list is stored as a list, not NULL")
            return TargetList(gValue: &value)
        }
        let list: TargetList = [
            TargetEntry(target: "text/uri-list", flags: [.otherApp, .otherWidget], info: 7),
            TargetEntry(target: "application/x-item", flags: .sameWidget, info: -2),
            TargetEntry(target: "é✓", info: Int(UInt32.max)),
        ]
        XCTAssertEqual(roundTrip(list), TargetList(list.entries.dropLast() + [TargetEntry(target: "é✓", info: Int(Int32.max))]))
        XCTAssertEqual(roundTrip([]), [])
        var null = GValue()
        _ = g_value_init(&null, TargetList.valueGType)
        XCTAssertEqual(TargetList(gValue: &null), [])
        XCTAssertNil(TargetList?(gValue: &null))
        g_value_unset(&null)
    }

    func testTargetListObservablesFollowANewRichTextFormat() throws {
        try onGtk {
            let buffer = TextBuffer()
            var seen: [TargetList] = []
            var completed = false
            let subscription = buffer.rx.copyTargetList.subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
            XCTAssertEqual(seen.count, 1)
            let before = seen.last?.entries.count ?? 0
            let format = gtk_text_buffer_register_serialize_tagset(
                UnsafeMutableRawPointer(buffer.objectPointer).assumingMemoryBound(to: GtkTextBuffer.self), "swift-test"
            )
            XCTAssertNotNil(format)
            XCTAssertEqual(buffer.copyTargetList.entries.count, before + 1)
            XCTAssertEqual(seen.last?.entries.count, before + 1)
            subscription.dispose()
            XCTAssertFalse(completed)
        }
    }
}
