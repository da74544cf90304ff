// The benchmark executable: run with `swift run -c release Benchmarks`
// (GTK figures need a display: `xvfb-run -a swift run -c release Benchmarks`).
// Every figure is printed beside a baseline measured in the same run, as a ratio.
//
// Arguments select sections: `core`, `gtk` (or one GTK row: `label`, `entry`,
// `window`), `background`; without arguments everything runs.
import BindingGtk

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ section: String) -> Bool { requested.isEmpty || requested.contains(section) }

print("# Binding benchmarks (release build; best of several rounds)")
if wants("core") {
    printTable("Reactive core", CoreBenchmarks.run())
    print("\n" + CoreBenchmarks.memoryReturnNote)
}

let gtkRows = ["label", "entry", "window"]
if wants("gtk") || wants("background") || gtkRows.contains(where: requested.contains) {
    MainActor.assumeIsolated {
        do {
            try Gtk.initialize()
            let rows = GtkBenchmarks.run(include: { wants("gtk") || requested.contains($0) })
            if !rows.isEmpty { printTable("GTK adapter", rows) }
            if wants("background") { print("\n" + BackgroundWriteBenchmark.run()) }
        } catch {
            print("\nGTK figures skipped: \(error)")
        }
    }
}
print("\n(checksum \(benchmarkSink))")
