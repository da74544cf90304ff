import Binding
import BindingTesting
import Foundation
import XCTest

/// Random timelines of executions, cancellations and condition changes for
/// each policy, on virtual time, against a plain simulation of the rules
/// (`CommandModel`). `BINDING_RANDOM_SEED=n` replays one seed.
final class RandomizedCommandTests: XCTestCase {
    /// One step of a timeline, at a multiple of 1,000 ticks. Works take
    /// 1,001, 2,001 or 3,001 ticks, so completions never coincide with steps.
    enum Step: Equatable {
        case execute(Int)
        case cancel
        case condition(Bool)
    }

    private static func timeline(_ random: inout SplitMix64) -> [Step] {
        (0..<40).map { _ in
            switch random.below(10) {
            case 0: return .cancel
            case 1: return .condition(random.percent(70))
            default: return .execute(1 + random.below(3))
            }
        }
    }

    func testPolicies_matchTheModel_onRandomTimelines() {
        let seeds = ProcessInfo.processInfo.environment["BINDING_RANDOM_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (1...60).map(UInt64.init)
        for seed in seeds {
            for policy in [CommandExecutionPolicy.refuseWhileExecuting, .switchToLatest, .queue] {
                var random = SplitMix64(seed: seed)
                let steps = Self.timeline(&random)
                let expected = CommandModel(policy: policy).run(steps)
                let actual = Self.runReal(policy: policy, steps)
                XCTAssertEqual(actual.values, expected.values, "values, seed \(seed), \(policy)")
                XCTAssertEqual(actual.busy, expected.busy, "isExecuting, seed \(seed), \(policy)")
                if actual != expected { return }
            }
        }
    }

    struct Outcome: Equatable {
        var values: [Recorded<Int>] = []
        var busy: [Recorded<Bool>] = []

        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            lhs.values.map { "\($0.time):\($0.value)" } == rhs.values.map { "\($0.time):\($0.value)" }
                && lhs.busy.map { "\($0.time):\($0.value)" } == rhs.busy.map { "\($0.time):\($0.value)" }
        }
    }

    private static func runReal(policy: CommandExecutionPolicy, _ steps: [Step]) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let condition = BehaviorRelay(value: true)
        let command = Command<Int, Int>.observable(enabledIf: condition.asObservable(), policy: policy) { input in
            Observable.just(input * 10).delay(.seconds(input * 1_000 + 1), scheduler: scheduler)
        }
        var outcome = Outcome()
        let values = command.values.emit(onNext: { outcome.values.append(Recorded(time: scheduler.clock, value: $0)) })
        let busy = command.isExecuting.drive(onNext: { outcome.busy.append(Recorded(time: scheduler.clock, value: $0)) })
        for (index, step) in steps.enumerated() {
            _ = scheduler.scheduleAt(TestTime(index + 1) * 1_000) {
                switch step {
                case .execute(let input): command.trigger(input)
                case .cancel: command.cancel()
                case .condition(let value): condition.accept(value)
                }
            }
        }
        scheduler.start()
        values.dispose()
        busy.dispose()
        return outcome
    }
}

/// The rules of the policies, simulated step by step.
private struct CommandModel {
    let policy: CommandExecutionPolicy
    private var condition = true
    private var running: (input: Int, end: Int)?
    private var queue: [Int] = []
    private var outcome = RandomizedCommandTests.Outcome()

    init(policy: CommandExecutionPolicy) { self.policy = policy }

    func run(_ steps: [RandomizedCommandTests.Step]) -> RandomizedCommandTests.Outcome {
        var model = self
        model.setBusy(false, at: 0)
        for (index, step) in steps.enumerated() {
            let time = (index + 1) * 1_000
            model.completeUntil(time)
            switch step {
            case .execute(let input): model.execute(input, at: time)
            case .cancel:
                model.running = nil
                model.queue.removeAll()
                model.setBusy(false, at: time)
            case .condition(let value): model.condition = value
            }
        }
        model.completeUntil(.max)
        return model.outcome
    }

    private mutating func setBusy(_ busy: Bool, at time: Int) {
        if outcome.busy.last?.value != busy { outcome.busy.append(Recorded(time: TestTime(time), value: busy)) }
    }

    private mutating func start(_ input: Int, at time: Int) {
        running = (input, time + input * 1_000 + 1)
        setBusy(true, at: time)
    }

    private mutating func execute(_ input: Int, at time: Int) {
        guard condition else { return }
        if running != nil {
            switch policy {
            case .refuseWhileExecuting: return
            case .queue:
                queue.append(input)
                return
            case .switchToLatest: break
            }
        }
        start(input, at: time)
    }

    private mutating func completeUntil(_ limit: Int) {
        while let current = running, current.end < limit {
            outcome.values.append(Recorded(time: TestTime(current.end), value: current.input * 10))
            running = nil
            while running == nil, !queue.isEmpty {
                let next = queue.removeFirst()
                if condition { start(next, at: current.end) }
            }
            if running == nil { setBusy(false, at: current.end) }
        }
    }
}
