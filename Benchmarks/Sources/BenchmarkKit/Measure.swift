import CHeapStats

/// Measures closures repeatedly and keeps the best (least disturbed) round.
public enum Measure {
    /// Nanoseconds per operation: `body(iterations)` performs `iterations`
    /// operations; the fastest of `rounds` rounds is reported.
    public static func nanosecondsPerOperation(iterations: Int, rounds: Int = 7, _ body: (Int) -> Void) -> Double {
        body(max(1, iterations / 10)) // warm-up
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            best = min(best, nanoseconds(clock.measure { body(iterations) }) / Double(iterations))
        }
        return best
    }

    /// Nanoseconds per operation of a baseline and a candidate, measured in
    /// alternating rounds so that load from other processes hits both alike;
    /// the fastest round of each is reported.
    public static func alternating(
        iterations: Int, rounds: Int = 9,
        baseline: (Int) -> Void, candidate: (Int) -> Void
    ) -> (baseline: Double, candidate: Double) {
        baseline(max(1, iterations / 10))
        candidate(max(1, iterations / 10))
        let clock = ContinuousClock()
        let best = alternatingRounds(
            rounds: rounds,
            baseline: { clock.measure { baseline(iterations) } },
            candidate: { clock.measure { candidate(iterations) } })
        return (best.baseline / Double(iterations), best.candidate / Double(iterations))
    }

    /// Nanoseconds of the fastest round of a baseline and a candidate that
    /// time themselves (so set-up and tear-down stay outside the figure), run
    /// in alternating rounds. No warm-up: the caller warms up if it needs to.
    public static func alternatingRounds(
        rounds: Int = 9, baseline: () -> Duration, candidate: () -> Duration
    ) -> (baseline: Double, candidate: Double) {
        var best = (baseline: Double.infinity, candidate: Double.infinity)
        for _ in 0..<rounds {
            best.baseline = min(best.baseline, nanoseconds(baseline()))
            best.candidate = min(best.candidate, nanoseconds(candidate()))
        }
        return best
    }

    /// `duration` in nanoseconds.
    public static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// Bytes currently allocated by malloc in this process.
    public static func heapBytesInUse() -> Int {
        Int(heap_stats_bytes_in_use())
    }

    /// The median of `values` (`nan` for none).
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// A value the optimiser cannot see through, so measured work is not removed.
nonisolated(unsafe) public var benchmarkSink = 0
