import BenchmarkKit
import Foundation

/// Process start to the first frame of the profile form on GTK 4: `Gtk4StartupProbe` (GTK 4,
/// the form's `.ui` through the library's `Builder`, a view model bound to its fields) against
/// `Gtk4StartupBaselineC` (plain C: GTK 4, the same `.ui`, present, quit), both exiting at the
/// window's first frame: the first `render` of its surface, in the frame clock's paint phase
/// (GTK 4 has no `draw` signal; the GTK 3 rows quit at the first `draw`, the same point).
///
/// Measured as the GTK 3 startup rows are (``StartupComparison``: alternating runs after a
/// warm-up, medians). Both programs are in this executable's build folder (`swift build -c
/// release` in Gtk4Tests/ builds them); the `.ui` file is `Sources/Gtk4StartupProbe/profile-form.ui`.
///
/// Hook for the GTK 4 profile sample: with `PROFILE_SAMPLE_GTK4` naming its executable (run with
/// `--exit-after-first-frame --data-dir DIR`, quitting at the same first `render`) and
/// `PROFILE_UI_GTK4` naming its `.ui` file, three more rows compare it with the C program loading
/// that file.
enum StartupBenchmark {
    /// Runs the comparison(s) and returns the report as Markdown, or why it could not run.
    static func run(runs: Int = 21) -> String {
        do {
            return try report(runs: runs)
        } catch {
            return "### Startup (GTK 4)\n\nStartup figures skipped: \(error)"
        }
    }

    private static func report(runs: Int) throws(ChildProcessError) -> String {
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
            throw ChildProcessError(description: "no X display; run under xvfb-run -a")
        }
        let folder = ChildProcess.executableFolder()
        let probe = folder + "/Gtk4StartupProbe"
        let baseline = folder + "/Gtk4StartupBaselineC"
        for program in [probe, baseline] where !FileManager.default.isExecutableFile(atPath: program) {
            throw ChildProcessError(
                description: "\(program) is missing; build it with swift build -c release in Gtk4Tests/")
        }
        let formUI = packageFolder + "/Sources/Gtk4StartupProbe/profile-form.ui"
        guard FileManager.default.fileExists(atPath: formUI) else {
            throw ChildProcessError(description: "\(formUI) is missing")
        }
        let comparison = try StartupComparison.measure(
            baseline: [baseline, formUI], candidate: [probe, formUI], runs: runs)
        var sections = [
            markdownTable(
                "Startup, GTK 4 (median of \(runs) alternating runs each)",
                comparison.rows(
                    candidate: "Gtk4StartupProbe", baseline: "Gtk4StartupBaselineC (C GTK 4, same .ui)",
                    frame: "profile form's first frame", target: "≤ 1.3× (as GTK 3)")),
            "",
            comparison.fastestRunsNote(candidate: "Gtk4StartupProbe", baseline: "Gtk4StartupBaselineC")
                + " Both quit after the window surface's first \"render\".",
        ]
        if let sample = try profileSampleRows(baseline: baseline, runs: runs) { sections += ["", sample] }
        return sections.joined(separator: "\n")
    }

    /// The GTK 4 profile sample against the C program with its `.ui`, when both environment
    /// variables name them (see the type's documentation); `nil` otherwise.
    private static func profileSampleRows(baseline: String, runs: Int) throws(ChildProcessError) -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard let sample = environment["PROFILE_SAMPLE_GTK4"], !sample.isEmpty,
            let sampleUI = environment["PROFILE_UI_GTK4"], !sampleUI.isEmpty
        else { return nil }
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("startup-benchmark-gtk4-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        } catch {
            throw ChildProcessError(description: "cannot create \(dataDirectory): \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let comparison = try StartupComparison.measure(
            baseline: [baseline, sampleUI],
            candidate: [sample, "--exit-after-first-frame", "--data-dir", dataDirectory], runs: runs)
        return markdownTable(
            "Startup, GTK 4 profile sample (median of \(runs) alternating runs each)",
            comparison.rows(
                candidate: "ProfileSampleGtk4", baseline: "Gtk4StartupBaselineC (its .ui)",
                frame: "profile window's first frame", target: "≤ 1.3× (as GTK 3)"))
    }

    /// The Gtk4 package: this file is `Sources/Gtk4Benchmarks/StartupBenchmark.swift` in it.
    private static var packageFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }
}
