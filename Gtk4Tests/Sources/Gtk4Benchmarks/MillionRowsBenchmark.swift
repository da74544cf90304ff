import BenchmarkKit
import Binding
import BindingGtk4
import CGtk4

/// A million rows in a `GtkListView`, from filling the model to the first frame showing them:
/// the baseline is a `GtkStringList` filled from C calls, shown through a `GtkSignalListItemFactory`
/// of labels; the candidate is the library's list binding: a `MutableObservableArray` of the texts
/// as an `ObservableListModel`, shown by `ListView.show(_:rows:)` with a label row component.
@MainActor
enum MillionRowsBenchmark {
    /// A label showing one element's text: the candidate's row component.
    private final class TextRow: ListRowComponent {
        let label = Label()
        var root: Widget { label }
        init() {}
        func bind(_ element: ListElement<String>, bag: DisposeBag) {
            label.label = element.value
        }
    }

    /// The library's million-row list view: the list view's widget and what keeps its binding.
    private static func candidate(_ texts: [String]) -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable, boundRows: () -> Int) {
        let view = ListView()
        let factory = view.show(ListSelection(ObservableListModel(MutableObservableArray(texts)), mode: .none), rows: TextRow.self)
        return (view.widgetPointer, Disposables.create { withExtendedLifetime((view, factory)) {} }, { factory.boundRowCount })
    }

    /// The rows the baseline's factory bound since it was built (its C callback counts them).
    nonisolated(unsafe) private static var baselineBoundRows = 0

    /// How many rows.
    static let rowCount = 1_000_000

    /// The row: the candidate against the baseline, alternating rounds, best of each.
    static func run() -> [BenchmarkRow] {
        let texts = (0..<rowCount).map { "row \($0)" }
        let figures = Measure.alternatingRounds(
            rounds: 3,
            baseline: { timeToFirstFrame { stringListView(texts) } },
            candidate: { timeToFirstFrame { candidate(texts) } })
        return [
            BenchmarkRow(
                name: "\(rowCount) rows: fill + ListView's first frame", figure: figures.candidate / 1e6,
                unit: "ms", baselineName: "GtkStringList filled from C", baseline: figures.baseline / 1e6,
                target: "≤ 1.5×")
        ]
    }

    /// The time from calling `build` to the first frame of a shown window holding its list view.
    private static func timeToFirstFrame(
        _ build: () -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable, boundRows: () -> Int)
    ) -> Duration {
        let window = Window(title: "A million rows")
        window.setDefaultSize(width: 480, height: 360)
        let scrolled = ScrolledWindow()
        window.child = scrolled
        window.present()
        window.waitUntilDrawn()
        var binding: Disposable?
        var boundRows: () -> Int = { 0 }
        let clock = ContinuousClock()
        var drawn = false
        let elapsed = clock.measure {
            drawn = FirstRender.afterNextRender {
                let built = build()
                binding = built.binding
                boundRows = built.boundRows
                gtk_scrolled_window_set_child(OpaquePointer(scrolled.widgetPointer), built.list)
            }
        }
        if !drawn { print("FAILED (million): no frame within 30 s") }
        // The frame must have shown rows, not an empty list: GTK binds the visible rows before it draws.
        if boundRows() == 0 { print("FAILED (million): the first frame showed no bound row") }
        binding?.dispose()
        window.destroy()
        WidgetBenchmarks.pump()
        return elapsed
    }

    /// The baseline: the texts appended to a `GtkStringList` with C calls, shown by a list view
    /// whose factory makes a label per row and sets its text on bind.
    private static func stringListView(_ texts: [String]) -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable, boundRows: () -> Int) {
        let store = gtk_string_list_new(nil)!
        for text in texts { gtk_string_list_append(store, text) }
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
            gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
        }
        baselineBoundRows = 0
        let bind: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
            MillionRowsBenchmark.baselineBoundRows += 1
            let row = gtk_list_item_get_item(OpaquePointer(item))
            let label = gtk_list_item_get_child(OpaquePointer(item))
            gtk_label_set_text(cgtk4_label(label), gtk_string_object_get_string(OpaquePointer(row)))
        }
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil, GConnectFlags(0))
        let selection = gtk_no_selection_new(store)
        let list = gtk_list_view_new(
            selection, factory)!
        return (list, Disposables.create(), { baselineBoundRows })
    }
}
