// The benchmark executable: run with `swift run -c release Benchmarks`
// (GTK figures need a display: `xvfb-run -a swift run -c release Benchmarks`).
// Every figure is printed beside a baseline measured in the same run, as a ratio.
import BindingGtk

print("# Binding benchmarks (release build; best of several rounds)")
let coreRows = CoreBenchmarks.run()
printTable("Reactive core", coreRows)
print("\n" + CoreBenchmarks.memoryReturnNote)

MainActor.assumeIsolated {
    do {
        try Gtk.initialize()
        printTable("GTK adapter", GtkBenchmarks.run())
        print("\n" + BackgroundWriteBenchmark.run())
    } catch {
        print("\nGTK figures skipped: \(error)")
    }
}
print("\n(checksum \(benchmarkSink))")
