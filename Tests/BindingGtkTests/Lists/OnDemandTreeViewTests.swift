@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// A `TreeView` over an array read on demand (``ArrayTreeModel``).
final class OnDemandTreeViewTests: XCTestCase {
    @MainActor
    private static func shownTable(
        _ source: MutableObservableArray<Int>, options: ListItemsOptions = .default
    ) -> (Window, TreeView, Disposable) {
        let window = Window(title: "Rows")
        window.setDefaultSize(width: 400, height: 300)
        let scrolled = ScrolledWindow()
        let view = TreeView()
        scrolled.add(view)
        let box = Box(spacing: 0)
        box.packStart(scrolled, expand: true)
        window.add(box)
        let binding = view.rx.items(virtual: source, columns: [
            Column(title: "Row", value: { "row \($0)" }),
            Column(title: "Half", value: { "\($0 / 2)" }),
        ], options: options)
        window.showAll()
        return (window, view, binding)
    }

    @MainActor
    private static func text(_ view: TreeView, row: Int, column: Int32 = 0) -> String? {
        guard let model = gtk_tree_view_get_model(view.treeViewPointer) else { return nil }
        var iter = GtkTreeIter()
        guard gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(row)) != 0 else { return nil }
        var value = GValue()
        gtk_tree_model_get_value(model, &iter, column, &value)
        defer { g_value_unset(&value) }
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    @MainActor
    private static func visibleRange(_ view: TreeView) -> ClosedRange<Int>? {
        var start: OpaquePointer?
        var end: OpaquePointer?
        guard gtk_tree_view_get_visible_range(view.treeViewPointer, &start, &end) != 0 else { return nil }
        defer { gtk_tree_path_free(start); gtk_tree_path_free(end) }
        return Int(gtk_tree_path_get_indices(start)[0])...Int(gtk_tree_path_get_indices(end)[0])
    }

    /// Tells the window it has the keyboard focus, as a window manager would
    /// (there is none under Xvfb): a tree view moves its cursor and starts
    /// its search only while its window has the focus.
    @MainActor
    private static func giveKeyboardFocus(to window: Window) {
        guard let gdkWindow = gtk_widget_get_window(window.widgetPointer),
              let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
        event.pointee.focus_change.window = gdkWindow
        g_object_ref(UnsafeMutableRawPointer(gdkWindow))
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        gtk_widget_send_focus_change(window.widgetPointer, event)
        gdk_event_free(event)
    }

