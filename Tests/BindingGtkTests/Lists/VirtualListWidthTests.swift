@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// A `VirtualListView` behaves as a `GtkTreeView` in a `ScrolledWindow`
/// does: narrower than its columns, it scrolls horizontally (and the
/// columns it cannot show are not silently cut); its vertical scrollbar shows
/// only when the elements do not all fit.
final class VirtualListWidthTests: XCTestCase {
    private struct Expense {
        let title: String
        let amount: String
        let category: String
    }

    @MainActor
    private static let columns: [Column<Expense>] = [
        Column(title: "Title", value: \.title, width: 140),
        Column(title: "Amount", value: \.amount, width: 90),
        Column(title: "Category", value: \.category, width: 120),
    ]

    private static func expenses(_ count: Int) -> [Expense] {
        (0..<count).map { Expense(title: "Expense number \($0)", amount: "12.50", category: "Groceries") }
    }

    @MainActor
    private static func shownList(_ source: MutableObservableArray<Expense>, width: Int, height: Int)
        -> (Window, VirtualListView, Disposable) {
        let window = Window(title: "Narrow")
        window.setDefaultSize(width: width, height: height)
        let view = VirtualListView()
        window.add(view)
        let binding = view.rx.items(source, columns: columns)
        window.showAll()
        return (window, view, binding)
    }

    /// The visible part of the tree view's columns, in its bin window's coordinates.
    @MainActor
    private static func visibleRect(_ view: VirtualListView) -> GdkRectangle {
        var rect = GdkRectangle()
        gtk_tree_view_get_visible_rect(view.treeView.treeViewPointer, &rect)
        return rect
    }

    /// The x range of column `index` in the tree view.
    @MainActor
    private static func columnRange(_ view: VirtualListView, _ index: Int32) -> Range<Int32> {
        let column = gtk_tree_view_get_column(view.treeView.treeViewPointer, index)!
        let x = gtk_tree_view_column_get_x_offset(column)
        return x..<x + gtk_tree_view_column_get_width(column)
    }

    func testANarrowListScrollsHorizontallyToEveryColumn() throws {
        try onGtk {
            let expenses = MutableObservableArray(Self.expenses(100))
            let (window, view, binding) = Self.shownList(expenses, width: 200, height: 200)
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            let hadjustment = gtk_scrolled_window_get_hadjustment(view.scrolledWindow.scrolledWindowPointer)!
            XCTAssertTrue(GtkTestKit.pump(until: {
                gtk_adjustment_get_upper(hadjustment) > gtk_adjustment_get_page_size(hadjustment)
            }), "the columns are wider than the view: it scrolls horizontally")
            let hscrollbar = gtk_scrolled_window_get_hscrollbar(view.scrolledWindow.scrolledWindowPointer)!
            XCTAssertTrue(gtk_widget_get_mapped(hscrollbar) != 0, "a horizontal scrollbar is drawn")
            XCTAssertEqual(gtk_scrolled_window_get_overlay_scrolling(view.scrolledWindow.scrolledWindowPointer), 0,
                           "a classic one, like the vertical scrollbar")
            let last = Self.columnRange(view, 2)
            XCTAssertGreaterThan(last.upperBound, Self.visibleRect(view).width, "the last column is out of view at first")

            gtk_adjustment_set_value(hadjustment, gtk_adjustment_get_upper(hadjustment) - gtk_adjustment_get_page_size(hadjustment))
            XCTAssertTrue(GtkTestKit.pump(until: {
                let rect = Self.visibleRect(view)
                return rect.x + rect.width >= last.upperBound
            }), "scrolled to the end, the last column is in view")
        }
    }

    func testShiftWheelAndSidewaysSwipesScrollTheColumnsNotTheRows() throws {
        try onGtk {
            let expenses = MutableObservableArray(Self.expenses(100))
            let (window, view, binding) = Self.shownList(expenses, width: 200, height: 200)
            let fixture = VirtualListFixture(window: window, view: view, binding: binding)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let hadjustment = gtk_scrolled_window_get_hadjustment(view.scrolledWindow.scrolledWindowPointer)!

            XCTAssertFalse(fixture.scrollWheel(GDK_SCROLL_DOWN, modifiers: GDK_SHIFT_MASK.rawValue),
                           "Shift+wheel is left to the scrolled window")
            XCTAssertFalse(fixture.scrollWheel(GDK_SCROLL_SMOOTH, deltaX: 3, deltaY: 0.5), "a sideways swipe too")
            XCTAssertEqual(view.firstVisibleIndex, 0, "the rows did not move")
            XCTAssertTrue(fixture.scrollWheel(GDK_SCROLL_DOWN), "a plain wheel still moves the rows")
            XCTAssertGreaterThan(view.firstVisibleIndex, 0)
            XCTAssertEqual(gtk_adjustment_get_value(hadjustment), 0, "and not the columns")
        }
    }

    func testTheVerticalScrollbarShowsOnlyWhenTheElementsDoNotFit() throws {
        try onGtk {
            let expenses = MutableObservableArray(Self.expenses(3))
            let (window, view, binding) = Self.shownList(expenses, width: 500, height: 300)
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            XCTAssertTrue(GtkTestKit.pump(until: { !view.scrollbar.isVisible }), "three rows fit: no scrollbar")
            let hscrollbar = gtk_scrolled_window_get_hscrollbar(view.scrolledWindow.scrolledWindowPointer)!
            XCTAssertEqual(gtk_widget_get_mapped(hscrollbar), 0, "the columns fit: no horizontal scrollbar either")

            expenses.append(contentsOf: Self.expenses(200))
            XCTAssertTrue(GtkTestKit.pump(until: { view.scrollbar.isVisible }), "203 rows do not fit")

            expenses.replace(with: Self.expenses(2))
            XCTAssertTrue(GtkTestKit.pump(until: { !view.scrollbar.isVisible }), "back to two rows")
        }
    }

    func testAnEmptyListShowsNoScrollbar() throws {
        try onGtk {
            let expenses = MutableObservableArray<Expense>([])
            let (window, view, binding) = Self.shownList(expenses, width: 500, height: 300)
            defer { binding.dispose(); window.destroy() }
            try view.treeView.waitUntilDrawn()
            XCTAssertFalse(view.scrollbar.isVisible)
        }
    }

    func testScreenshotsOfANarrowList() throws {
        guard let folder = ProcessInfo.processInfo.environment["LIST_SCREENSHOTS"] else { return }
        try onGtk {
            for (name, count, width) in [("narrow", 100, 200), ("fits", 4, 420)] {
                let expenses = MutableObservableArray(Self.expenses(count))
                let (window, view, binding) = Self.shownList(expenses, width: width, height: 200)
                defer { binding.dispose(); window.destroy() }
                try view.treeView.waitUntilDrawn()
                try window.saveScreenshot(to: "\(folder)/virtual-list-\(name).png")
            }
        }
    }
}
