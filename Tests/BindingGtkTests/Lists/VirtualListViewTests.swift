@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

/// ``VirtualListView``: a window of rows over a huge array, moved by its scrollbar.
final class VirtualListViewTests: XCTestCase {
    private static func texts(_ range: Range<Int>) -> [String] { range.map { "row \($0)" } }

    func testTheFirstScreenShowsTheFirstElementsAndTheScrollbarSpansThemAll() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<1_000_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let rows = fixture.rowTexts
            XCTAssertEqual(rows, Self.texts(0..<rows.count))
            XCTAssertGreaterThan(rows.count, view.visibleIndices.count, "a partly visible row and a spare one")
            XCTAssertLessThanOrEqual(rows.count, view.visibleIndices.count + 2)
            XCTAssertEqual(view.visibleIndices.lowerBound, 0)
            XCTAssertEqual(view.count, 1_000_000)
            XCTAssertEqual(view.adjustment.upper, 1_000_000)
            XCTAssertEqual(view.adjustment.pageSize, Double(view.visibleIndices.count))
            // The rows in view all fit: GTK draws the last fully visible one inside the tree view's visible area.
            var visible = GdkRectangle()
            gtk_tree_view_get_visible_rect(view.treeView.treeViewPointer, &visible)
            var area = GdkRectangle()
            view.withPath(view.visibleIndices.count - 1) {
                gtk_tree_view_get_background_area(view.treeView.treeViewPointer, $0, nil, &area)
            }
            XCTAssertLessThanOrEqual(area.y + area.height, visible.height, "row height \(view.measureRowHeight())")
        }
    }

    func testTheScrollbarAndTheWheelMoveTheWindowToTheEndAndBack() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<1_000_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            view.adjustment.value = 1_000_000  // as a drag to the bottom of the scrollbar does
            XCTAssertEqual(view.visibleIndices.upperBound, 1_000_000)
            XCTAssertEqual(fixture.rowTexts.last, "row 999999")
            XCTAssertEqual(fixture.rowTexts, Self.texts(view.firstVisibleIndex..<1_000_000))

            view.adjustment.value = 500_000
            XCTAssertEqual(view.firstVisibleIndex, 500_000)
            XCTAssertEqual(fixture.rowTexts.first, "row 500000")
            XCTAssertTrue(fixture.scrollWheel(GDK_SCROLL_DOWN))
            XCTAssertGreaterThan(view.firstVisibleIndex, 500_000)
            XCTAssertEqual(view.adjustment.value, Double(view.firstVisibleIndex), "the scrollbar follows")
            XCTAssertTrue(fixture.scrollWheel(GDK_SCROLL_UP))
            XCTAssertEqual(view.firstVisibleIndex, 500_000)
            XCTAssertTrue(fixture.scrollWheel(GDK_SCROLL_SMOOTH, deltaY: 4))
            XCTAssertGreaterThan(view.firstVisibleIndex, 500_001)
            XCTAssertEqual(fixture.rowTexts, Self.texts(view.firstVisibleIndex..<view.firstVisibleIndex + fixture.rowTexts.count))
            view.adjustment.value = 0
            XCTAssertEqual(fixture.rowTexts.first, "row 0")
        }
    }

    func testOneChangeInTheWindowIsOneRowSignalAndOneOutsideIsNone() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000_000))
            let fixture = VirtualListFixture(numbers)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let recorder = ModelSignalRecorder(fixture.model)
            defer { recorder.disconnect() }

            numbers[2] = -2
            XCTAssertEqual(recorder.signals, [.changed(2)])
            XCTAssertEqual(fixture.rowTexts[2], "row -2")

            recorder.clear()
            numbers[500_000] = -5
            numbers.insert(-9, at: 900_000)
            numbers.remove(at: 999_000)
            numbers.move(from: 600_000, to: 700_000)
            XCTAssertEqual(recorder.signals, [], "changes below the window")
            XCTAssertEqual(view.count, 1_000_000)

            view.adjustment.value = 1_000
            recorder.clear()
            let shown = fixture.rowTexts
            numbers.insert(-1, at: 10)
            XCTAssertEqual(recorder.signals, [], "an insertion above the window")
            XCTAssertEqual(view.firstVisibleIndex, 1_001, "the window stays on its elements")
            XCTAssertEqual(view.adjustment.value, 1_001, "the scrollbar moves instead")
            XCTAssertEqual(fixture.rowTexts, shown)

            numbers.insert(-3, at: 1_003)
            let rowCount = fixture.rowTexts.count
            XCTAssertEqual(recorder.signals, [.deleted(rowCount - 1), .inserted(2)],
                           "the last row makes room for the inserted one")
            XCTAssertEqual(fixture.rowTexts[2], "row -3")
        }
    }

    func testKeyboardMovesTheCursorAcrossTheWholeArray() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<1_000_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            fixture.focusRows()
            let view = fixture.view
            let page = view.visibleIndices.count
            let bottom = page - 1
            view.selectElementAsUser(at: bottom)
            XCTAssertEqual(fixture.selectedRows, [bottom])

            try GtkTestKit.pressKey(Key.Down, in: view.treeView)
            XCTAssertEqual(view.firstVisibleIndex, 1, "the window moved by one")
            XCTAssertEqual(view.selectedIndex, bottom + 1)
            XCTAssertEqual(view.cursorIndex, bottom + 1)
            XCTAssertEqual(fixture.selectedRows, [bottom], "still the bottom row, now showing the next element")
            XCTAssertEqual(fixture.rowTexts[bottom], "row \(bottom + 1)")

            try GtkTestKit.pressKey(Key.Page_Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, bottom + 1 + page - 1)
            XCTAssertTrue(view.visibleIndices.contains(bottom + page))

            try GtkTestKit.pressKey(Key.End, modifiers: GDK_CONTROL_MASK.rawValue, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 999_999)
            XCTAssertEqual(view.visibleIndices.upperBound, 1_000_000)
            XCTAssertEqual(fixture.selectedRows.map { fixture.rowTexts[$0] }, ["row 999999"])

            try GtkTestKit.pressKey(Key.Home, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 0)
            XCTAssertEqual(view.firstVisibleIndex, 0)
            try GtkTestKit.pressKey(Key.Up, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 0, "nothing above the first element")

            view.adjustment.value = 300
            view.selectElementAsUser(at: 300)
            try GtkTestKit.pressKey(Key.Up, in: view.treeView)
            XCTAssertEqual(view.firstVisibleIndex, 299, "Up at the top edge moves the window by one")
            XCTAssertEqual(view.selectedIndex, 299)
            XCTAssertEqual(fixture.selectedRows, [0])
            try GtkTestKit.pressKey(Key.Page_Up, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 299 - (page - 1))
            XCTAssertEqual(view.firstVisibleIndex, 299 - (page - 1))
        }
    }

    func testTypingAPrefixFindsAnElementFarOutsideTheWindow() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<100_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            fixture.focusRows()
            let view = fixture.view
            let picked = ListEventRecorder(view.rx.modelSelected(Int.self))
            try GtkTestKit.type("ROW 9876", into: view.treeView)
            XCTAssertEqual(view.selectedIndex, 9_876, "the first element starting with the prefix, ignoring case")
            try GtkTestKit.type("5", into: view.treeView)
            XCTAssertEqual(view.selectedIndex, 98_765)
            XCTAssertTrue(view.visibleIndices.contains(98_765))
            XCTAssertEqual(fixture.selectedRows.map { fixture.rowTexts[$0] }, ["row 98765"])
            XCTAssertEqual(picked.values.last, 98_765)
            try GtkTestKit.pressKey(Key.Escape, in: view.treeView)
            try GtkTestKit.type("row 12", into: view.treeView)
            XCTAssertEqual(view.selectedIndex, 12, "Escape started a new prefix")
            try GtkTestKit.type("x", into: view.treeView)
            XCTAssertEqual(view.selectedIndex, 12, "no match: the selection stays")
        }
    }

    func testSelectionStaysOnItsElementAndLeavesWithIt() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<10_000))
            let fixture = VirtualListFixture(numbers)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let indices = ListEventRecorder(view.rx.selectedIndex)
            let elements = ListEventRecorder(view.rx.selectedElement(Int.self))
            view.selectElementAsUser(at: 5)
            numbers.insert(-1, at: 0)
            XCTAssertEqual(view.selectedIndex, 6)
            XCTAssertEqual(fixture.selectedRows.map { fixture.rowTexts[$0] }, ["row 5"])
            numbers.remove(at: 6)
            XCTAssertNil(view.selectedIndex)
            XCTAssertEqual(fixture.selectedRows, [], "GTK's cursor moved on; nothing is selected")
            XCTAssertEqual(indices.values, [nil, 5, 6, nil])
            XCTAssertEqual(elements.values, [nil, 5, nil])

            // Far outside the window, the selection still follows its element.
            view.selectedIndex = 9_000
            XCTAssertTrue(view.visibleIndices.contains(9_000))
            view.adjustment.value = 0
            XCTAssertEqual(fixture.selectedRows, [], "the selected element is not in the window")
            numbers.insert(-7, at: 100)
            XCTAssertEqual(view.selectedIndex, 9_001)
            view.scrollToElement(at: 9_001)
            XCTAssertEqual(fixture.selectedRows.map { fixture.rowTexts[$0] }, ["row 9000"])
        }
    }

    func testRemovingTheSelectedLettersTwiceLeavesNothingSelected() throws {
        try onGtk {
            let letters = MutableObservableArray(["a", "b", "c", "d"])
            let window = Window()
            let view = VirtualListView()
            window.add(view)
            window.setDefaultSize(width: 200, height: 200)
            let binding = view.rx.items(letters, columns: [Column(title: "Letter", value: { $0 })])
            window.showAll()
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            view.selectElementAsUser(at: 1)
            letters.remove(at: 1)
            letters.remove(at: 1)
            XCTAssertNil(view.selectedIndex)
            XCTAssertEqual(view.treeView.selectedRows, [])
            XCTAssertEqual(view.count, 2)
        }
    }

    func testDestroyingTheViewEndsItsBindings() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000))
            let fixture = VirtualListFixture(numbers)
            try fixture.waitUntilLaidOut()
            let selected = ListEventRecorder(fixture.view.rx.selectedIndex)
            weak let controller = fixture.view.controller
            XCTAssertNotNil(controller)
            fixture.window.destroy()
            XCTAssertTrue(selected.isCompleted)
            XCTAssertNil(fixture.view.treeView.itemsController)
            XCTAssertTrue(GtkTestKit.pump(until: { controller == nil }), "the binding is freed")
            numbers.append(1)  // reaches nobody, and nothing breaks
            fixture.binding.dispose()
        }
    }

    func testASourceThatCompletesKeepsItsRows() throws {
        try onGtk {
            let window = Window()
            let view = VirtualListView()
            window.add(view)
            window.setDefaultSize(width: 200, height: 200)
            let binding = view.rx.items(Observable.just(["x", "y", "z"]).diff(), columns: [Column(title: "Name", value: { $0 })])
            window.showAll()
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            XCTAssertTrue(GtkTestKit.pump(until: { view.count == 3 }))
            view.selectElementAsUser(at: 2)
            XCTAssertEqual(view.treeView.rowCount, 3)
            XCTAssertEqual(view.selectedIndex, 2)
            XCTAssertEqual(view.boundElement(at: 2, as: String.self), "z")
        }
    }

    func testChangesFromABackgroundThreadReachTheRowsOnTheMainThread() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000))
            let fixture = VirtualListFixture(numbers)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for index in 0..<200 { numbers.insert(-index, at: 0) }
                numbers.remove(at: 0)
                done.signal()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { done.wait(timeout: .now()) == .success }))
            let expected = numbers.array
            XCTAssertTrue(GtkTestKit.pump(until: { fixture.view.count == expected.count }))
            let rows = fixture.rowTexts
            XCTAssertEqual(rows, expected[0..<rows.count].map { "row \($0)" })
        }
    }

    func testTheWindowFollowsTheHeightOfTheView() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<1_000)), height: 200)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let small = view.visibleIndices.count
            gtk_window_resize(fixture.window.windowPointer, 400, 500)
            XCTAssertTrue(GtkTestKit.pump(until: { view.visibleIndices.count > small + 5 }),
                          "\(small) rows, then \(view.visibleIndices.count)")
            XCTAssertEqual(view.adjustment.pageSize, Double(view.visibleIndices.count))
            XCTAssertEqual(fixture.rowTexts, Self.texts(0..<fixture.rowTexts.count))
            XCTAssertLessThanOrEqual(fixture.rowTexts.count, view.visibleIndices.count + 2)
        }
    }

    func testGTKScrollingWithinTheWindowByItselfIsUndone() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<1_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let inner = gtk_scrollable_get_vadjustment(OpaquePointer(view.treeView.treeViewPointer))!
            gtk_adjustment_set_value(inner, Double(view.measureRowHeight()) * 1.5)  // as GTK keeping its top row does
            XCTAssertEqual(gtk_adjustment_get_value(inner), 0)
            XCTAssertEqual(view.firstVisibleIndex, 0)
            XCTAssertEqual(fixture.rowTexts.first, "row 0")
        }
    }

    func testEnterActivatesTheCursorElementEvenAfterScrollingAwayFromIt() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<10_000)))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            fixture.focusRows()
            let view = fixture.view
            let activated = ListEventRecorder(view.rx.itemActivated(Int.self))
            view.selectElementAsUser(at: 5)
            view.adjustment.value = 5_000
            XCTAssertEqual(fixture.selectedRows, [])
            try GtkTestKit.pressKey(Key.Return, in: view.treeView)
            XCTAssertEqual(activated.values.map(\.index), [5])
            XCTAssertEqual(activated.values.map(\.element), [5])
            XCTAssertTrue(view.visibleIndices.contains(5))
            view.activateElement(at: 9_999)
            XCTAssertEqual(activated.values.map(\.index), [5, 9_999])
        }
    }

    func testTheDeleteKeyRemovesTheSelectedElementFromTheArray() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<10_000))
            let fixture = VirtualListFixture(numbers, options: ListItemsOptions(allowsDeletion: true))
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            fixture.focusRows()
            let view = fixture.view
            view.adjustment.value = 7_000
            view.selectElementAsUser(at: 7_002)
            try GtkTestKit.pressKey(Key.Delete, in: view.treeView)
            XCTAssertEqual(numbers.count, 9_999)
            XCTAssertFalse(numbers.array.contains(7_002))
            XCTAssertEqual(view.count, 9_999)
            XCTAssertEqual(fixture.rowTexts, Self.texts(7_000..<7_002) + Self.texts(7_003..<7_001 + fixture.rowTexts.count))
        }
    }

    private struct Person: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    func testANewArrayKeepsTheSelectionOnTheElementWithTheSameID() throws {
        try onGtk {
            let people = MutableObservableArray((0..<1_000).map { Person(id: $0, name: "p\($0)") })
            let window = Window()
            let view = VirtualListView()
            window.add(view)
            window.setDefaultSize(width: 300, height: 300)
            let binding = view.rx.items(people, columns: [Column(title: "Name", value: \.name)])
            window.showAll()
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            view.selectElementAsUser(at: 7)
            people.replace(with: (0..<1_000).reversed().map { Person(id: $0, name: "q\($0)") })
            XCTAssertEqual(view.selectedIndex, 992, "the element with id 7, renamed, found after the reset")
            XCTAssertEqual(view.boundElement(at: 992, as: Person.self)?.name, "q7")
            people.replace(with: [Person(id: 1, name: "one")])
            XCTAssertNil(view.selectedIndex, "id 7 is gone")
            XCTAssertEqual(view.treeView.selectedRows, [])
        }
    }
}