    func testAMillionRowsShowTheFirstScreenAndScrollToTheEnd() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000_000))
            let (window, view, binding) = Self.shownTable(numbers)
            defer { binding.dispose(); window.destroy() }
            try view.waitUntilDrawn()
            XCTAssertEqual(view.rowCount, 1_000_000)
            XCTAssertEqual(Self.visibleRange(view)?.lowerBound, 0)
            XCTAssertEqual(Self.text(view, row: 0), "row 0")
            XCTAssertEqual(Self.text(view, row: 999_999, column: 1), "499999")

            let last = gtk_tree_path_new()
            gtk_tree_path_append_index(last, 999_999)
            gtk_tree_view_scroll_to_cell(view.treeViewPointer, last, nil, 0, 0, 0)
            gtk_tree_path_free(last)
            XCTAssertTrue(GtkTestKit.pump(until: { Self.visibleRange(view)?.upperBound == 999_999 }),
                          "visible: \(String(describing: Self.visibleRange(view)))")
        }
    }

    func testOneChangeIsOneSignalForExactlyThatRow() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000_000))
            let (window, view, binding) = Self.shownTable(numbers)
            defer { binding.dispose(); window.destroy() }
            let model = gtk_tree_view_get_model(view.treeViewPointer)!
            let recorder = ModelSignalRecorder(model)
            defer { recorder.disconnect() }

            numbers[500_000] = -1
            XCTAssertEqual(recorder.signals, [.changed(500_000)])
            XCTAssertEqual(Self.text(view, row: 500_000), "row -1")
            recorder.clear()
            numbers.insert(7, at: 3)
            XCTAssertEqual(recorder.signals, [.inserted(3)])
            XCTAssertEqual(view.rowCount, 1_000_001)
            recorder.clear()
            numbers.remove(at: 999_000)
            XCTAssertEqual(recorder.signals, [.deleted(999_000)])
            recorder.clear()
            numbers.move(from: 0, to: 2)
            guard case .reordered(let order)? = recorder.signals.first, recorder.signals.count == 1 else {
                return XCTFail("one rows-reordered expected, got \(recorder.signals.prefix(3))")
            }
            XCTAssertEqual(Array(order.prefix(4)), [1, 2, 0, 3])
            XCTAssertEqual(Self.text(view, row: 2), "row 0")
        }
    }

    func testRandomBatchesReplayedFromTheSignalsGiveTheArray() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<40))
            let (window, view, binding) = Self.shownTable(numbers)
            defer { binding.dispose(); window.destroy() }
            let recorder = ModelSignalRecorder(gtk_tree_view_get_model(view.treeViewPointer)!)
            defer { recorder.disconnect() }
            var state: UInt64 = 7
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            var nextValue = 1_000
            for _ in 0..<200 {
                var mirror = numbers.array
                recorder.clear()
                numbers.batchUpdate { batch in
                    for _ in 0..<(1 + next(5)) {
                        switch next(4) {
                        case 0:
                            batch.insert(nextValue, at: next(batch.count + 1))
                            nextValue += 1
                        case 1 where batch.count > 1: batch.remove(at: next(batch.count))
                        case 2 where batch.count > 1: batch.move(from: next(batch.count), to: next(batch.count))
                        default:
                            if batch.count > 0 { batch[next(batch.count)] += 10_000 }
                        }
                    }
                }
                // Replay the signals on the old rows: inserted rows take the new array's value.
                let final = numbers.array
                for signal in recorder.signals {
                    switch signal {
                    case .deleted(let row): mirror.remove(at: row)
                    case .reordered(let order): mirror = order.map { mirror[Int($0)] }
                    case .inserted(let row): mirror.insert(final[row], at: row)
                    case .changed(let row): mirror[row] = final[row]
                    }
                }
                XCTAssertEqual(mirror, final)
                XCTAssertEqual(view.rowCount, final.count)
                if mirror != final { return }
            }
        }
    }

    func testKeyboardNavigationSelectionAndTypeAheadSearch() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<1_000_000))
            let (window, view, binding) = Self.shownTable(numbers, options: ListItemsOptions(allowsDeletion: true))
            defer { binding.dispose(); window.destroy() }
            try view.waitUntilDrawn()
            var selected: [Int?] = []
            let subscription = view.rx.selectedIndex.subscribe(onNext: { selected.append($0) })
            defer { subscription.dispose() }
            Self.giveKeyboardFocus(to: window)
            view.selectRowAsUser(at: 10)
            view.grabFocus()
            try GtkTestKit.pressKey(UInt32(GDK_KEY_Down), in: view)
            XCTAssertEqual(view.selectedIndex, 11)
            XCTAssertEqual(view.rx.modelSelectedValue(Int.self), 11)
            XCTAssertEqual(selected.last, 11)

            // Type-ahead: GTK searches the first column through the model as
            // the user types (here into a search entry of the window's own).
            let search = Entry()
            (window.children.first as? Box)?.packStart(search)
            search.show()
            gtk_tree_view_set_search_entry(view.treeViewPointer, search.widgetPointer(as: GtkEntry.self))
            try GtkTestKit.type("row 4242", into: search)
            XCTAssertTrue(GtkTestKit.pump(until: { view.selectedIndex == 4_242 }), "selected \(String(describing: view.selectedIndex))")

            // Delete removes the selected element; nothing else becomes selected.
            view.selectRowAsUser(at: 5)
            view.grabFocus()
            numbers.remove(at: 5)
            XCTAssertEqual(view.selectedRows, [], "GTK's cursor moved to the next row; it is not selected")
            XCTAssertEqual(numbers[5], 6)
            let count = numbers.count
            _ = try? GtkTestKit.pressKey(UInt32(GDK_KEY_Delete), in: view)
            XCTAssertEqual(numbers.count, count, "the Delete key deletes nothing the user did not pick")
            view.selectRowAsUser(at: 5)
            view.grabFocus()
            try GtkTestKit.pressKey(UInt32(GDK_KEY_Delete), in: view)
            XCTAssertEqual(numbers.count, count - 1)
            XCTAssertEqual(numbers[5], 7, "the selected element was deleted")
        }
    }

    func testASortedFilteredPipelineKeepsTheSelectionOnItsElement() throws {
        struct Item: Identifiable, Equatable {
            let id: Int
            var name: String
        }
        try onGtk {
            let items = MutableObservableArray((0..<1_000).map { Item(id: $0, name: "item \(1_000 - $0)") })
            let query = BehaviorRelay(value: "")
            let shown = items.filtered(by: query) { text, item in text.isEmpty || item.name.hasSuffix(text) }
                .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
            let view = TreeView()
            let binding = view.rx.items(virtual: shown, columns: [Column(title: "Name", value: { $0.name })])
            defer { binding.dispose() }
            XCTAssertEqual(view.rowCount, 1_000)
            let row = try XCTUnwrap((0..<1_000).first { view.element(atShownRow: $0, as: Item.self)?.id == 500 })
            view.selectRowAsUser(at: row)
            items[500] = Item(id: 500, name: "a first")      // sorts to the top
            XCTAssertEqual(view.selectedRow, 0)
            XCTAssertEqual(view.element(atShownRow: 0, as: Item.self)?.id, 500)
            query.accept("7")                                   // filtered out: nothing selected
            XCTAssertEqual(view.selectedRows, [])
            XCTAssertEqual(view.rowCount, items.array.filter { $0.name.hasSuffix("7") }.count)
            query.accept("")                                    // back, not reselected
            XCTAssertEqual(view.selectedRows, [])
            XCTAssertEqual(view.rowCount, 1_000)
        }
    }

    func testTheModelIsFinalizedWithTheViewAndReadsNothingAfterwards() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<10))
            var probe: FinalizationProbe?
            do {
                let (window, view, binding) = Self.shownTable(numbers)
                probe = FinalizationProbe(UnsafeMutableRawPointer(gtk_tree_view_get_model(view.treeViewPointer)!))
                binding.dispose()
                window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { probe?.isFinalized == true }))
            numbers.append(10)   // no view, no binding: nothing happens
        }
    }
}

extension Reactive where Base: TreeView {
    /// The selected element as the test reads it (through the bound elements).
    @MainActor
    fileprivate func modelSelectedValue<Element>(_ type: Element.Type) -> Element? {
        base.selectedIndex.flatMap { base.boundElement(at: $0, as: type) }
    }
}
