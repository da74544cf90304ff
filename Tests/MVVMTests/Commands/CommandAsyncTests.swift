import MVVM
import ReactiveCore
import XCTest

/// A `@MainActor` view model whose service is `async`, written without any
/// `@unchecked Sendable`.
private protocol NoteService: Sendable {
    func save(_ text: String) async throws -> Int
}

private struct CountingService: NoteService {
    func save(_ text: String) async throws -> Int {
        if text.isEmpty { throw CommandTestError(code: 0) }
        return text.count
    }
}

@MainActor
private final class NoteViewModel {
    @Mutable var text = ""
    @Bindable private(set) var savedLength = 0
    @LateInit var save: Command<Void, Int>
    private let service: any NoteService

    init(service: any NoteService) {
        self.service = service
        save = Command(name: "save", enabledIf: $text.map { !$0.isEmpty }) { [unowned self] in
            let length = try await self.service.save(self.text)
            self.savedLength = length
            return length
        }
    }
}

/// Commands whose work is an `async` closure run in a `Task` on the main actor.
final class CommandAsyncTests: XCTestCase {
    @MainActor
    func testMainActorViewModel_performsItsAsyncService_andUpdatesItsState() async throws {
        let model = NoteViewModel(service: CountingService())
        XCTAssertFalse(model.save.canExecuteNow)
        model.text = "hello"
        let length = try await model.save.perform()
        XCTAssertEqual(length, 5)
        XCTAssertEqual(model.savedLength, 5)
    }

    @MainActor
    func testPerform_throwsTheWorksError_andDoesNotCallTheUnhandledHandler() async {
        let spy = UnhandledErrorSpy()
        defer { spy.restore() }
        let command = Command<Int, Int> { (input: Int) async throws -> Int in
            await Task.yield()
            throw CommandTestError(code: input)
        }
        do {
            _ = try await command.perform(9)
            XCTFail("perform should throw")
        } catch {
            XCTAssertEqual(error as? CommandTestError, CommandTestError(code: 9))
        }
        XCTAssertTrue(spy.reports.values.isEmpty)
    }

    @MainActor
    func testUnobservedError_goesToTheHandler_withTheCommandsName() async {
        let spy = UnhandledErrorSpy()
        defer { spy.restore() }
        let command = Command<Void, Void>(name: "delete") { () async throws in
            throw CommandTestError(code: 4)
        }
        command.trigger()
        await commandEventually { !spy.reports.values.isEmpty && !command.isExecutingNow }
        XCTAssertEqual(spy.reports.values.first?.command, "delete")
        XCTAssertEqual(spy.reports.values.first?.error as? CommandTestError, CommandTestError(code: 4))
        XCTAssertTrue(spy.reports.values.first?.description.contains("delete") ?? false)
    }

    @MainActor
    func testCancel_cancelsTheTask_andIsExecutingStaysTrueUntilTheWorkReturns() async {
        let gate = CommandGate()
        let sawCancellation = CommandRecorder<Bool>()
        let command = Command<Void, Int> {
            await gate.wait()
            sawCancellation.append(Task.isCancelled)
            return 1
        }
        let busy = CommandRecorder<Bool>()
        let values = CommandRecorder<Int>()
        let a = command.isExecuting.drive(onNext: busy.append)
        let b = command.values.emit(onNext: values.append)
        let outcome = command.execute()
        await commandEventually { gate.arrivals == 1 }
        command.cancel()
        XCTAssertTrue(command.isExecutingNow, "still running: the work has not returned")
        XCTAssertFalse(command.canExecuteNow, "a new execution is still refused")
        gate.open()
        await commandEventually { !command.isExecutingNow }
        XCTAssertEqual(sawCancellation.values, [true], "the Task was cancelled")
        XCTAssertEqual(busy.values, [false, true, false])
        XCTAssertEqual(values.values, [], "a cancelled execution's value is dropped")
        let events = CommandRecorder<Event<Int>>()
        _ = outcome.subscribe(events.append)
        XCTAssertTrue(events.values.first?.isCompleted ?? false)
        a.dispose()
        b.dispose()
    }

    @MainActor
    func testCancellingTheAwaitingTask_cancelsTheExecution() async {
        let gate = CommandGate()
        let command = Command<Void, Int> {
            await gate.wait()
            try Task.checkCancellation()
            return 1
        }
        let caller = Task { @MainActor in try await command.perform() }
        await commandEventually { gate.arrivals == 1 }
        caller.cancel()
        gate.open()
        do {
            _ = try await caller.value
            XCTFail("the cancelled caller should throw")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        await commandEventually { !command.isExecutingNow }
    }

    @MainActor
    func testSwitchToLatest_withTasks_runsTheLatestAndCancelsTheOthers() async throws {
        let gate = CommandGate()
        let cancelled = CommandRecorder<Int>()
        let command = Command<Int, Int>(policy: .switchToLatest) { input in
            await gate.wait()
            if Task.isCancelled { cancelled.append(input) }
            return input
        }
        let first = command.execute(1)
        let second = Task { @MainActor in try await command.perform(2) }
        await commandEventually { gate.arrivals == 2 }
        gate.open()
        let value = try await second.value
        XCTAssertEqual(value, 2)
        // The latest's value can come before the replaced work has resumed from the gate: wait for
        // the replaced execution to end (its work has returned by then) before reading what it saw.
        let events = CommandRecorder<Event<Int>>()
        _ = first.subscribe(events.append)
        await commandEventually { !events.values.isEmpty }
        XCTAssertTrue(events.values.first?.isCompleted ?? false, "the replaced execution ends without a value")
        XCTAssertEqual(cancelled.values, [1], "the replaced execution's task is cancelled")
    }

    @MainActor
    func testPerformInAnAlreadyCancelledTask_doesNotRunTheWork() async {
        var runs = 0
        let command = Command<Void, Void> { runs += 1 }
        let caller = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            try await command.perform()
        }
        do {
            try await caller.value
            XCTFail("cancelled before it started")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(runs, 0)
    }

    @MainActor
    func testRefusedPerform_throwsTheRefusal() async {
        let command = Command<Void, Void>(enabledIf: BehaviorRelay(value: false)) { () async in }
        do {
            try await command.perform()
            XCTFail("refused")
        } catch {
            XCTAssertEqual(error as? CommandError, .disabled)
        }
    }
}
