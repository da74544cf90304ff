// The GTK 4 benchmark executable, beside the GTK 3 one (Benchmarks/; GTK 3 and GTK 4 cannot share a
// process): the same rows, each a ratio against a baseline measured in the same run.
//
//   cd Gtk4Tests && swift build -c release && xvfb-run -a swift run -c release Gtk4Benchmarks [section]
//
// Sections: `label` (@Bindable → Label vs gtk_label_set_text), `window` (a window with 50 bound
// widgets vs direct C calls), `startup` (process start to the first frame vs a C program with the
// same .ui), `million` (a million-row ListView over the library's ObservableListModel vs a GtkStringList
// filled from C); without arguments everything runs. Runs GTK 4 on the X11 backend
// (GDK_BACKEND=x11 unless set), as the GTK 4 tests do under Xvfb, and draws with GSK's cairo
// renderer (GSK_RENDERER=cairo unless set), as GTK 3 draws, for this process and the start-up
// programs it starts: on a machine without a GPU, GTK 4's default GL renderer runs on Mesa's
// software GL, whose set-up per window outweighs everything the window rows compare. Run with
// GSK_RENDERER=gl for the GL figures.
import BenchmarkKit
import BindingGtk4
import Foundation

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ section: String) -> Bool { requested.isEmpty || requested.contains(section) }
setenv("GDK_BACKEND", "x11", 0)
setenv("GSK_RENDERER", "cairo", 0)

let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "cairo"
print("# Binding benchmarks, GTK 4 (release build; best of several rounds; GSK_RENDERER=\(renderer))")
if wants("label") || wants("window") || wants("million") {
    MainActor.assumeIsolated {
        do {
            try Gtk.initialize()
            let rows = WidgetBenchmarks.run(include: wants)
            if !rows.isEmpty { printTable("GTK 4 adapter", rows) }
            if wants("million") {
                printTable("A million rows (ListView)", MillionRowsBenchmark.run())
            }
        } catch {
            print("\nGTK 4 figures skipped: \(error)")
        }
    }
}
if wants("startup") {
    print("\n" + StartupBenchmark.run())
}
print("\n(checksum \(benchmarkSink))")
