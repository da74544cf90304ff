import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// Sources that complete or fail, re-entrant writes from a subscriber, disposal during delivery.
final class ValidationEdgeCaseTests: XCTestCase {
    func testASourceThatCompletesKeepsItsLastState() {
        let form = FormValidation(display: .immediately)
        let field = form.field(Observable.of("", "x", "")).rule("Required") { !$0.isEmpty }
        XCTAssertEqual(field.currentState.messages, ["Required"])
        XCTAssertFalse(form.isValidNow)
        field.setConversionProblem("bad")
        XCTAssertEqual(field.currentState.messages, ["bad", "Required"], "still evaluates the last value")
    }

    func testASourceThatFailsKeepsItsLastStateAndTheFormWorks() {
        struct Broken: Error {}
        let form = FormValidation(display: .immediately)
        let failing = Observable<String>.create { observer in
            observer.onNext("")
            observer.onError(Broken())
            return Disposables.create()
        }
        let field = form.field(failing).rule("Required") { !$0.isEmpty }
        XCTAssertEqual(field.currentState.messages, ["Required"])
        let other = BehaviorRelay(value: "ok")
        let otherField = form.field(other).rule("Required") { !$0.isEmpty }
        other.accept("")
        XCTAssertEqual(otherField.currentState.messages, ["Required"])
    }

    func testASubscriberThatFixesTheValueReentrantlyEndsValid() {
        let form = FormValidation(display: .immediately)
        let name = BehaviorRelay(value: "ok")
        let field = form.field(name).rule("No spaces") { !$0.contains(" ") }
        var seen: [[String]] = []
        let fixing = field.displayedMessages.drive(onNext: { messages in
            seen.append(messages)
            if !messages.isEmpty { name.accept(name.value.replacingSpaces()) }   // writes while being delivered
        })
        name.accept("a b")
        XCTAssertEqual(name.value, "a_b")
        XCTAssertEqual(field.currentState, .valid)
        XCTAssertEqual(seen.last, [])
        XCTAssertTrue(form.isValidNow)
        fixing.dispose()
    }

    func testDisposingDuringDeliveryStopsFurtherValues() {
        let form = FormValidation(display: .immediately)
        let name = BehaviorRelay(value: "")
        let field = form.field(name).rule("Required") { !$0.isEmpty }
        var received = 0
        var subscription: Disposable?
        subscription = field.displayedMessages.drive(onNext: { _ in
            received += 1
            if received == 2 { subscription?.dispose() }
        })
        name.accept("a")
        name.accept("")
        name.accept("b")
        XCTAssertEqual(received, 2)
        XCTAssertEqual(field.currentState, .valid, "the field itself goes on")
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
}
