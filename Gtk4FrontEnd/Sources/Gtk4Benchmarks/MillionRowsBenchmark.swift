import BenchmarkKit
import Binding
import BindingGtk4
import CGtk4

/// A million rows in a `GtkListView`, from filling the model to the first frame showing them:
/// the baseline is a `GtkStringList` filled from C calls, shown through a `GtkSignalListItemFactory`
/// of labels; the candidate is the library's list binding over an observable array, through
/// ``candidate``, which is not wired yet.
///
/// How to wire the candidate (once `BindingGtk4` has its `GListModel` adapter and `ListView`
/// binding): set ``candidate`` to a function that, given the rows' texts, makes an observable
/// array of them, binds it to a new `GtkListView` (its factory's rows labels showing each
/// element) and returns the list view's widget and the binding's disposable. The row then
/// appears beside the baseline, measured the same way (alternating rounds, best of each).
@MainActor
enum MillionRowsBenchmark {
    /// What the candidate builds: the list view to show and what ends its binding.
    typealias Candidate = @MainActor (_ texts: [String]) -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable)

    /// The library's million-row list view. `nil` until the `GListModel` list bindings are wired in.
    static let candidate: Candidate? = nil

    /// How many rows.
    static let rowCount = 1_000_000

    /// The baseline row, and the candidate's beside it when ``candidate`` is set; a note when not.
    static func run() -> (rows: [BenchmarkRow], note: String?) {
        let texts = (0..<rowCount).map { "row \($0)" }
        guard let candidate else {
            let best = (0..<3).map { _ in Measure.nanoseconds(timeToFirstFrame { stringListView(texts) }) }.min() ?? .nan
            let note = "Not measured yet: the library's million-row ListView (the GListModel list binding; "
                + "wire it in MillionRowsBenchmark.candidate). The baseline alone: a GtkStringList of "
                + "\(rowCount) rows filled from C and shown in a GtkListView, "
                + format(best / 1e6) + " ms from filling to the first frame (best of 3)."
            return ([], note)
        }
        let figures = Measure.alternatingRounds(
            rounds: 3,
            baseline: { timeToFirstFrame { stringListView(texts) } },
            candidate: { timeToFirstFrame { candidate(texts) } })
        return (
            [
                BenchmarkRow(
                    name: "\(rowCount) rows: fill + ListView's first frame", figure: figures.candidate / 1e6,
                    unit: "ms", baselineName: "GtkStringList filled from C", baseline: figures.baseline / 1e6,
                    target: "≤ 1.5×")
            ], nil)
    }

    /// The time from calling `build` to the first frame of a shown window holding its list view.
    private static func timeToFirstFrame(
        _ build: () -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable)
    ) -> Duration {
        let window = Window(title: "A million rows")
        window.setDefaultSize(width: 480, height: 360)
        let scrolled = ScrolledWindow()
        window.child = scrolled
        window.present()
        window.waitUntilDrawn()
        var binding: Disposable?
        let clock = ContinuousClock()
        var drawn = false
        let elapsed = clock.measure {
            drawn = FirstRender.afterNextRender {
                let built = build()
                binding = built.binding
                gtk_scrolled_window_set_child(OpaquePointer(scrolled.widgetPointer), built.list)
            }
        }
        if !drawn { print("FAILED (million): no frame within 30 s") }
        binding?.dispose()
        window.destroy()
        WidgetBenchmarks.pump()
        return elapsed
    }

    /// The baseline: the texts appended to a `GtkStringList` with C calls, shown by a list view
    /// whose factory makes a label per row and sets its text on bind.
    private static func stringListView(_ texts: [String]) -> (list: UnsafeMutablePointer<GtkWidget>, binding: Disposable) {
        let store = gtk_string_list_new(nil)!
        for text in texts { gtk_string_list_append(store, text) }
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
            gtk_list_item_set_child(OpaquePointer(item), gtk_label_new(nil))
        }
        let bind: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
            let row = gtk_list_item_get_item(OpaquePointer(item))
            let label = gtk_list_item_get_child(OpaquePointer(item))
            gtk_label_set_text(cgtk4_label(label), gtk_string_object_get_string(OpaquePointer(row)))
        }
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil, GConnectFlags(0))
        let selection = gtk_no_selection_new(store)
        let list = gtk_list_view_new(
            selection, factory)!
        return (list, Disposables.create())
    }
}
