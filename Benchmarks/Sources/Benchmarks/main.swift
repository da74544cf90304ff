// The benchmark executable: run with `swift run -c release Benchmarks`
// (GTK figures need a display: `xvfb-run -a swift run -c release Benchmarks`).
// Every figure is printed beside a baseline measured in the same run, as a ratio.
//
// Arguments select sections: `core`, `locks`, `computed`, `arrays`, `pipelines`, `validation`, `gtk` (or one GTK row:
// `label`, `entry`, `window`, `command`, `signal`, `property`), `lists` (a ListBox bound to an array; also
// part of `gtk`; one row: `list-populate`, `list-populate-text`, `list-change`, `list-diff`; `million`: a TreeView on demand),
// `background`, `overload` (four writers flooding a window for 10 s), `startup`; without arguments everything runs.
// `startup` needs the sample executables built in the same configuration
// (`swift build -c release`).
import BenchmarkKit
import BindingGtk

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ section: String) -> Bool { requested.isEmpty || requested.contains(section) }

print("# Binding benchmarks (release build; best of several rounds)")
if wants("core") {
    printTable("Reactive core", CoreBenchmarks.run())
    print("\n" + CoreBenchmarks.memoryReturnNote)
}
if wants("locks") {
    printTable("Lock types of the core", LockBenchmarks.run())
}
if wants("computed") {
    printTable("Computed values", ComputedBenchmarks.run())
}
if wants("arrays") {
    printTable("Observable arrays (no GTK)", ArrayBenchmarks.run())
}
if wants("pipelines") {
    printTable("Array pipelines (no GTK)", PipelineBenchmarks.run())
}
if wants("validation") {
    MainActor.assumeIsolated { printTable("Form validation (no GTK)", ValidationBenchmarks.run()) }
}

let gtkRows = ["label", "entry", "window", "command", "signal", "property"]
let listRows = ["list-populate", "list-populate-text", "list-change", "list-diff"]
if wants("gtk") || wants("lists") || wants("background") || wants("overload") || (gtkRows + listRows + ["million"]).contains(where: requested.contains) {
    MainActor.assumeIsolated {
        do {
            try Gtk.initialize()
            let rows = GtkBenchmarks.run(include: { wants("gtk") || requested.contains($0) })
            if !rows.isEmpty { printTable("GTK adapter", rows) }
            let generated = GeneratedSurfaceBenchmarks.run(include: { wants("gtk") || requested.contains($0) })
            if !generated.isEmpty { printTable("Generated GTK surface", generated) }
            if wants("gtk") || wants("command") { printTable("Commands", CommandBenchmarks.run()) }
            let listFigures = ListBenchmarks.run(include: { wants("gtk") || wants("lists") || requested.contains($0) })
            if !listFigures.isEmpty { printTable("List bindings (10,000 rows)", listFigures) }
            if wants("background") { print("\n" + BackgroundWriteBenchmark.run()) }
            if wants("overload") { print("\n" + OverloadBenchmark.run()) }
            if wants("gtk") || wants("lists") || requested.contains("million") {
                printTable("A million rows (TreeView on demand)", OnDemandBenchmarks.run())
            }
        } catch {
            print("\nGTK figures skipped: \(error)")
        }
    }
}
if wants("startup") {
    print("\n" + StartupBenchmark.run())
}
print("\n(checksum \(benchmarkSink))")
