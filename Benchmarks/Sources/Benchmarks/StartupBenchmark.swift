import BenchmarkKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Process start to the profile window's first frame: `ProfileSample
/// --exit-after-first-frame` (GTK, CSS, `profile.ui` through the typed
/// builder, view model, bindings, profile load) against `ProfileBaselineC`
/// (plain C: GTK, the same `profile.ui`, show, quit), both exiting as soon
/// as the window's first frame is painted.
///
/// Each program runs `runs` times, alternating (the order flips every pair,
/// so neither always follows the other), after one unmeasured warm-up each
/// (so both start with the libraries in the page cache). Wall time is taken
/// from just before `posix_spawn` to `wait4`'s return; CPU time (user +
/// system) and peak memory (`ru_maxrss`) come from `wait4`'s rusage. Medians
/// are reported; CPU time is the steadier figure on a loaded machine. Needs a
/// display (`xvfb-run -a`), `ProfileBaselineC` in the benchmark's own build
/// folder and `ProfileSample` in the library's build folder of the same
/// configuration (or named by `PROFILE_SAMPLE`).
enum StartupBenchmark {
    /// The command that builds the benchmark and both programs it starts.
    static let buildHint = "swift build -c release in Benchmarks/ (Benchmarks and ProfileBaselineC) "
        + "and swift build -c release --product ProfileSample in the library's folder"

    /// Why the benchmark could not run.
    typealias Failure = ChildProcessError

    /// Runs the benchmark and returns its report as Markdown (a table like
    /// ``printTable(_:_:)``'s and a note), or why it could not run.
    static func run(runs: Int = 21) -> String {
        do {
            return try report(runs: runs)
        } catch {
            return "### Startup\n\nStartup figures skipped: \(error)"
        }
    }

    private static func report(runs: Int) throws(Failure) -> String {
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
            throw Failure(description: "no X display; run under xvfb-run -a")
        }
        let folder = ChildProcess.executableFolder()
        let sample = ProcessInfo.processInfo.environment["PROFILE_SAMPLE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? libraryFolder + "/.build/" + URL(fileURLWithPath: folder).lastPathComponent + "/ProfileSample"
        let baseline = folder + "/ProfileBaselineC"
        for program in [sample, baseline] where !FileManager.default.isExecutableFile(atPath: program) {
            throw Failure(description: "\(program) is missing; build both with: \(buildHint)")
        }
        let uiFile = try profileUIFile()
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("startup-benchmark-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(dataDirectory): \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }

        let comparison = try StartupComparison.measure(
            baseline: [baseline, uiFile],
            candidate: [sample, "--exit-after-first-frame", "--data-dir", dataDirectory],
            runs: runs)
        let rows = comparison.rows(
            candidate: "ProfileSample", baseline: "ProfileBaselineC (C GTK, same .ui)",
            frame: "profile window's first frame", target: "≤ 1.3×")
        let lines = [
            markdownTable("Startup (median of \(runs) alternating runs each)", rows), "",
            comparison.fastestRunsNote(candidate: "ProfileSample", baseline: "ProfileBaselineC") + " "
                + "Both quit on the toplevel's first \"draw\" signal; the sample used the empty data folder \(dataDirectory).",
        ]
        return lines.joined(separator: "\n")
    }

    /// The library's checkout: this file is `Benchmarks/Sources/Benchmarks/StartupBenchmark.swift` in it.
    private static var libraryFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }

    /// `Resources/Profile/profile.ui`, in the folder `PROFILE_RESOURCES` names (as the sample reads it)
    /// or in the library's checkout.
    private static func profileUIFile() throws(Failure) -> String {
        let folder = ProcessInfo.processInfo.environment["PROFILE_RESOURCES"].flatMap { $0.isEmpty ? nil : $0 }
            ?? libraryFolder + "/Resources/Profile"
        let file = folder + "/profile.ui"
        guard FileManager.default.fileExists(atPath: file) else {
            throw Failure(description: "\(file) is missing; set PROFILE_RESOURCES=/path/to/Resources/Profile")
        }
        return file
    }
}
