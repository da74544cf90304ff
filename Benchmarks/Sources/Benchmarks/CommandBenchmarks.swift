import BenchmarkKit
import Binding
import BindingGtk
import CGtk

/// Figures for commands (issue 15): a click executing a synchronous command
/// against a click calling the same closure directly, on real buttons.
@MainActor
enum CommandBenchmarks {
    static func run() -> [BenchmarkRow] {
        [triggerOnly(), buttonClick()]
    }

    /// `gtk_button_clicked` on a button bound with `command => button.rx.command`,
    /// against the same on a button whose `rx.tap` calls the closure directly.
    static func buttonClick() -> BenchmarkRow {
        var counter = 0
        let work: () -> Void = { counter &+= 1 }
        let direct = Button(label: "direct")
        let bound = Button(label: "command")
        let box = Box()
        box.add(direct)
        box.add(bound)
        let window = Window(title: "benchmark")
        window.add(box)
        window.showAll()
        GtkBenchmarks.pump()
        let command = Command<Void, Void> { work() }
        let tap = direct.rx.tap.subscribe(onNext: { work() })
        let binding = command => bound.rx.command
        let directPointer = direct.buttonPointer
        let boundPointer = bound.buttonPointer
        let figures = Measure.alternating(
            iterations: 50_000,
            baseline: { count in
                for _ in 0..<count { gtk_button_clicked(directPointer) }
            },
            candidate: { count in
                for _ in 0..<count { gtk_button_clicked(boundPointer) }
            })
        tap.dispose()
        binding.dispose()
        benchmarkSink &+= counter
        window.destroy()
        let added = figures.candidate - figures.baseline
        return BenchmarkRow(
            name: "click → synchronous Command (adds \(format(added)) ns)", figure: figures.candidate, unit: "ns",
            baselineName: "click → rx.tap → the closure", baseline: figures.baseline,
            target: "adds ≤ a few hundred ns")
    }
}

extension CommandBenchmarks {
    /// `command.trigger()` of a synchronous command against calling its closure.
    static func triggerOnly() -> BenchmarkRow {
        var counter = 0
        let work: () -> Void = { counter &+= 1 }
        let command = Command<Void, Void> { work() }
        let figures = Measure.alternating(
            iterations: 200_000,
            baseline: { count in for _ in 0..<count { work() } },
            candidate: { count in for _ in 0..<count { command.trigger() } })
        benchmarkSink &+= counter
        return BenchmarkRow(
            name: "synchronous Command.trigger() (adds \(format(figures.candidate - figures.baseline)) ns)",
            figure: figures.candidate, unit: "ns",
            baselineName: "calling the closure", baseline: figures.baseline,
            target: "adds ≤ 100 ns")
    }
}
