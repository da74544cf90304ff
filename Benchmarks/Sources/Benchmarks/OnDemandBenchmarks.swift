#if canImport(Glibc)
import Glibc
#endif
import BenchmarkKit
import Binding
import BindingGtk
import CGLib
import CGtk

/// A million rows (issue 16): a `TreeView` bound to a 1,000,000-element
/// array through the on-demand model, to its first frame, against filling a
/// `GtkListStore` with the same rows (two text columns) from C; and the heap
/// each needs beyond the array itself.
@MainActor
enum OnDemandBenchmarks {
    static let rowCount = 1_000_000

    static func run() -> [BenchmarkRow] {
        if getenv("G_SLICE").map({ String(cString: $0) }) != "always-malloc" {
            print("\nNote: without G_SLICE=always-malloc, GLib's slice allocations (GTK's row tree, the store's"
                + " rows) do not show in the heap figures below.")
        }
        let array = MutableObservableArray(Array(0..<rowCount))
        var best = (baseline: Double.infinity, candidate: Double.infinity)
        var memory = (baseline: 0, candidate: 0)
        var floor = Double.infinity
        var windowed = (nanoseconds: Double.infinity, bytes: 0)
        for _ in 0..<3 {
            let store = fillListStore(thenShow: false)
            best.baseline = min(best.baseline, store.nanoseconds)
            memory.baseline = store.bytes
            floor = min(floor, fillListStore(thenShow: true).showNanoseconds)
            let shown = bindAndDraw(array)
            best.candidate = min(best.candidate, shown.nanoseconds)
            memory.candidate = shown.bytes
            let listed = VirtualListBenchmark.bindAndDraw(array)
            windowed = (min(windowed.nanoseconds, listed.nanoseconds), listed.bytes)
        }
        return [
            BenchmarkRow(
                name: "bind a 1,000,000-element array to a TreeView (on demand) and draw its first frame",
                figure: best.candidate / 1e6, unit: "ms", baselineName: "fill a GtkListStore with the same rows from C",
                baseline: best.baseline / 1e6, target: "≤ 1/20 of the baseline"),
            BenchmarkRow(
                name: "heap beyond the array: on-demand TreeView, drawn (GTK's row tree included)",
                figure: Double(memory.candidate) / 1_048_576, unit: "MiB",
                baselineName: "the filled GtkListStore (not shown)", baseline: Double(memory.baseline) / 1_048_576,
                target: "≤ 20% of the baseline"),
            BenchmarkRow(
                name: "bind a 1,000,000-element array to a VirtualListView (a window of rows) and draw its first frame",
                figure: windowed.nanoseconds / 1e6, unit: "ms", baselineName: "fill a GtkListStore with the same rows from C",
                baseline: best.baseline / 1e6, target: "≤ 1/20 of the baseline"),
            BenchmarkRow(
                name: "heap beyond the array: VirtualListView, drawn",
                figure: Double(windowed.bytes) / 1_048_576, unit: "MiB",
                baselineName: "the filled GtkListStore (not shown)", baseline: Double(memory.baseline) / 1_048_576,
                target: "≤ 20% of the baseline"),
            BenchmarkRow(
                name: "GTK's own part: a filled GtkListStore set on a shown TreeView → first frame (row tree built)",
                figure: floor / 1e6, unit: "ms", baselineName: "fill a GtkListStore from C",
                baseline: best.baseline / 1e6, target: "— (the floor of any GtkTreeView model)"),
        ]
    }

    /// A list store with the texts "row N" and "N/2", filled row by row;
    /// with `thenShow`, also the time to set it on a shown tree view and draw.
    private static func fillListStore(thenShow: Bool) -> (nanoseconds: Double, bytes: Int, showNanoseconds: Double) {
        GtkBenchmarks.pump()
        let before = Measure.heapBytesInUse()
        let clock = ContinuousClock()
        var store: UnsafeMutablePointer<GtkListStore>?
        let elapsed = clock.measure {
            var types = [cglib_type_string(), cglib_type_string()]
            store = gtk_list_store_newv(2, &types)
            var columns: [Int32] = [0, 1]
            var values = [GValue(), GValue()]
            g_value_init(&values[0], cglib_type_string())
            g_value_init(&values[1], cglib_type_string())
            var iter = GtkTreeIter()
            for row in 0..<rowCount {
                "row \(row)".withCString { g_value_set_string(&values[0], $0) }
                "\(row / 2)".withCString { g_value_set_string(&values[1], $0) }
                gtk_list_store_insert_with_valuesv(store, &iter, -1, &columns, &values, 2)
            }
            g_value_unset(&values[0])
            g_value_unset(&values[1])
        }
        let bytes = Measure.heapBytesInUse() - before
        var show = 0.0
        if thenShow, let store {
            let window = Window(title: "A million rows")
            window.setDefaultSize(width: 480, height: 360)
            let scrolled = ScrolledWindow()
            let view = TreeView()
            for (index, title) in ["Row", "Half"].enumerated() {
                let column = TreeViewColumn(title: title)
                let renderer = CellRendererText()
                column.packStart(renderer)
                column.addAttribute("text", of: renderer, fromModelColumn: index)
                gtk_tree_view_column_set_sizing(column.columnPointer, GTK_TREE_VIEW_COLUMN_FIXED)
                gtk_tree_view_column_set_fixed_width(column.columnPointer, 160)
                view.appendColumn(column)
            }
            gtk_tree_view_set_fixed_height_mode(view.treeViewPointer, 1)
            scrolled.add(view)
            window.add(scrolled)
            window.showAll()
            try? window.waitUntilDrawn()
            show = Measure.nanoseconds(clock.measure {
                gtk_tree_view_set_model(view.treeViewPointer, OpaquePointer(store))
                try? view.waitUntilDrawn()
            })
            window.destroy()
        }
        g_object_unref(UnsafeMutableRawPointer(store))
        GtkBenchmarks.pump()
        return (Measure.nanoseconds(elapsed), bytes, show)
    }

    /// A shown window with a tree view; the time from binding to the first frame drawn.
    private static func bindAndDraw(_ array: MutableObservableArray<Int>) -> (nanoseconds: Double, bytes: Int) {
        let scrolled = ScrolledWindow()
        let view = TreeView()
        scrolled.add(view)
        return FirstFrameMeasure.bindAndDraw(scrolled, drawn: view, bind: {
            view.rx.items(virtual: array, columns: [
                Column(title: "Row", value: { "row \($0)" }),
                Column(title: "Half", value: { "\($0 / 2)" }),
            ])
        }, failure: {
            view.rowCount == rowCount ? nil : "\(view.rowCount) rows shown"
        })
    }
}
