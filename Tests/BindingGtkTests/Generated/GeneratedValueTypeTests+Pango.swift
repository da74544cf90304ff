import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// `TabStops` (`PangoTabArray`) and `TextAttributes` (`PangoAttrList`) through the real properties.
extension GeneratedValueTypeTests {
    func testTabStopsRoundTripOnTextViewEntryAndTextTagInBothUnits() throws {
        try onGtk {
            let stops = TabStops([
                TabStop(position: 40), TabStop(position: 120, alignment: .right),
                TabStop(position: 200, alignment: .center), TabStop(position: 300, alignment: .decimal),
            ])
            let inPangoUnits = TabStops([TabStop(position: 40 * 1024)], positionsInPixels: false)
            let textView = TextView()
            let entry = Entry()
            let tag = TextTag(name: "columns")
            for value in [stops, inPangoUnits, TabStops(pixels: [10, 20])] {
                textView.tabs = value
                entry.tabs = value
                tag.tabs = value
                XCTAssertEqual(textView.tabs, value)
                XCTAssertEqual(entry.tabs, value)
                XCTAssertEqual(tag.tabs, value)
            }
            XCTAssertTrue(tag.tabsSet)
            textView.destroy()
            entry.destroy()
        }
    }

    func testNoTabStopsReadAsEmptyAndAreWrittenAsAnEmptyArrayNotNull() throws {
        try onGtk {
            let textView = TextView()
            let entry = Entry()
            let tag = TextTag()
            // GTK holds no tab array by default: NULL reads as no stops.
            XCTAssertEqual(textView.tabs, .empty)
            XCTAssertEqual(entry.tabs, .empty)
            XCTAssertEqual(tag.tabs, .empty)
            XCTAssertFalse(tag.tabsSet)
            // GtkTextTag copies the array it is given (pango_tab_array_copy criticals on NULL), so no
            // stops must be an empty array: under fatal-criticals a NULL would end the test here.
            let messages = GtkTestKit.recordingLogMessages {
                tag.tabs = .empty
                textView.tabs = TabStops(pixels: [50])
                textView.tabs = .empty
                entry.tabs = .empty
            }
            XCTAssertEqual(messages.map(\.message), [])
            XCTAssertEqual(tag.tabs, .empty)
            XCTAssertTrue(tag.tabsSet)
            XCTAssertEqual(textView.tabs, .empty)
            XCTAssertEqual(entry.tabs, .empty)
            textView.destroy()
            entry.destroy()
        }
    }

    func testNegativeOrHugeTabPositionsAreClampedWithoutACritical() throws {
        try onGtk {
            let textView = TextView()
            let messages = GtkTestKit.recordingLogMessages {
                textView.tabs = TabStops(pixels: [-30, Int.max])
            }
            XCTAssertEqual(messages.map(\.message), [])
            XCTAssertEqual(textView.tabs, TabStops(pixels: [0, Int(Int32.max)]))
            textView.destroy()
        }
    }

