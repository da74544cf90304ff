import BenchmarkKit
import Binding
import BindingGtk
import CGtk

/// Figures for the list bindings (issue 4): a `ListBox` bound to a
/// `MutableObservableArray` of 10,000 elements against direct C calls doing
/// the same row work, in alternating rounds of one run.
///
/// The list boxes are not in a window: the figures are the cost of making and
/// changing rows, without layout and drawing (which would be the same for
/// both sides). What a row should show is verified outside the timed part;
/// a mismatch prints a `FAILED` line.
@MainActor
enum ListBenchmarks {
    static let rowCount = 10_000

    /// Runs the rows whose names `include` accepts (`list-populate`,
    /// `list-populate-text`, `list-change`, `list-diff`).
    static func run(include: (String) -> Bool = { _ in true }) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if include("list-populate") { rows.append(populate()) }
        if include("list-populate-text") { rows.append(populateTextRows()) }
        if include("list-change") { rows.append(oneElementChange()) }
        if include("list-diff") { rows.append(replaceWithDiff()) }
        return rows
    }

    private struct Entry: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    private static func texts(_ prefix: String = "Row") -> [String] {
        (0..<rowCount).map { "\(prefix) \($0)" }
    }

    private static func fail(_ message: String) {
        print("FAILED (lists): \(message)")
    }

    /// Destroys a list box made by the C side and lets GTK finish its idle work.
    private static func destroyRaw(_ box: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_destroy(box)
        g_object_unref(UnsafeMutableRawPointer(box))
        GtkBenchmarks.pump()
    }

    /// (a) A new list box filled with one label per element, through a row
    /// factory (`rx.items(array) { Label($1) }`) against `gtk_label_new` +
    /// `gtk_widget_show` + `gtk_list_box_insert` in a loop. Tear-down is not timed.
    static func populate() -> BenchmarkRow {
        comparePopulating(
            name: "populate a \(rowCount)-row ListBox from a bound array (row factory making Labels)",
            makeLabel: { text in text.withCString { gtk_label_new($0) }! },
            bind: { box, array in box.rx.items(array) { Label($1) } })
    }

    /// (a') The same with text rows (`rx.items(array) { $0 }`), against a C
    /// loop making the same start-aligned, margined labels.
    static func populateTextRows() -> BenchmarkRow {
        comparePopulating(
            name: "populate a \(rowCount)-row ListBox from a bound array (text rows)",
            makeLabel: { text in
                let label = text.withCString { gtk_label_new($0) }!
                gtk_label_set_xalign(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), 0)
                gtk_widget_set_margin_start(label, 6)
                gtk_widget_set_margin_end(label, 6)
                return label
            },
            bind: { box, array in box.rx.items(array) { $0 } })
    }

    /// Times filling a new list box with one row per text: a C loop with
    /// `makeLabel` against `bind`, in alternating rounds.
    private static func comparePopulating(
        name: String,
        makeLabel: @escaping (String) -> UnsafeMutablePointer<GtkWidget>,
        bind: @escaping @MainActor (ListBox, MutableObservableArray<String>) -> Disposable
    ) -> BenchmarkRow {
        let texts = texts()
        let array = MutableObservableArray(texts)
        let clock = ContinuousClock()
        let direct: () -> Duration = {
            let box = gtk_list_box_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(box))
            let listBox = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkListBox.self)
            let elapsed = clock.measure {
                for text in texts {
                    let label = makeLabel(text)
                    gtk_widget_show(label)
                    gtk_list_box_insert(listBox, label, -1)
                }
            }
            let children = gtk_container_get_children(cgtk_container(box))
            if g_list_length(children) != UInt32(rowCount) { fail("the C loop made a wrong number of rows") }
            g_list_free(children)
            destroyRaw(box)
            return elapsed
        }
        let bound: () -> Duration = {
            var binding: Disposable?
            var list: ListBox?
            let elapsed = clock.measure {
                let box = ListBox()
                binding = bind(box, array)
                list = box
            }
            if list?.rowCount != rowCount { fail("populate made \(list?.rowCount ?? 0) rows, not \(rowCount)") }
            list?.destroy()
            binding?.dispose()
            GtkBenchmarks.pump()
            return elapsed
        }
        _ = direct()
        _ = bound()
        let best = Measure.alternatingRounds(rounds: 7, baseline: direct, candidate: bound)
        return BenchmarkRow(
            name: name, figure: best.candidate / 1e6, unit: "ms",
            baselineName: "C loop creating the same rows", baseline: best.baseline / 1e6, target: "≤ 1.2×")
    }

    /// (b) One element of the bound array set: the binding reconfigures that
    /// row's label, against `gtk_label_set_text` on that label. Each round
    /// visits every row once with a text different from the one it shows.
    static func oneElementChange() -> BenchmarkRow {
        let array = MutableObservableArray(texts())
        let list = ListBox()
        let log = ConfigureLog()
        let binding = list.rx.items(array, makeRow: { Label() }, configure: { index, text, label in
            log.record(index)
            label.text = text
        })
        verifyOneRowTouched(list: list, array: array, log: log)

        let labels = (0..<rowCount).map { (list.rowContent(at: $0) as! Label).labelPointer }
        let alternatives = ["changed a", "changed b"]
        var flip = 0
        log.calls = 0
        var expectedCalls = 0
        let figures = Measure.alternating(
            iterations: rowCount,
            baseline: { count in
                flip &+= 1
                for step in 0..<count {
                    gtk_label_set_text(labels[(step &* 7) % rowCount], alternatives[(step &+ flip) & 1])
                }
            },
            candidate: { count in
                flip &+= 1
                expectedCalls &+= count
                for step in 0..<count {
                    array[(step &* 7) % rowCount] = alternatives[(step &+ flip) & 1]
                }
            })
        if log.calls != expectedCalls {
            fail("\(expectedCalls) element changes configured \(log.calls) rows")
        }
        for index in [0, 7, 4_321, rowCount - 1] where (list.rowContent(at: index) as? Label)?.text != array[index] {
            fail("row \(index) does not show its element after the changes")
        }
        binding.dispose()
        list.destroy()
        GtkBenchmarks.pump()
        return BenchmarkRow(
            name: "one element of a bound \(rowCount)-element array changed", figure: figures.candidate, unit: "ns",
            baselineName: "gtk_label_set_text on that row", baseline: figures.baseline, target: "≤ 2×, one row touched")
    }

    /// Which rows the binding configured: a count, and the indices while `listing`.
    private final class ConfigureLog {
        var calls = 0
        var listing = false
        var indices: [Int] = []

        func record(_ index: Int) {
            calls &+= 1
            if listing { indices.append(index) }
        }
    }

    /// Not timed: one change configures exactly the changed row, and every
    /// row keeps its widget.
    private static func verifyOneRowTouched(list: ListBox, array: MutableObservableArray<String>, log: ConfigureLog) {
        let before = (0..<rowCount).map { list.rowContent(at: $0).map(ObjectIdentifier.init) }
        let index = 4_321
        log.listing = true
        array[index] = "the one change"
        log.listing = false
        if log.indices != [index] { fail("one element change configured rows \(log.indices.prefix(10)), not [\(index)]") }
        let after = (0..<rowCount).map { list.rowContent(at: $0).map(ObjectIdentifier.init) }
        if list.rowCount != rowCount || before != after { fail("one element change replaced row widgets") }
        if (list.rowContent(at: index) as? Label)?.text != "the one change" { fail("the changed row does not show it") }
    }

    /// (c) `replace(with:performDiff:)` with 1% of the elements changed (the
    /// diff and the patch of the changed rows) against the same replacement
    /// without diff (a reset: every row rebuilt), alternately on one list.
    static func replaceWithDiff() -> BenchmarkRow {
        let original = (0..<rowCount).map { Entry(id: $0, title: "Row \($0)") }
        var edited = original
        for index in stride(from: 0, to: rowCount, by: 100) { edited[index].title += " (edited)" }
        let array = MutableObservableArray(original)
        let list = ListBox()
        let log = ConfigureLog()
        let binding = list.rx.items(array, options: .init(rebuildThreshold: .max), makeRow: { Label() },
                                    configure: { index, entry, label in
                                        log.record(index)
                                        label.text = entry.title
                                    })
        var showsEdited = false
        func next() -> [Entry] {
            showsEdited.toggle()
            return showsEdited ? edited : original
        }
        let clock = ContinuousClock()
        let reload: () -> Duration = {
            let target = next()
            let elapsed = clock.measure { array.replace(with: target, performDiff: false) }
            GtkBenchmarks.pump()
            return elapsed
        }
        let diffed: () -> Duration = {
            let target = next()
            log.calls = 0
            let elapsed = clock.measure { array.replace(with: target, performDiff: true) }
            if log.calls != rowCount / 100 { fail("a 1% diff configured \(log.calls) rows, not \(rowCount / 100)") }
            GtkBenchmarks.pump()
            return elapsed
        }
        _ = reload()
        _ = diffed()
        let best = Measure.alternatingRounds(rounds: 7, baseline: reload, candidate: diffed)
        if (list.rowContent(at: 100) as? Label)?.text != array[100].title { fail("row 100 does not show its element") }
        binding.dispose()
        list.destroy()
        GtkBenchmarks.pump()
        return BenchmarkRow(
            name: "replace(with:performDiff:), 1% of \(rowCount) changed: diff + rows", figure: best.candidate / 1e6,
            unit: "ms", baselineName: "full reload (reset)", baseline: best.baseline / 1e6,
            target: "≤ 10 ms and ≥ 20× faster (ratio ≤ 0.05×); here \(Int(best.baseline / best.candidate))× faster")
    }
}
