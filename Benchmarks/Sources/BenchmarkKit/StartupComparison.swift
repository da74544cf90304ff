/// Two programs started again and again, alternating, to compare their start-up from outside:
/// a baseline (a C program) and a candidate (the Swift program doing the same and more).
///
/// Each program runs once unmeasured first (so both start with their libraries in the page
/// cache), then `runs` times each, alternating, with the order flipped every pair so neither
/// always follows the other. Medians are reported; CPU time is the steadier figure on a loaded
/// machine.
public struct StartupComparison: Sendable {
    /// The baseline's measured runs.
    public let baselineRuns: [ProcessRun]
    /// The candidate's measured runs.
    public let candidateRuns: [ProcessRun]

    /// Runs `baseline` and `candidate` (each a program and its arguments) as described above.
    public static func measure(
        baseline: [String], candidate: [String], runs: Int
    ) throws(ChildProcessError) -> StartupComparison {
        _ = try ChildProcess.run(baseline)
        _ = try ChildProcess.run(candidate)
        var baselineRuns: [ProcessRun] = []
        var candidateRuns: [ProcessRun] = []
        for index in 0..<runs {
            if index.isMultiple(of: 2) {
                baselineRuns.append(try ChildProcess.run(baseline))
                candidateRuns.append(try ChildProcess.run(candidate))
            } else {
                candidateRuns.append(try ChildProcess.run(candidate))
                baselineRuns.append(try ChildProcess.run(baseline))
            }
        }
        return StartupComparison(baselineRuns: baselineRuns, candidateRuns: candidateRuns)
    }

    /// Three rows: median wall time (with `target`), median CPU time and median peak memory of
    /// `candidate` against `baseline` (the programs' names as the table shows them); `frame`
    /// says what the programs wait for ("profile window's first frame").
    public func rows(candidate: String, baseline: String, frame: String, target: String) -> [BenchmarkRow] {
        let megabyte = 1_048_576.0
        func median(_ runs: [ProcessRun], _ figure: (ProcessRun) -> Double) -> Double {
            Measure.median(runs.map(figure))
        }
        return [
            BenchmarkRow(
                name: "process start → \(frame) (\(candidate))",
                figure: median(candidateRuns, \.milliseconds), unit: "ms", baselineName: baseline,
                baseline: median(baselineRuns, \.milliseconds), target: target),
            BenchmarkRow(
                name: "CPU time (user + sys) to the first frame (\(candidate))",
                figure: median(candidateRuns, \.cpuMilliseconds), unit: "ms", baselineName: baseline,
                baseline: median(baselineRuns, \.cpuMilliseconds), target: "(steadier under load)"),
            BenchmarkRow(
                name: "peak memory (ru_maxrss) of \(candidate)",
                figure: median(candidateRuns) { Double($0.peakBytes) / megabyte }, unit: "MiB",
                baselineName: baseline, baseline: median(baselineRuns) { Double($0.peakBytes) / megabyte },
                target: "reported"),
        ]
    }

    /// One sentence with the fastest run of each program and their ratio.
    public func fastestRunsNote(candidate: String, baseline: String) -> String {
        let fastest = (
            candidateRuns.map(\.milliseconds).min() ?? .nan, baselineRuns.map(\.milliseconds).min() ?? .nan)
        return "Fastest run: \(candidate) \(format(fastest.0)) ms, \(baseline) \(format(fastest.1)) ms "
            + "(\(format(fastest.0 / fastest.1))×)."
    }
}
