import BindingTesting
import Dispatch
import Foundation
import MVVM
import ReactiveCore
import XCTest

/// Asynchronous rules on virtual time: debounce, cancelling a stale check, "checking…".
final class AsyncValidationTests: XCTestCase {
    private func makeEmailField(
        _ scheduler: TestScheduler, _ check: VirtualTimeCheck
    ) -> (FormValidation, BehaviorRelay<String>, ValidatedField<String>) {
        let form = FormValidation(display: .immediately)
        let email = BehaviorRelay(value: "")
        let field = form.field(email)
            .rule("Enter your email address") { !$0.isEmpty }
            .asyncRule(debounce: .seconds(1), scheduler: scheduler, check.check)
        return (form, email, field)
    }

    func testCheckRunsAfterThePauseAndShowsCheckingUntilTheAnswer() {
        let scheduler = TestScheduler()
        let check = VirtualTimeCheck(scheduler: scheduler) { $0 == "taken@x.org" ? "This address is taken" : nil }
        let (form, email, field) = makeEmailField(scheduler, check)
        let checking = DriverRecorder(field.isChecking)
        let valid = DriverRecorder(form.isValid)

        email.accept("taken@x.org")
        XCTAssertTrue(field.currentState.isChecking)
        XCTAssertEqual(valid.last, false, "a form being checked is not valid yet")
        scheduler.advance(by: 0)
        XCTAssertEqual(check.started, [], "nothing runs before the pause")
        scheduler.advance(to: 1)
        XCTAssertEqual(check.started, ["taken@x.org"])
        XCTAssertTrue(field.currentState.isChecking)
        scheduler.advance(to: 3)
        XCTAssertEqual(field.currentState, ValidationState(messages: ["This address is taken"]))
        XCTAssertEqual(checking.values, [false, true, false])

        email.accept("free@x.org")
        scheduler.advance(to: 6)
        XCTAssertEqual(field.currentState, .valid)
        XCTAssertEqual(valid.last, true)
    }

    func testTypingDuringThePauseStartsOneCheckForTheLastValue() {
        let scheduler = TestScheduler()
        let check = VirtualTimeCheck(scheduler: scheduler) { _ in nil }
        let (form, email, _) = makeEmailField(scheduler, check)
        for (time, text) in [(0, "a"), (0, "a@"), (0, "a@b")] {
            scheduler.advance(to: TestTime(time))
            email.accept(text)
        }
        scheduler.advance(to: 10)
        XCTAssertEqual(check.started, ["a@b"])
        XCTAssertEqual(check.cancelled, [])
        XCTAssertTrue(form.isValidNow)
    }

    func testANewValueCancelsTheRunningCheckAndItsAnswerIsIgnored() {
        let scheduler = TestScheduler()
        let check = VirtualTimeCheck(scheduler: scheduler) { _ in "stale answer" }
        let (_, email, field) = makeEmailField(scheduler, check)
        email.accept("first@x.org")
        scheduler.advance(to: 2)   // the check of "first" runs until 3
        XCTAssertEqual(check.started, ["first@x.org"])
        email.accept("second@x.org")
        XCTAssertEqual(check.cancelled, ["first@x.org"])
        XCTAssertTrue(field.currentState.isChecking)
        XCTAssertEqual(field.currentState.messages, [])
        scheduler.advance(to: 3)
        XCTAssertEqual(field.currentState.messages, [], "the stale answer never arrives")
        scheduler.advance(to: 10)
        XCTAssertEqual(field.currentState.messages, ["stale answer"], "the current value's own answer")
    }

    func testSynchronousProblemsSkipTheAsynchronousCheck() {
        let scheduler = TestScheduler()
        let check = VirtualTimeCheck(scheduler: scheduler) { _ in nil }
        let (_, email, field) = makeEmailField(scheduler, check)
        email.accept("x")
        email.accept("")
        XCTAssertFalse(field.currentState.isChecking)
        scheduler.advance(to: 10)
        XCTAssertEqual(check.started, [])
        field.setConversionProblem("unreadable")
        email.accept("x@y.org")
        scheduler.advance(to: 20)
        XCTAssertEqual(check.started, [], "a conversion problem skips the check too")
    }

    func testAFailingCheckBecomesAMessage() {
        struct Offline: Error, CustomStringConvertible { var description: String { "the server is offline" } }
        let scheduler = TestScheduler()
        let form = FormValidation()
        let name = BehaviorRelay(value: "grace")
        let field = form.field(name).asyncRule(debounce: .seconds(1), scheduler: scheduler) { _ in
            Observable<String?>.error(Offline())
        }
        scheduler.advance(to: 1)
        XCTAssertEqual(field.currentState.messages, ["Could not check this value: the server is offline"])
        XCTAssertFalse(form.isValidNow)
    }

    func testAnEmptyAnswerMeansValid() {
        let scheduler = TestScheduler()
        let form = FormValidation()
        let field = form.field(BehaviorRelay(value: "x"))
            .asyncRule(debounce: .seconds(1), scheduler: scheduler) { _ in Observable<String?>.empty() }
        scheduler.advance(to: 1)
        XCTAssertEqual(field.currentState, .valid)
        XCTAssertTrue(form.isValidNow)
    }

    func testSwiftAsyncRuleAnswers() {
        let form = FormValidation()
        let name = BehaviorRelay(value: "root")
        let field = form.field(name).asyncRule(debounce: .milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(queue: .global())) { value in
            await Task.yield()
            return value == "root" ? "This name is reserved" : nil
        }
        // The answer comes on a background thread; the field's state is readable from any thread.
        XCTAssertTrue(Self.waitUntil { field.currentState == ValidationState(messages: ["This name is reserved"]) })
        XCTAssertFalse(form.isValidNow)
        name.accept("grace")
        // The form's aggregate follows once the answer is published (on the answering thread).
        XCTAssertTrue(Self.waitUntil { field.currentState == .valid && form.isValidNow })
    }

    /// Waits (yielding) until `condition` holds; `false` after thirty seconds.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now() + .seconds(30)
        while !condition() {
            if DispatchTime.now() > deadline { return false }
            sched_yield()
        }
        return true
    }
}
