import BenchmarkKit
import Binding
import BindingGtk

/// A million rows in a ``VirtualListView`` (issue 16): the tree view holds
/// only the window's rows, so binding costs a screenful, not a row tree.
@MainActor
enum VirtualListBenchmark {
    /// A shown window with a virtual list; the time from binding to the
    /// first frame drawn, and the heap that took beyond the array.
    static func bindAndDraw(_ array: MutableObservableArray<Int>) -> (nanoseconds: Double, bytes: Int) {
        let list = VirtualListView()
        return FirstFrameMeasure.bindAndDraw(list, drawn: list.treeView, bind: {
            list.rx.items(array, columns: [
                Column(title: "Row", value: { "row \($0)" }),
                Column(title: "Half", value: { "\($0 / 2)" }),
            ])
        }, failure: {
            let rows = list.treeView.rowCount
            guard list.count != array.count || rows == 0 || rows > 100 else { return nil }
            return "virtual list: \(list.count) elements, \(rows) rows in GTK"
        })
    }
}
