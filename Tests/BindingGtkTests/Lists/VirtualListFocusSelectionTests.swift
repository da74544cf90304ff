@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// A ``VirtualListView`` that gets the keyboard focus — by Tab, a click,
/// `grabFocus()` or being shown first — selects and reports nothing GTK picks
/// by itself, as a bound `TreeView` does; the keyboard and clicks then select.
final class VirtualListFocusSelectionTests: XCTestCase {
    /// A shown window with a search entry (focused) above a list of 10 000 numbers, and what the list reports.
    @MainActor
    private struct SearchAndList {
        let entry = SearchEntry()
        let fixture: VirtualListFixture
        let reported: ListEventRecorder<Int?>
        let picked: ListEventRecorder<Int>
        let activated: ListEventRecorder<Int>
        var view: VirtualListView { fixture.view }

        init() throws {
            let view = VirtualListView()
            let window = Window(title: "Search")
            window.setDefaultSize(width: 400, height: 300)
            let box = Box(orientation: .vertical)
            box.packStart(entry)
            box.packStart(view, expand: true)
            window.add(box)
            fixture = VirtualListFixture(window: window, view: view,
                                         binding: view.rx.items(MutableObservableArray(Array(0..<10_000)),
                                                                columns: VirtualListFixture.columns))
            reported = ListEventRecorder(view.rx.selectedIndex)
            picked = ListEventRecorder(view.rx.itemSelected)
            activated = ListEventRecorder(view.rx.rowActivated)
            XCTAssertTrue(GtkTestKit.showAndWait(window), "the window was not mapped")
            try fixture.waitUntilLaidOut()
            tellWindowItHasFocus(window)
            XCTAssertTrue(entry.hasFocus, "the entry, first in the window, has the focus")
        }

        /// Nothing is selected, by GTK or the list, and nothing was reported.
        func assertNothingSelected(_ when: String, line: UInt = #line) {
            XCTAssertTrue(view.treeView.hasKeyboardFocus, "\(when): the rows have the keyboard focus", line: line)
            XCTAssertEqual(fixture.selectedRows, [], "\(when): GTK's own selection of the first row is undone", line: line)
            XCTAssertNil(view.selectedIndex, when, line: line)
            XCTAssertEqual(reported.values, [nil], "\(when): rx.selectedIndex reported no element GTK picked", line: line)
            XCTAssertEqual(picked.values, [], "\(when): no itemSelected the user did not make", line: line)
        }
    }

    func testTabFromAnEntryIntoTheListSelectsNothingAndTabDownEnterActivatesTheFirstElement() throws {
        try onGtk {
            let scene = try SearchAndList()
            defer { scene.fixture.tearDown() }
            let view = scene.view
            deliverKey(Key.Tab, in: scene.entry)
            scene.assertNothingSelected("after Tab")

            deliverKey(Key.Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 0, "the first Down selects the focus row's element without moving")
            XCTAssertEqual(scene.fixture.selectedRows, [0])
            XCTAssertEqual(view.cursorIndex, 0)
            deliverKey(Key.Return, in: view.treeView)
            XCTAssertEqual(scene.activated.values, [0], "Tab, Down, Enter activates the first element")

            try GtkTestKit.pressKey(Key.Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 1)
            try GtkTestKit.pressKey(Key.Up, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 0)
            let page = view.visibleIndices.count
            try GtkTestKit.pressKey(Key.Page_Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, page - 1)
            try GtkTestKit.pressKey(Key.End, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 9_999)
            try GtkTestKit.pressKey(Key.Home, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 0)
            XCTAssertEqual(scene.picked.values, [0, 1, 0, page - 1, 9_999, 0])
            XCTAssertEqual(scene.reported.values, [nil, 0, 1, 0, page - 1, 9_999, 0])
        }
    }

    func testTabIntoAScrolledListSelectsNothingAndDownSelectsTheTopElement() throws {
        try onGtk {
            let scene = try SearchAndList()
            defer { scene.fixture.tearDown() }
            let view = scene.view
            view.adjustment.value = 500
            XCTAssertEqual(view.firstVisibleIndex, 500)
            deliverKey(Key.Tab, in: scene.entry)
            scene.assertNothingSelected("after Tab")
            XCTAssertEqual(view.firstVisibleIndex, 500, "taking the focus does not scroll")
            try GtkTestKit.pressKey(Key.Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 500)
            XCTAssertEqual(scene.picked.values, [500])
        }
    }

    func testGrabbingTheFocusSelectsNothing() throws {
        try onGtk {
            let scene = try SearchAndList()
            defer { scene.fixture.tearDown() }
            scene.view.treeView.grabFocus()
            scene.assertNothingSelected("after grabFocus()")
            scene.entry.grabFocus()
            scene.view.treeView.grabFocus()
            scene.assertNothingSelected("after focusing the entry and the rows again")
            try GtkTestKit.pressKey(Key.Down, in: scene.view.treeView)
            XCTAssertEqual(scene.view.selectedIndex, 0)
            XCTAssertEqual(scene.picked.values, [0])
        }
    }

    func testAClickThatFocusesTheListSelectsOnlyTheClickedElement() throws {
        try onGtk {
            let scene = try SearchAndList()
            defer { scene.fixture.tearDown() }
            let view = scene.view
            view.adjustment.value = 40
            clickRow(3, of: view.treeView)
            XCTAssertTrue(view.treeView.hasFocus, "the click focused the rows")
            XCTAssertEqual(view.selectedIndex, 43)
            XCTAssertEqual(scene.fixture.selectedRows, [3])
            XCTAssertEqual(scene.picked.values, [43], "the click is reported once, for its element")
            XCTAssertEqual(scene.reported.values, [nil, 43])
            try GtkTestKit.pressKey(Key.Down, in: view.treeView)
            XCTAssertEqual(view.selectedIndex, 44)
        }
    }

    func testAListShownFirstInItsWindowSelectsNothing() throws {
        try onGtk {
            let fixture = VirtualListFixture(MutableObservableArray(Array(0..<10_000)))
            defer { fixture.tearDown() }
            let reported = ListEventRecorder(fixture.view.rx.selectedIndex)
            let picked = ListEventRecorder(fixture.view.rx.itemSelected)
            try fixture.waitUntilLaidOut()
            tellWindowItHasFocus(fixture.window)
            XCTAssertTrue(fixture.view.treeView.hasKeyboardFocus, "showing the window focused its first focusable widget")
            XCTAssertEqual(fixture.selectedRows, [])
            XCTAssertNil(fixture.view.selectedIndex)
            try GtkTestKit.pressKey(Key.Down, in: fixture.view.treeView)
            XCTAssertEqual(fixture.view.selectedIndex, 0)
            XCTAssertEqual(picked.values, [0])
            XCTAssertEqual(reported.values, [nil, 0])
        }
    }
}
