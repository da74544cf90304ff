import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Column widths: ``Column/width`` in every table, widths measured from the
/// title and the first rows in on-demand tables and `VirtualListView`, the
/// last column taking the spare width, long texts ending in "…".
final class ColumnWidthTests: XCTestCase {
    private struct LogLine: Identifiable, Equatable {
        let id: Int
        var level: String
        var text: String
    }

    @MainActor
    private static func logLines(_ count: Int) -> MutableObservableArray<LogLine> {
        let levels = ["INFO", "WARN", "ERROR", "DEBUG"]
        return MutableObservableArray((0..<count).map {
            LogLine(id: $0, level: levels[$0 % 4], text: "request \($0) served in \($0 % 97) ms from the cache")
        })
    }

    @MainActor
    private static func logColumns(widths: [Int?] = [nil, nil, nil]) -> [Column<LogLine>] {
        [Column(title: "#", value: { "\($0.id)" }, width: widths[0]),
         Column(title: "Level", value: \.level, width: widths[1]),
         Column(title: "Text", value: \.text, width: widths[2])]
    }

    func testOnDemandColumnsTakeTheGivenWidths() throws {
        try onGtk {
            let tree = TreeView()
            let binding = tree.rx.items(virtual: Self.logLines(100), columns: Self.logColumns(widths: [48, 70, 300]))
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            XCTAssertEqual(tree.columns.map(fixedWidth), [48, 70, 300])
            XCTAssertTrue(tree.columns.allSatisfy { gtk_tree_view_column_get_sizing($0.columnPointer) == GTK_TREE_VIEW_COLUMN_FIXED })
            XCTAssertEqual(tree.columns.map(\.expands), [false, false, true], "the last column takes the spare width")
            XCTAssertEqual(tree.columns.map(ellipsize(of:)), [.end, .end, .end])
            pumpUntilRowsShown(tree)
            XCTAssertEqual(tree.columns.map(fixedWidth), [48, 70, 300], "given widths are not measured over")
            window.destroy()
        }
    }

    func testVirtualListColumnsTakeTheGivenWidthsAndExpansion() throws {
        try onGtk {
            let list = VirtualListView()
            var columns = Self.logColumns(widths: [40, 60, 200])
            columns[0].expands = true
            columns[2].expands = false
            list.rx.items(Self.logLines(1000), columns: columns).disposed(by: list.lifetime)
            let window = makeShownWindow(list)
            pumpUntilRowsShown(list.treeView)
            XCTAssertEqual(list.treeView.columns.map(fixedWidth), [40, 60, 200])
            XCTAssertEqual(list.treeView.columns.map(\.expands), [true, false, false], "expands, when set, wins")
            XCTAssertEqual(list.treeView.columns.map(ellipsize(of:)), [.end, .end, .end])
            window.destroy()
        }
    }

    func testDefaultWidthsFitTheTitleAndTheFirstAndLastRowsOfAMillionElements() throws {
        try onGtk {
            let list = VirtualListView()
            let lines = Self.logLines(1_000_000)
            list.rx.items(lines, columns: Self.logColumns()).disposed(by: list.lifetime)
            list.widthRequest = 700
            let window = makeShownWindow(list)
            let tree = list.treeView
            let textColumn = tree.columns[2]
            let longest = try XCTUnwrap(lines.array.prefix(50).map(\.text).max { textWidth($0, in: tree) < textWidth($1, in: tree) })
            XCTAssertTrue(GtkTestKit.pump(until: { fixedWidth(textColumn) >= textWidth(longest, in: tree) }),
                          "the text column is as wide as its longest text among the first rows")
            let widths = tree.columns.map(fixedWidth)
            XCTAssertLessThan(widths[0], 100, "a column of short numbers titled \"#\" stays narrow")
            XCTAssertGreaterThan(widths[0], textWidth("#", in: tree))
            XCTAssertGreaterThanOrEqual(widths[0], textWidth("999999", in: tree), "the last rows are measured too")
            XCTAssertGreaterThanOrEqual(widths[1], textWidth("ERROR", in: tree))
            XCTAssertGreaterThan(widths[2], 2 * widths[0], "the text column is wider than the number column")
            XCTAssertLessThanOrEqual(widths.max() ?? 0, 400)
            XCTAssertEqual(tree.columns.map(\.expands), [false, false, true])
            window.destroy()
        }
    }

