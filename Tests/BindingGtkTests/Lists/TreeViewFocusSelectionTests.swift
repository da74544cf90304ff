@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// A bound `TreeView` that gets the keyboard focus selects nothing (GTK 3
/// selects its first row by itself then); the keyboard then selects as usual.
final class TreeViewFocusSelectionTests: XCTestCase {
    private enum Binding: CaseIterable { case items, onDemand }

    @MainActor
    private static func bind(_ view: TreeView, _ letters: MutableObservableArray<String>, as kind: Binding) -> Disposable {
        let columns = [Column<String>(title: "Letter", value: { $0 })]
        switch kind {
        case .items: return view.rx.items(letters, columns: columns)
        case .onDemand: return view.rx.items(virtual: letters, columns: columns)
        }
    }

    func testShowingAndFocusingABoundTableSelectsNothingAndTheKeyboardStillSelects() throws {
        for kind in Binding.allCases {
            try onGtk {
                let view = TreeView()
                let binding = Self.bind(view, MutableObservableArray(["a", "b", "c", "d"]), as: kind)
                defer { binding.dispose() }
                var reported: [Int?] = []
                var picked: [Int] = []
                let subscriptions = [view.rx.selectedIndex.subscribe(onNext: { reported.append($0) }),
                                     view.rx.itemSelected.subscribe(onNext: { picked.append($0) })]
                defer { subscriptions.forEach { $0.dispose() } }
                let window = makeShownWindow(view)
                defer { window.destroy() }
                tellWindowItHasFocus(window)
                view.grabFocus()
                try view.waitUntilDrawn()
                XCTAssertTrue(view.hasFocus && gtk_widget_has_focus(view.widgetPointer) != 0, "\(kind): the table has the keyboard focus")
                XCTAssertEqual(view.selectedRows, [], "\(kind): GTK's own selection of the first row is undone")
                XCTAssertNil(view.selectedIndex)
                XCTAssertEqual(reported, [nil], "\(kind): rx.selectedIndex never reported the row GTK picked")
                XCTAssertEqual(picked, [], "\(kind): no itemSelected the user did not make")

                // With nothing selected, GTK's Down selects the cursor row (the first) without moving.
                try GtkTestKit.pressKey(Key.Down, in: view)
                XCTAssertEqual(view.selectedRows, [0], "\(kind): the first Down selects the focus row")
                XCTAssertEqual(view.selectedIndex, 0)
                XCTAssertEqual(reported.last, 0)
                XCTAssertEqual(picked, [0])
                try GtkTestKit.pressKey(Key.Down, in: view)
                XCTAssertEqual(view.selectedIndex, 1)
                try GtkTestKit.pressKey(Key.Up, in: view)
                XCTAssertEqual(view.selectedIndex, 0)
                XCTAssertEqual(picked, [0, 1, 0])
                XCTAssertEqual(reported, [nil, 0, 1, 0])
            }
        }
    }

    func testTabbingIntoTheTableSelectsNothing() throws {
        try onGtk {
            let entry = Entry()
            let view = TreeView()
            let binding = Self.bind(view, MutableObservableArray(["a", "b"]), as: .items)
            defer { binding.dispose() }
            var picked: [Int] = []
            let subscription = view.rx.itemSelected.subscribe(onNext: { picked.append($0) })
            defer { subscription.dispose() }
            let window = makeShownWindow(entry, view)
            defer { window.destroy() }
            tellWindowItHasFocus(window)
            entry.grabFocus()
            deliverKey(Key.Tab, in: entry)
            XCTAssertTrue(view.hasFocus, "Tab moved the focus to the table")
            XCTAssertEqual(view.selectedRows, [])
            XCTAssertEqual(picked, [])
            try GtkTestKit.pressKey(Key.Down, in: view)
            XCTAssertEqual(view.selectedRows.count, 1, "the keyboard selects once the table has the focus")
            XCTAssertEqual(picked, view.selectedRows)
        }
    }

    func testAClickThatFocusesTheTableSelectsOnlyTheClickedRow() throws {
        try onGtk {
            let entry = Entry()
            let view = TreeView()
            let binding = Self.bind(view, MutableObservableArray(["a", "b", "c", "d"]), as: .items)
            defer { binding.dispose() }
            var reported: [Int?] = []
            var picked: [Int] = []
            let subscriptions = [view.rx.selectedIndex.subscribe(onNext: { reported.append($0) }),
                                 view.rx.itemSelected.subscribe(onNext: { picked.append($0) })]
            defer { subscriptions.forEach { $0.dispose() } }
            let window = makeShownWindow(entry, view)
            defer { window.destroy() }
            tellWindowItHasFocus(window)
            entry.grabFocus()
            try view.waitUntilDrawn()
            XCTAssertFalse(view.hasFocus)
            clickRow(2, of: view)
            XCTAssertTrue(view.hasFocus, "the click focused the table")
            XCTAssertEqual(view.selectedRows, [2])
            XCTAssertEqual(picked, [2], "the click is reported once, for its row")
            XCTAssertEqual(reported, [nil, 2])
        }
    }

    func testAnUnboundTableKeepsGTKsBehaviour() throws {
        try onGtk {
            let store = ListStore(columnTypes: [String.valueGType])
            store.append(["a"])
            store.append(["b"])
            let view = TreeView(model: store)
            view.appendColumn(TreeViewColumn(title: "Letter"))
            let window = makeShownWindow(view)
            defer { window.destroy() }
            view.grabFocus()
            XCTAssertEqual(view.selectedRows, [0], "GTK 3 selects the first row of a table that takes the focus")
        }
    }
}
