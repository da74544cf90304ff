import MVVM
import ReactiveCore
import XCTest

/// A command built from a synchronous closure: execution, condition, outputs, refusals.
final class CommandSynchronousTests: XCTestCase {
    func testExecute_runsTheClosure_andSendsItsValueToValuesAndTheResult() {
        let command = Command<Int, Int> { $0 * 2 }
        let values = CommandRecorder<Int>()
        let subscription = command.values.emit(onNext: values.append)
        let result = CommandRecorder<Event<Int>>()
        _ = command.execute(21).subscribe(result.append)
        XCTAssertEqual(values.values, [42])
        XCTAssertEqual(result.values.map(\.element), [42, nil], "the value, then completed")
        XCTAssertTrue(result.values.last?.isCompleted ?? false)
        subscription.dispose()
    }

    func testCanExecute_followsTheCondition_andARefusedExecutionDoesNotRun() {
        let isValid = BehaviorRelay(value: false)
        var runs = 0
        let command = Command<Void, Void>(enabledIf: isValid) { runs += 1 }
        let states = CommandRecorder<Bool>()
        let subscription = command.canExecute.drive(onNext: states.append)
        let refusal = CommandRecorder<Event<Void>>()
        _ = command.execute().subscribe(refusal.append)
        XCTAssertEqual(runs, 0)
        XCTAssertEqual(refusal.values.first?.error as? CommandError, .disabled)
        isValid.accept(true)
        command.trigger()
        isValid.accept(false)
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(states.values, [false, true, false])
        subscription.dispose()
    }

    func testSynchronousExecution_doesNotFlickerCanExecuteOrIsExecuting() {
        let command = Command<Void, Int> { 1 }
        let can = CommandRecorder<Bool>()
        let busy = CommandRecorder<Bool>()
        let a = command.canExecute.drive(onNext: can.append)
        let b = command.isExecuting.drive(onNext: busy.append)
        for _ in 0..<3 { command.trigger() }
        XCTAssertEqual(can.values, [true], "no false/true pair per click")
        XCTAssertEqual(busy.values, [false])
        a.dispose()
        b.dispose()
    }

    func testReentrantExecution_isRefusedWhileTheWorkRuns() {
        var inner: Observable<Int>?
        var command: Command<Int, Int>!
        command = Command<Int, Int> { value in
            if value == 1 { inner = command.execute(2) }
            return value
        }
        let values = CommandRecorder<Int>()
        let subscription = command.values.emit(onNext: values.append)
        command.trigger(1)
        let innerEvents = CommandRecorder<Event<Int>>()
        _ = inner?.subscribe(innerEvents.append)
        XCTAssertEqual(values.values, [1])
        XCTAssertEqual(innerEvents.values.first?.error as? CommandError, .alreadyExecuting)
        subscription.dispose()
        command = nil // the work captured the command on purpose: break that cycle
    }

    func testReentrantExecution_isQueuedUnderTheQueuePolicy() {
        var command: Command<Int, Int>!
        let order = CommandRecorder<String>()
        command = Command<Int, Int>(policy: .queue) { value in
            order.append("start \(value)")
            if value == 1 { command.trigger(2) }
            order.append("end \(value)")
            return value
        }
        command.trigger(1)
        XCTAssertEqual(order.values, ["start 1", "end 1", "start 2", "end 2"])
        command = nil // the work captured the command on purpose: break that cycle
    }

    func testCommandAsObserver_executesWithEachValue() {
        let inputs = PublishRelay<String>()
        let seen = CommandRecorder<String>()
        let command = Command<String, Void> { seen.append($0) }
        let subscription = inputs.bind(to: command)
        inputs.accept("a")
        inputs.accept("b")
        XCTAssertEqual(seen.values, ["a", "b"])
        subscription.dispose()
    }

    func testCommand_isReleasedWhenNothingHoldsIt() {
        let condition = BehaviorRelay(value: true)
        weak var released: Command<Void, Void>?
        do {
            let command = Command<Void, Void>(enabledIf: condition) {}
            command.trigger()
            let subscription = command.canExecute.drive(onNext: { _ in })
            subscription.dispose()
            released = command
        }
        XCTAssertNil(released, "the condition's subscription does not keep the command alive")
    }
}