    func testTabStopsAreTwoWayUnderRx() throws {
        try onGtk {
            let textView = TextView()
            var seen: [TabStops] = []
            var completed = false
            let subscription = textView.rx.tabs.subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
            XCTAssertEqual(seen, [.empty])
            // A change made on the GTK side arrives.
            let array = pango_tab_array_new(1, 1)
            pango_tab_array_set_tab(array, 0, PANGO_TAB_RIGHT, 64)
            gtk_text_view_set_tabs(textView.textViewPointer, array)
            pango_tab_array_free(array)
            XCTAssertEqual(seen.last, TabStops([TabStop(position: 64, alignment: .right)]))
            // A value sent from Swift is applied and not heard back.
            let heard = seen.count
            textView.rx.tabs.onNext(TabStops(pixels: [8, 16]))
            XCTAssertEqual(textView.tabs, TabStops(pixels: [8, 16]))
            XCTAssertEqual(seen.count, heard)
            textView.destroy()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testTextAttributesRoundTripEveryTypedKindOnLabelAndEntry() throws {
        try onGtk {
            let text = "Total: 42 € due"
            let red = TextAttribute.Color(red: 0xffff, green: 0, blue: 0)
            let attributes = TextAttributes([
                .init(.weight(.bold), in: text.range(of: "42")!, of: text),
                .init(.style(.italic), start: 0, end: 5),
                .init(.underline(.error), start: 7),
                .init(.strikethrough(true), start: 1, end: 2),
                .init(.foreground(red)),
                .init(.background(TextAttribute.Color(RGBA(red: 0, green: 0, blue: 1, alpha: 1))), start: 3, end: 4),
                .init(.size(points: 12.5), start: 0, end: 3),
                .init(.family("Monospace"), in: text.range(of: "€")!, of: text),
                .init(.scale(1.5), start: 2, end: 3),
                .init(.other(name: "rise", value: "5"), start: 0, end: 1),
            ])
            // "€" is three UTF-8 bytes after "Total: 42 " (10 bytes).
            XCTAssertTrue(attributes.runs.contains(.init(.family("Monospace"), start: 10, end: 13)))
            let label = Label(text)
            let entry = Entry(text: text)
            label.attributes = attributes
            entry.attributes = attributes
            XCTAssertEqual(label.attributes, attributes)
            XCTAssertEqual(entry.attributes, attributes)
            // Pango's text form reads back to the same value.
            XCTAssertEqual(try TextAttributes(parsing: attributes.description), attributes)
            XCTAssertTrue(attributes.description.contains("7 4294967295 underline error"), attributes.description)
            label.destroy()
            entry.destroy()
        }
    }

    func testAttributesPangoHasNoCaseForOrNonStandardValuesComeBackAsOther() throws {
        let parsed = try TextAttributes(parsing: "0 5 weight 450\n1 2 font-desc \"Sans 12\"\n0 3 letter-spacing 1024")
        XCTAssertEqual(parsed.runs, [
            .init(.other(name: "weight", value: "450"), start: 0, end: 5),
            .init(.other(name: "letter-spacing", value: "1024"), start: 0, end: 3),
            .init(.other(name: "font-desc", value: "\"Sans 12\""), start: 1, end: 2),
        ])
        try onGtk {
            let label = Label("styled")
            label.attributes = parsed
            XCTAssertEqual(label.attributes, parsed)
            label.destroy()
        }
    }

    func testNoAttributesReadAsEmptyAndAreWrittenAsNull() throws {
        try onGtk {
            let label = Label("plain")
            XCTAssertEqual(label.attributes, .empty)
            label.attributes = TextAttributes([.init(.weight(.bold))])
            label.attributes = .empty
            XCTAssertEqual(label.attributes, .empty)
            XCTAssertEqual(label.property("attributes", as: TextAttributes?.self), nil)
            XCTAssertEqual(TextAttributes.empty.description, "")
            XCTAssertEqual(try TextAttributes(parsing: ""), .empty)
            label.destroy()
        }
    }

    func testUnreadableAttributeTextIsAClearErrorAndAnUnreadableOtherIsLeftOut() throws {
        XCTAssertThrowsError(try TextAttributes(parsing: "0 5 boldly")) { error in
            XCTAssertTrue("\(error)".contains("cannot read \"0 5 boldly\" as Pango attributes"), "\(error)")
        }
        XCTAssertThrowsError(try TextAttributes(parsing: "garbage"))
        try onGtk {
            let label = Label("kept")
            let messages = GtkTestKit.recordingLogMessages {
                label.attributes = TextAttributes([
                    .init(.other(name: "no-such-attribute", value: "1")),
                    .init(.other(name: "rise", value: "5\n0 1 weight bold")),
                    .init(.weight(.light), start: 0, end: 2),
                ])
            }
            XCTAssertEqual(messages.map(\.message), [])
            XCTAssertEqual(label.attributes, TextAttributes([.init(.weight(.light), start: 0, end: 2)]))
            XCTAssertEqual(label.text, "kept")
            label.destroy()
        }
    }

    func testTextAttributesAreTwoWayUnderRx() throws {
        try onGtk {
            let label = Label("two way")
            var seen: [TextAttributes] = []
            var completed = false
            let subscription = label.rx.attributes.subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
            XCTAssertEqual(seen, [.empty])
            let list = pango_attr_list_from_string("0 3 style italic")
            gtk_label_set_attributes(label.labelPointer, list)
            pango_attr_list_unref(list)
            XCTAssertEqual(seen.last, TextAttributes([.init(.style(.italic), start: 0, end: 3)]))
            let heard = seen.count
            let bold = TextAttributes([.init(.weight(.bold))])
            label.rx.attributes.onNext(bold)
            XCTAssertEqual(label.attributes, bold)
            XCTAssertEqual(seen.count, heard)
            label.destroy()
            XCTAssertTrue(completed)
            subscription.dispose()
        }
    }

    func testAttributeAndTabValuesAreMadeAndReadOnBackgroundThreads() throws {
        let text = "0 5 weight bold\n2 4 foreground #ffff00000000\n1 3 rise 5"
        let expected = try TextAttributes(parsing: text)
        let results = BackgroundResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let parsed = try? TextAttributes(parsing: text)
            let stops = TabStops(pixels: [index, index + 10])
            results.append(parsed == expected && parsed.map { $0.description } == expected.description && stops.stops.count == 2)
        }
        XCTAssertEqual(results.values, Array(repeating: true, count: 8))
    }
}

/// Results appended from several threads.
private final class BackgroundResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []

    func append(_ value: Bool) { lock.withLock { stored.append(value) } }
    var values: [Bool] { lock.withLock { stored } }
}
