import BenchmarkKit
import Binding
import BindingGtk4
import CGtk4

/// The GTK 3 benchmark's widget rows on GTK 4 (`GtkBenchmarks` in Benchmarks/), measured on real
/// widgets in a presented window against the same direct C calls.
@MainActor
enum WidgetBenchmarks {
    /// Runs the rows whose names `include` accepts (`label`, `window`).
    static func run(include: (String) -> Bool) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if include("label") { rows += [labelUpdate(), generatedLabelUpdate()] }
        if include("window") { rows.append(windowBuild()) }
        return rows
    }

    private final class Model: @unchecked Sendable {
        @Bindable var text = ""
    }

    /// Runs whatever GLib has ready, without waiting.
    static func pump() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// `@Bindable` → `Label.rx.text` (a typed binder calling `gtk_label_set_text`, as on GTK 3)
    /// against `gtk_label_set_text` on the same label, in a shown window.
    static func labelUpdate() -> BenchmarkRow {
        labelUpdate(name: "@Bindable → Label.rx.text update", target: "≤ 1.05× (as GTK 3)") { model, label in
            model.$text => label.rx.text
        }
    }

    /// The same through the generated `Label.rx.label` control property (`GValue`, `notify::label`).
    static func generatedLabelUpdate() -> BenchmarkRow {
        labelUpdate(name: "@Bindable → Label.rx.label update (generated)", target: "reported") { model, label in
            model.$text => label.rx.label
        }
    }

    private static func labelUpdate(
        name: String, target: String, bind: (Model, Label) -> Disposable
    ) -> BenchmarkRow {
        let texts = (0..<1_000).map { "value \($0)" }
        let label = Label()
        let window = Window(title: "benchmark")
        window.child = label
        window.present()
        label.waitUntilDrawn()
        let model = Model()
        let binding = bind(model, label)
        let pointer = cgtk4_label(label.widgetPointer)
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
        pump()
        return BenchmarkRow(
            name: name, figure: figures.candidate, unit: "ns",
            baselineName: "gtk_label_set_text", baseline: figures.baseline, target: target)
    }

    private final class FormModel: @unchecked Sendable {
        @Bindable var title = "Title"
        @Mutable var name = "name"
        @Mutable var enabled = true
    }

    /// A window with 50 bound widgets (labels, entries, switches) built, presented, drawn and
    /// destroyed, against the same window made with direct C calls; alternating rounds.
    static func windowBuild() -> BenchmarkRow {
        let iterations = 20
        let figures = Measure.alternating(
            iterations: iterations, rounds: 5,
            baseline: { count in
                for _ in 0..<count { buildDirectly() }
            },
            candidate: { count in
                for _ in 0..<count { buildBound() }
            })
        return BenchmarkRow(
            name: "build + present + destroy a window with 50 bound widgets", figure: figures.candidate / 1000,
            unit: "µs", baselineName: "same window with direct C calls", baseline: figures.baseline / 1000,
            target: "≤ 1.3× (as GTK 3)")
    }

    /// The C baseline: the form made, shown until it is laid out, and destroyed with GTK calls only.
    private static func buildDirectly() {
        let window = gtk_window_new()!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_window_set_child(cgtk4_window(window), box)
        for index in 0..<50 {
            let widget: UnsafeMutablePointer<GtkWidget>
            switch index % 3 {
            case 0: widget = gtk_label_new("Title")
            case 1:
                widget = gtk_entry_new()
                gtk_editable_set_text(cgtk4_editable(widget), "name")
            default:
                widget = gtk_switch_new()
                gtk_switch_set_active(OpaquePointer(widget), 1)
            }
            gtk_box_append(cgtk4_box(box), widget)
        }
        gtk_window_present(cgtk4_window(window))
        waitUntilLaidOut(box)
        gtk_window_destroy(cgtk4_window(window))
        pump()
    }

    /// The same form through the front end: wrappers, a view model and 50 bindings.
    private static func buildBound() {
        let model = FormModel()
        let window = Window(title: "form")
        let box = Box()
        box.orientation = .vertical
        box.spacing = 4
        window.child = box
        let bag = DisposeBag()
        for index in 0..<50 {
            let widget: Widget
            switch index % 3 {
            case 0:
                let label = Label()
                bag.insert(model.$title => label.rx.text)
                widget = label
            case 1:
                let entry = Entry()
                bag.insert(model.$name <=> entry.rx.text ?? "")
                widget = entry
            default:
                let toggle = Switch()
                bag.insert(model.$enabled <=> toggle.rx.isActive)
                widget = toggle
            }
            gtk_box_append(cgtk4_box(box.widgetPointer), widget.widgetPointer)
        }
        window.present()
        waitUntilLaidOut(box.widgetPointer)
        window.destroy()
        pump()
        bag.dispose()
    }

    /// Runs the loop until `widget` is mapped and has a size (the front end's `waitUntilDrawn`
    /// condition, checked on the pointer so the C baseline needs no wrapper), at most 10 s.
    private static func waitUntilLaidOut(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let laidOut = MainLoop.run(
            until: { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 0 }, timeout: .seconds(10))
        if !laidOut { print("FAILED (window): the form was not laid out within 10 s") }
        pump()
    }
}
