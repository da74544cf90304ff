import BenchmarkKit
import Binding
import BindingGtk
import CGtk
import Dispatch

/// Figures for the GTK adapter (issue 3), measured on real widgets in a shown window.
@MainActor
enum GtkBenchmarks {
    /// Runs the rows whose names `include` accepts (`label`, `entry`, `window`).
    static func run(include: (String) -> Bool = { _ in true }) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if include("label") { rows.append(labelUpdate()) }
        if include("entry") { rows.append(entryObservation()) }
        if include("window") { rows.append(windowBuild()) }
        return rows
    }

    private final class Model: @unchecked Sendable {
        @Bindable var text = ""
    }

    private static func shownWindow(with child: Widget) -> Window {
        let window = Window(title: "benchmark")
        window.add(child)
        window.showAll()
        pump()
        return window
    }

    static func pump() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// `@Bindable` → `Label.rx.text` against `gtk_label_set_text` on the same label.
    static func labelUpdate() -> BenchmarkRow {
        let texts = (0..<1_000).map { "value \($0)" }
        let label = Label("start")
        let window = shownWindow(with: label)
        let model = Model()
        let binding = model.$text => label.rx.text
        let pointer = label.labelPointer
        let figures = Measure.alternating(
            iterations: 50_000,
            baseline: { count in
                for index in 0..<count { gtk_label_set_text(pointer, texts[index % texts.count]) }
            },
            candidate: { count in
                for index in 0..<count { model.text = texts[index % texts.count] }
            })
        binding.dispose()
        benchmarkSink &+= label.text.count
        window.destroy()
        return BenchmarkRow(
            name: "@Bindable → Label.rx.text update", figure: figures.candidate, unit: "ns",
            baselineName: "gtk_label_set_text", baseline: figures.baseline,
            target: "≤ 1.05× (g_object_bind_property: 1.7–2.0×)")
    }

    /// Programmatic `gtk_entry_set_text` observed through `rx.text`, against a
    /// raw C `changed` handler reading the text, on the same entry (each round
    /// has only one of the two attached).
    static func entryObservation() -> BenchmarkRow {
        let texts = (0..<1_000).map { "text \($0)" }
        let entry = Entry()
        let window = shownWindow(with: entry)
        let pointer = entry.entryPointer
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { editable, _ in
            if let text = gtk_entry_get_text(editable?.assumingMemoryBound(to: GtkEntry.self)) {
                GtkBenchmarks.rawChangedCount &+= Int(text.pointee)
            }
        }
        let handlerID = g_signal_connect_data(
            entry.objectPointer, "changed", unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        g_signal_handler_block(entry.objectPointer, handlerID)
        var received = 0
        let figures = Measure.alternating(
            iterations: 30_000,
            baseline: { count in
                g_signal_handler_unblock(entry.objectPointer, handlerID)
                for index in 0..<count { gtk_entry_set_text(pointer, texts[index % texts.count]) }
                g_signal_handler_block(entry.objectPointer, handlerID)
            },
            candidate: { count in
                let subscription = entry.rx.text.subscribe(onNext: { received &+= Int($0?.utf8.first ?? 0) })
                for index in 0..<count { gtk_entry_set_text(pointer, texts[index % texts.count]) }
                subscription.dispose()
            })
        benchmarkSink &+= received &+ rawChangedCount
        window.destroy()
        return BenchmarkRow(
            name: "Entry text set observed through rx.text", figure: figures.candidate, unit: "ns",
            baselineName: "raw C changed handler", baseline: figures.baseline, target: "≤ 1.10×")
    }

    nonisolated(unsafe) static var rawChangedCount = 0

    /// A window with 50 bound widgets, built and destroyed, against direct C calls.
    static func windowBuild() -> BenchmarkRow {
        final class FormModel: @unchecked Sendable {
            @Bindable var title = "Title"
            @Mutable var name = "name"
            @Mutable var enabled = true
        }
        let iterations = 30
        let baseline = Measure.nanosecondsPerOperation(iterations: iterations, rounds: 3) { count in
            for _ in 0..<count {
                let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
                gtk_container_add(cgtk_container(window), box)
                for index in 0..<50 {
                    let widget: UnsafeMutablePointer<GtkWidget>
                    switch index % 3 {
                    case 0: widget = gtk_label_new("Title")
                    case 1:
                        widget = gtk_entry_new()
                        gtk_entry_set_text(cgtk_entry(widget), "name")
                    default:
                        widget = gtk_switch_new()
                        gtk_switch_set_active(cgtk_switch(widget), 1)
                    }
                    gtk_container_add(cgtk_container(box), widget)
                }
                gtk_widget_show_all(window)
                pump()
                gtk_widget_destroy(window)
                pump()
            }
        }
        let ours = Measure.nanosecondsPerOperation(iterations: iterations, rounds: 3) { count in
            for _ in 0..<count {
                let model = FormModel()
                let window = Window(title: "form")
                let box = Container(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
                window.add(box)
                let bag = DisposeBag()
                for index in 0..<50 {
                    switch index % 3 {
                    case 0:
                        let label = Label()
                        box.add(label)
                        bag.insert(model.$title.map { Optional($0) } => label.rx.text)
                    case 1:
                        let entry = Entry()
                        box.add(entry)
                        bag.insert(model.$name <=> entry.rx.text ?? "")
                    default:
                        let toggle = Switch()
                        box.add(toggle)
                        bag.insert(model.$enabled <=> toggle.rx.isOn)
                    }
                }
                window.showAll()
                pump()
                window.destroy()
                pump()
                bag.dispose()
            }
        }
        return BenchmarkRow(
            name: "build + destroy a window with 50 bound widgets", figure: ours / 1000, unit: "µs",
            baselineName: "same window with direct C calls", baseline: baseline / 1000, target: "≤ 1.3×")
    }
}
