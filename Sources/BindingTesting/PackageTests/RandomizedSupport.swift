import Dispatch
import Foundation
import XCTest

/// A small deterministic random generator (SplitMix64): the randomized tests
/// draw every decision from one, so a seed replays the same run exactly. As a
/// `RandomNumberGenerator` it also drives the standard library's `random(using:)`.
package struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.finalize(state)
    }

    /// A number in `0..<bound` (`bound` > 0; the tiny modulo bias is irrelevant here).
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// `true` with a probability of `percent` in 100.
    package mutating func percent(_ percent: Int) -> Bool { below(100) < percent }

    /// One element of a non-empty array.
    package mutating func element<Element>(of array: [Element]) -> Element { array[below(array.count)] }

    /// `array` in a random order (Fisher–Yates).
    package mutating func shuffled<Element>(_ array: [Element]) -> [Element] {
        var result = array
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, below(index + 1))
            index -= 1
        }
        return result
    }

    /// An independent generator for a part of a run (a thread, a subject),
    /// derived from this one's seed and `salt` without advancing this one.
    package func derived(_ salt: UInt64) -> SplitMix64 {
        SplitMix64(seed: Self.hash(state, salt))
    }

    /// A pure hash of `values`: decisions that must not depend on the order
    /// in which a run draws its random numbers (reactions of observers, which
    /// a model and the real thing must take identically) are made from it.
    package static func hash(_ values: UInt64...) -> UInt64 {
        var result: UInt64 = 0x2545_F491_4F6C_DD1D
        for value in values { result = finalize(result ^ finalize(value &+ 0x9E37_79B9_7F4A_7C15)) }
        return result
    }

    private static func finalize(_ input: UInt64) -> UInt64 {
        var value = input
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// The seeded generator of the tests that draw through `random(in:using:)`.
package typealias SeededGenerator = SplitMix64

/// Which seeds the randomized tests run, and how long.
///
/// - `BINDING_RANDOM_SEED=<seed>[,<seed>…]` (decimal or `0x` hexadecimal):
///   only these seeds — how a failure, whose message names its seed, is replayed.
/// - Otherwise a fixed list, so that CI is deterministic; plus one seed taken
///   from the clock when `BINDING_RANDOM_EXTRA_SEED=1` (for local soak runs;
///   the seed is in every failure message).
/// - `BINDING_RANDOM_SCALE=<n>` multiplies the number of steps (default 1).
package enum RandomizedSeeds {
    package static let defaults: [UInt64] = [1, 2, 3, 0x5EED, 0xC0FFEE]

    package static var all: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["BINDING_RANDOM_SEED"], !given.isEmpty {
            let seeds = given.split(separator: ",").compactMap { parse(String($0)) }
            precondition(!seeds.isEmpty, "BINDING_RANDOM_SEED: no seed in '\(given)'")
            return seeds
        }
        var seeds = defaults
        if environment["BINDING_RANDOM_EXTRA_SEED"] == "1" {
            seeds.append(UInt64(Date().timeIntervalSince1970 * 1_000_000) & 0xFFFF_FFFF_FFFF)
        }
        return seeds
    }

    /// The step-count multiplier (`BINDING_RANDOM_SCALE`).
    package static var scale: Int {
        ProcessInfo.processInfo.environment["BINDING_RANDOM_SCALE"].flatMap { Int($0) }.map { max(1, $0) } ?? 1
    }

    private static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}

/// What a failure of a randomized run needs to be understood and replayed:
/// the seed, the step, the last few actions and the command that repeats it.
/// Every assertion of the randomized tests goes through `check` or `fail`.
package final class RandomizedTrace {
    package let seed: UInt64
    /// The `--filter` that runs the failing test alone.
    package let test: String
    /// The step being run (0 while setting up).
    package var step = 0
    private(set) var failures = 0
    private var recent: [String] = []
    private let keptActions = 12

    package init(seed: UInt64, test: String) {
        self.seed = seed
        self.test = test
    }

    /// Remembers an action for failure messages (the last few are shown).
    package func note(_ action: @autoclosure () -> String) {
        recent.append("#\(step) \(action())")
        if recent.count > keptActions { recent.removeFirst(recent.count - keptActions) }
    }

    /// Whether the run failed already (a run stops after its first failing step).
    package var failed: Bool { failures > 0 }

    /// The scale to replay with, when not the default.
    private var scale: String {
        RandomizedSeeds.scale == 1 ? "" : " BINDING_RANDOM_SCALE=\(RandomizedSeeds.scale)"
    }

    /// Records a failure with the seed, step, recent actions and how to replay it.
    package func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        failures += 1
        XCTFail("""
            [seed \(seed), step \(step)] \(message)
              recent actions: \(recent.isEmpty ? "none" : recent.joined(separator: "; "))
              replay: BINDING_RANDOM_SEED=\(seed)\(scale) swift test --filter \(test)
            """, file: file, line: line)
    }

    /// Fails with `message` unless `condition` holds; returns `condition`.
    @discardableResult
    package func check(_ condition: Bool, _ message: @autoclosure () -> String,
               file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if !condition { fail(message(), file: file, line: line) }
        return condition
    }
}

/// Runs `body(index)` on `count` new threads that start together, and waits
/// for all of them. Returns `false` if they did not finish within `timeout`
/// seconds: a deadlock becomes a test failure instead of a hung run. (The
/// threads are then left behind; the caller must not touch what they use.)
package func runRandomizedThreads(_ count: Int, timeout: Double, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        let thread = Thread {
            start.wait()
            body(index)
            finished.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    return finished.wait(timeout: .now() + timeout) == .success
}
