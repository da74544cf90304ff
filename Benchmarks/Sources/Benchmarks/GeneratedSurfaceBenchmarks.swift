import BenchmarkKit
import Binding
import BindingGtk
import CGtk

/// Figures for the generated GTK surface: what its generic paths cost against the typed ones.
@MainActor
enum GeneratedSurfaceBenchmarks {
    /// Runs the rows whose names `include` accepts (`signal`, `property`).
    static func run(include: (String) -> Bool = { _ in true }) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if include("signal") { rows.append(signalDispatch()) }
        if include("property") { rows.append(propertySet()) }
        return rows
    }

    /// One `clicked` emission reaching a Swift handler through the GClosure marshaller
    /// (every generated `ControlEvent`) against the typed trampoline fast path.
    static func signalDispatch() -> BenchmarkRow {
        let button = Button(label: "x")
        let pointer = button.buttonPointer
        var received = 0
        let fast = button.connect("clicked") { received &+= 1 }
        let generic = button.connectClosure("clicked") { _ in
            received &+= 1
            return false
        }
        fast.block()
        generic.block()
        let figures = Measure.alternating(
            iterations: 200_000,
            baseline: { count in
                fast.unblock()
                for _ in 0..<count { gtk_button_clicked(pointer) }
                fast.block()
            },
            candidate: { count in
                generic.unblock()
                for _ in 0..<count { gtk_button_clicked(pointer) }
                generic.block()
            })
        fast.disconnect()
        generic.disconnect()
        benchmarkSink &+= received
        return BenchmarkRow(
            name: "signal to Swift through the GClosure marshaller", figure: figures.candidate, unit: "ns",
            baselineName: "typed trampoline (SignalFastPaths.swift)", baseline: figures.baseline,
            target: "measured: what the fast paths save")
    }

    /// A generated property setter (`GValue`, by name) against GTK's typed C setter.
    static func propertySet() -> BenchmarkRow {
        let label = Label("x")
        let pointer = label.widgetPointer
        let figures = Measure.alternating(
            iterations: 200_000,
            baseline: { count in
                for index in 0..<count { gtk_widget_set_margin_start(pointer, Int32(index & 7)) }
            },
            candidate: { count in
                for index in 0..<count { label.marginStart = index & 7 }
            })
        benchmarkSink &+= label.marginStart
        return BenchmarkRow(
            name: "generated property set (Widget.marginStart)", figure: figures.candidate, unit: "ns",
            baselineName: "gtk_widget_set_margin_start", baseline: figures.baseline,
            target: "measured")
    }
}
