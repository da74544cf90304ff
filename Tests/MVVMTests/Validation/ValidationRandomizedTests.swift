import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// Random sequences of values, focus-outs, conversion problems, submit attempts and resets,
/// checked after every step against a naive reference of what the field must show.
final class ValidationRandomizedTests: XCTestCase {
    /// What a field must say, recomputed from scratch.
    private struct Reference {
        var value = 0
        var conversionProblem: String?
        var interacted = false
        var submitted = false
        let policy: ValidationDisplayPolicy

        var messages: [String] {
            var result: [String] = []
            if let conversionProblem { result.append(conversionProblem) }
            if value < 0 { result.append("Not negative") }
            if value % 2 != 0 { result.append("Even only") }
            return result
        }

        var displayed: [String] {
            let shown = submitted || policy == .immediately || (policy == .afterEdit && interacted)
            return shown ? messages : []
        }
    }

    func testFieldStateAndDisplayMatchTheReference() {
        for (seed, policy) in zip(UInt64(1)...9, [ValidationDisplayPolicy.afterEdit, .afterSubmitAttempt, .immediately].flatMap { [$0, $0, $0] }) {
            var generator = SeededGenerator(seed: seed)
            let form = FormValidation(display: policy)
            let relay = BehaviorRelay(value: 0)
            let field = form.field(relay)
                .rule("Not negative") { $0 >= 0 }
                .rule("Even only") { $0 % 2 == 0 }
            let shown = DriverRecorder(field.displayedMessages)
            var reference = Reference(policy: policy)
            for step in 0..<400 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0, 1:
                    let value = Int.random(in: -5...5, using: &generator)
                    relay.accept(value)
                    reference.value = value
                    reference.interacted = true
                case 2:
                    field.markLeft()
                    reference.interacted = true
                case 3:
                    let problem = Bool.random(using: &generator) ? "“x” is not a number" : nil
                    field.setConversionProblem(problem)
                    reference.conversionProblem = problem
                case 4:
                    form.attemptSubmit()
                    reference.submitted = true
                default:
                    form.resetDisplay()
                    reference.submitted = false
                    reference.interacted = false
                }
                XCTAssertEqual(field.currentState.messages, reference.messages, "seed \(seed) step \(step)")
                XCTAssertEqual(shown.last, reference.displayed, "seed \(seed) step \(step)")
                XCTAssertEqual(form.isValidNow, reference.messages.isEmpty, "seed \(seed) step \(step)")
            }
        }
    }
}
