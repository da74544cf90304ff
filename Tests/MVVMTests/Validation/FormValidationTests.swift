import BindingTesting
import Dispatch
import Foundation
import MVVM
import ReactiveCore
import XCTest

/// Synchronous rules, several messages, the display policies and the aggregate.
final class FormValidationTests: XCTestCase {
    func testSeveralMessagesPerFieldInDeclarationOrder() {
        let form = FormValidation()
        let password = BehaviorRelay(value: "abc")
        let field = form.field(password)
            .rule("Use at least 8 characters") { $0.count >= 8 }
            .rule("Use a digit") { $0.contains(where: \.isNumber) }
        XCTAssertEqual(field.currentState.messages, ["Use at least 8 characters", "Use a digit"])
        password.accept("abcdefgh")
        XCTAssertEqual(field.currentState.messages, ["Use a digit"])
        password.accept("abcdefg1")
        XCTAssertEqual(field.currentState, .valid)
        XCTAssertTrue(form.isValidNow)
    }

    func testAfterEditHidesProblemsUntilTheFieldIsEditedOrLeft() {
        let form = FormValidation(display: .afterEdit)
        let name = BehaviorRelay(value: "")
        let field = form.field(name).rule("Enter your name") { !$0.isEmpty }
        let shown = DriverRecorder(field.displayedMessages)
        XCTAssertEqual(shown.last, [])
        XCTAssertFalse(form.isValidNow, "validity does not depend on what is shown")

        name.accept("G")
        name.accept("")
        XCTAssertEqual(shown.last, ["Enter your name"])
        name.accept("Grace")
        XCTAssertEqual(shown.last, [])

        let other = form.field(BehaviorRelay(value: "")).rule("Required") { !$0.isEmpty }
        let otherShown = DriverRecorder(other.displayedMessages)
        XCTAssertEqual(otherShown.last, [])
        other.markLeft()
        XCTAssertEqual(otherShown.last, ["Required"])
    }

    func testAfterSubmitAttemptShowsEverythingOnlyAfterSubmitAndResetHidesAgain() {
        let form = FormValidation(display: .afterSubmitAttempt)
        let email = BehaviorRelay(value: "")
        let field = form.field(email).rule("Enter your email address") { !$0.isEmpty }
        let shown = DriverRecorder(field.displayedMessages)
        email.accept("x")
        email.accept("")
        field.markLeft()
        XCTAssertEqual(shown.last, [], "edits do not reveal under afterSubmitAttempt")
        XCTAssertFalse(form.attemptSubmit())
        XCTAssertEqual(shown.last, ["Enter your email address"])
        let late = form.field(BehaviorRelay(value: "")).rule("Late") { !$0.isEmpty }
        XCTAssertEqual(DriverRecorder(late.displayedMessages).last, ["Late"], "a field added after the attempt shows too")
        form.resetDisplay()
        XCTAssertEqual(shown.last, [])
        email.accept("a@b.c")
        XCTAssertEqual(form.isValidNow, false, "the late field is still empty")
    }

    func testImmediatelyShowsAtOnce() {
        let form = FormValidation(display: .immediately)
        let field = form.field(BehaviorRelay(value: 200)).rule("Enter an age from 0 to 150") { (0...150).contains($0) }
        XCTAssertEqual(DriverRecorder(field.displayedMessages).last, ["Enter an age from 0 to 150"])
        XCTAssertEqual(DriverRecorder(field.displayedMessage).last, "Enter an age from 0 to 150")
    }

    func testAggregateFollowsEveryFieldAndFormRule() {
        let form = FormValidation()
        let start = BehaviorRelay(value: 1)
        let end = BehaviorRelay(value: 5)
        let valid = DriverRecorder(form.isValid)
        let startField = form.field(start).rule("Positive") { $0 > 0 }
        let endField = form.field(end)
            .rule("The end follows the start", valid: Observable.combineLatest(start, end).map { $0 < $1 })
        form.rule("At most 10 days", valid: Observable.combineLatest(start, end).map { $1 - $0 <= 10 })
        let formShown = DriverRecorder(form.displayedMessages)
        XCTAssertEqual(valid.last, true)

        start.accept(7)
        XCTAssertEqual(endField.currentState.messages, ["The end follows the start"], "a rule across fields")
        XCTAssertEqual(valid.last, false)
        end.accept(30)
        XCTAssertEqual(endField.currentState, .valid)
        XCTAssertEqual(DriverRecorder(form.messages).last, ["At most 10 days"])
        XCTAssertEqual(formShown.last, [], "form messages show after a submit attempt")
        form.attemptSubmit()
        XCTAssertEqual(formShown.last, ["At most 10 days"])
        end.accept(12)
        XCTAssertEqual(valid.last, true)
        start.accept(0)
        XCTAssertEqual(startField.currentState.messages, ["Positive"])
        XCTAssertEqual(valid.last, false)
        XCTAssertFalse(zip(valid.values, valid.values.dropFirst()).contains { $0 == $1 }, "repeats are dropped")
    }

    func testConversionProblemComesFirstAndBlocksValidity() {
        let form = FormValidation(display: .immediately)
        let age = BehaviorRelay(value: 30)
        let field = form.field(age).rule("Too old") { $0 < 150 }
        field.setConversionProblem("“3O” is not a number")
        XCTAssertEqual(field.currentState.messages, ["“3O” is not a number"])
        XCTAssertFalse(form.isValidNow)
        age.accept(200)
        XCTAssertEqual(field.currentState.messages, ["“3O” is not a number", "Too old"])
        field.setConversionProblem(nil)
        XCTAssertEqual(field.currentState.messages, ["Too old"])
    }

    func testFieldsAndRulesEndWithTheForm() {
        let name = BehaviorRelay(value: "")
        weak var weakForm: FormValidation?
        weak var weakField: ValidatedField<String>?
        do {
            let form = FormValidation()
            let field = form.field(name).rule("Required") { !$0.isEmpty }
            form.rule("Never", valid: name.map { _ in false })
            weakForm = form
            weakField = field
            name.accept("a")
        }
        XCTAssertNil(weakForm)
        XCTAssertNil(weakField)
        name.accept("b")   // no subscriber left to reach a freed field
    }

    func testValuesFromManyThreadsEndInTheStateOfTheLastValue() {
        let form = FormValidation(display: .immediately)
        let relay = BehaviorRelay(value: 0)
        let field = form.field(relay).rule("Even numbers only") { $0 % 2 == 0 }
        let delivered = Counter()
        // Subscribed after the field: when it has seen a value, the field has too.
        let counting = relay.subscribe(onNext: { _ in delivered.increment() })
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<500 {
                relay.accept(worker * 1_000 + step)
                _ = field.currentState
                if step % 50 == 0 { field.markLeft() }
            }
        }
        relay.accept(3)
        // With several emitters, a worker may still deliver queued values: wait for all of them.
        XCTAssertTrue(Self.waitUntil { delivered.value == 1 + 8 * 500 + 1 })
        XCTAssertEqual(field.currentState.messages, ["Even numbers only"])
        XCTAssertFalse(form.isValidNow)
        relay.accept(4)
        XCTAssertTrue(Self.waitUntil { delivered.value == 1 + 8 * 500 + 2 })
        XCTAssertEqual(field.currentState, .valid)
        XCTAssertTrue(form.isValidNow)
        counting.dispose()
    }

    /// Waits (yielding) until `condition` holds; `false` after ten seconds.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now() + .seconds(10)
        while !condition() {
            if DispatchTime.now() > deadline { return false }
            sched_yield()
        }
        return true
    }
}

/// A thread-safe counter.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
