import Binding
import BindingGtk
import CGtk

/// A million rows in a ``VirtualListView`` (issue 16): the tree view holds
/// only the window's rows, so binding costs a screenful, not a row tree.
@MainActor
enum VirtualListBenchmark {
    /// A shown window with a virtual list; the time from binding to the
    /// first frame drawn, and the heap that took beyond the array.
    static func bindAndDraw(_ array: MutableObservableArray<Int>) -> (nanoseconds: Double, bytes: Int) {
        let window = Window(title: "A million rows")
        window.setDefaultSize(width: 480, height: 360)
        let list = VirtualListView()
        window.add(list)
        window.showAll()
        try? window.waitUntilDrawn()
        GtkBenchmarks.pump()
        let before = Measure.heapBytesInUse()
        let clock = ContinuousClock()
        var binding: Disposable?
        let elapsed = clock.measure {
            binding = list.rx.items(array, columns: [
                Column(title: "Row", value: { "row \($0)" }),
                Column(title: "Half", value: { "\($0 / 2)" }),
            ])
            try? list.treeView.waitUntilDrawn()
        }
        let bytes = Measure.heapBytesInUse() - before
        if list.count != array.count || list.treeView.rowCount == 0 || list.treeView.rowCount > 100 {
            print("FAILED (million, virtual list): \(list.count) elements, \(list.treeView.rowCount) rows in GTK")
        }
        binding?.dispose()
        window.destroy()
        GtkBenchmarks.pump()
        return (Measure.nanoseconds(elapsed), bytes)
    }
}