    func testRowsArrivingAfterAnEmptyStartAreMeasuredOnce() throws {
        try onGtk {
            let tree = TreeView()
            let lines = MutableObservableArray<LogLine>()
            let binding = tree.rx.items(virtual: lines, columns: Self.logColumns())
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            let textColumn = tree.columns[2]
            let titleOnly = fixedWidth(textColumn)
            XCTAssertGreaterThan(titleOnly, 0, "an empty table's columns fit their titles")
            XCTAssertLessThan(titleOnly, 100)

            let long = LogLine(id: 1, level: "INFO", text: "a first line long enough to widen its column")
            lines.append(long)
            XCTAssertTrue(GtkTestKit.pump(until: { fixedWidth(textColumn) >= textWidth(long.text, in: tree) }))
            let measured = fixedWidth(textColumn)

            lines.append(LogLine(id: 2, level: "INFO", text: String(repeating: "later and longer ", count: 6)))
            pumpUntilRowsShown(tree, count: 2)
            XCTAssertEqual(fixedWidth(textColumn), measured, "only the first elements bound are measured: later rows end in …")
            window.destroy()
        }
    }

    func testPlainTableColumnsHonourWidthAndSizeToContentsOtherwise() throws {
        try onGtk {
            let tree = TreeView()
            let binding = tree.rx.items(Self.logLines(20), columns: Self.logColumns(widths: [nil, 90, nil]))
            defer { binding.dispose() }
            let window = makeShownWindow(tree)
            pumpUntilRowsShown(tree)
            let sizing = tree.columns.map { gtk_tree_view_column_get_sizing($0.columnPointer) }
            XCTAssertEqual(sizing[1], GTK_TREE_VIEW_COLUMN_FIXED)
            XCTAssertEqual(fixedWidth(tree.columns[1]), 90)
            XCTAssertEqual(ellipsize(of: tree.columns[1]), .end)
            XCTAssertNotEqual(sizing[0], GTK_TREE_VIEW_COLUMN_FIXED, "without a width a plain column sizes to its contents")
            XCTAssertEqual(ellipsize(of: tree.columns[0]), EllipsizeMode.none)
            XCTAssertEqual(tree.columns.map(\.expands), [true, true, true], "every plain column expands by default")
            window.destroy()
        }
    }
}

/// The column's fixed width (`-1` when it has none).
@MainActor
private func fixedWidth(_ column: TreeViewColumn) -> Int32 {
    gtk_tree_view_column_get_fixed_width(column.columnPointer)
}

/// The `ellipsize` property of the column's first cell renderer.
@MainActor
private func ellipsize(of column: TreeViewColumn) -> EllipsizeMode? {
    guard let cells = gtk_cell_layout_get_cells(OpaquePointer(column.objectPointer)) else { return nil }
    defer { g_list_free(cells) }
    var value = GValue()
    g_value_init(&value, EllipsizeMode.valueGType)
    defer { g_value_unset(&value) }
    g_object_get_property(cells.pointee.data.assumingMemoryBound(to: GObject.self), "ellipsize", &value)
    return EllipsizeMode(gValue: &value)
}

/// The width of `text` in the tree view's font, in pixels.
@MainActor
private func textWidth(_ text: String, in tree: TreeView) -> Int32 {
    guard let layout = gtk_widget_create_pango_layout(tree.widgetPointer, text) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return width
}

/// Runs the main loop until the tree view's model has `count` rows or more.
@MainActor
private func pumpUntilRowsShown(_ tree: TreeView, count: Int32 = 1, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(GtkTestKit.pump(until: {
        guard let model = gtk_tree_view_get_model(tree.treeViewPointer) else { return false }
        return gtk_tree_model_iter_n_children(model, nil) >= count
    }), "the rows were not shown", file: file, line: line)
}
