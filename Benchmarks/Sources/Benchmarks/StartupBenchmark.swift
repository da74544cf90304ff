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
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One finished child process.
    struct Sample {
        /// Spawn to exit, milliseconds.
        let milliseconds: Double
        /// User plus system CPU time of the child, milliseconds.
        let cpuMilliseconds: Double
        /// Peak resident set size, bytes.
        let peakBytes: Int
    }

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
        let folder = buildFolder()
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

        let sampleArguments = [sample, "--exit-after-first-frame", "--data-dir", dataDirectory]
        let baselineArguments = [baseline, uiFile]
        _ = try spawnAndWait(baselineArguments)
        _ = try spawnAndWait(sampleArguments)
        var sampleRuns: [Sample] = []
        var baselineRuns: [Sample] = []
        for index in 0..<runs {
            if index.isMultiple(of: 2) {
                baselineRuns.append(try spawnAndWait(baselineArguments))
                sampleRuns.append(try spawnAndWait(sampleArguments))
            } else {
                sampleRuns.append(try spawnAndWait(sampleArguments))
                baselineRuns.append(try spawnAndWait(baselineArguments))
            }
        }

        let sampleTime = median(sampleRuns.map(\.milliseconds))
        let baselineTime = median(baselineRuns.map(\.milliseconds))
        let sampleCPU = median(sampleRuns.map(\.cpuMilliseconds))
        let baselineCPU = median(baselineRuns.map(\.cpuMilliseconds))
        let megabyte = 1_048_576.0
        let samplePeak = median(sampleRuns.map { Double($0.peakBytes) / megabyte })
        let baselinePeak = median(baselineRuns.map { Double($0.peakBytes) / megabyte })
        let rows = [
            BenchmarkRow(
                name: "process start → profile window's first frame (ProfileSample)",
                figure: sampleTime, unit: "ms", baselineName: "C GTK, same .ui (ProfileBaselineC)",
                baseline: baselineTime, target: "≤ 1.3×"),
            BenchmarkRow(
                name: "CPU time (user + sys) to the first frame (ProfileSample)",
                figure: sampleCPU, unit: "ms", baselineName: "ProfileBaselineC",
                baseline: baselineCPU, target: "(steadier under load)"),
            BenchmarkRow(
                name: "peak memory (ru_maxrss) of ProfileSample",
                figure: samplePeak, unit: "MiB", baselineName: "ProfileBaselineC",
                baseline: baselinePeak, target: "reported"),
        ]
        var lines = [
            "### Startup (median of \(runs) alternating runs each)", "",
            "| measurement | figure | baseline (same run) | ratio | target |",
            "|---|---:|---|---:|---|",
        ]
        for row in rows {
            lines.append(
                "| \(row.name) | \(format(row.figure)) \(row.unit) | \(row.baselineName): \(format(row.baseline)) \(row.unit) "
                    + "| \(format(row.ratio))× | \(row.target) |")
        }
        let fastest = (sampleRuns.map(\.milliseconds).min() ?? .nan, baselineRuns.map(\.milliseconds).min() ?? .nan)
        lines.append("")
        lines.append(
            "Fastest run: ProfileSample \(format(fastest.0)) ms, ProfileBaselineC \(format(fastest.1)) ms "
                + "(\(format(fastest.0 / fastest.1))×). "
                + "Both quit on the toplevel's first \"draw\" signal; the sample used the empty data folder \(dataDirectory).")
        return lines.joined(separator: "\n")
    }

    /// The folder holding the running benchmark executable (`/proc/self/exe`).
    private static func buildFolder() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
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

    /// Starts `arguments[0]` with this process's environment and standard
    /// output sent to /dev/null, waits for it, and returns its wall time and
    /// peak memory; a failed start or a non-zero exit is an error.
    private static func spawnAndWait(_ arguments: [String]) throws(Failure) -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let start = monotonicNanoseconds()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        var waited: pid_t
        repeat {
            waited = wait4(pid, &status, 0, &usage)
        } while waited == -1 && errno == EINTR
        let end = monotonicNanoseconds()
        guard waited == pid else {
            throw Failure(description: "wait4 failed for \(arguments[0]): \(String(cString: strerror(errno)))")
        }
        // WIFEXITED / WEXITSTATUS, which do not import into Swift.
        let exitedNormally = status & 0x7f == 0
        let exitStatus = (status >> 8) & 0xff
        guard exitedNormally, exitStatus == 0 else {
            let how = exitedNormally ? "exited with status \(exitStatus)" : "was killed by signal \(status & 0x7f)"
            throw Failure(description: "\(arguments.joined(separator: " ")) \(how)")
        }
        // Linux reports ru_maxrss in kilobytes.
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return Sample(
            milliseconds: Double(end - start) / 1e6,
            cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
            peakBytes: Int(usage.ru_maxrss) * 1024)
    }

    private static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
