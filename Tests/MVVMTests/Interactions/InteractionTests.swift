import MVVM
import ReactiveCore
import XCTest

/// Interactions: asking, the latest handler answering, no handler, cancellation.
final class InteractionTests: XCTestCase {
    @MainActor
    func testAsk_returnsTheHandlersAnswer() async throws {
        let confirm = Interaction<String, Bool>(name: "confirmDelete")
        let handler = confirm.handle { item in item == "draft" }
        let yes = try await confirm.ask("draft")
        let no = try await confirm.ask("report")
        XCTAssertTrue(yes)
        XCTAssertFalse(no)
        handler.dispose()
    }

    @MainActor
    func testAsk_withoutHandler_throwsAtOnce_namingTheInteraction() async {
        let confirm = Interaction<String, Bool>(name: "confirmDelete")
        let handler = confirm.handle { _ in true }
        handler.dispose()
        do {
            _ = try await confirm.ask("x")
            XCTFail("no handler")
        } catch {
            XCTAssertEqual(error as? InteractionError, .noHandler("confirmDelete"))
            XCTAssertTrue("\(error)".contains("confirmDelete"))
        }
    }

    @MainActor
    func testTheLatestHandlerAnswers_andTheEarlierOneTakesOverWhenItEnds() async throws {
        let question = Interaction<Void, String>()
        let window = question.handle { "window" }
        let dialog = question.handle { "dialog" }
        let fromDialog = try await question.ask()
        dialog.dispose()
        let fromWindow = try await question.ask()
        XCTAssertEqual(fromDialog, "dialog")
        XCTAssertEqual(fromWindow, "window")
        window.dispose()
        XCTAssertFalse(question.hasHandler)
    }

    @MainActor
    func testHandlerError_reachesTheAsker() async {
        let question = Interaction<Int, Int>()
        let handler = question.handle { _ in throw CommandTestError(code: 5) }
        do {
            _ = try await question.ask(1)
            XCTFail("the handler threw")
        } catch {
            XCTAssertEqual(error as? CommandTestError, CommandTestError(code: 5))
        }
        handler.dispose()
    }

    @MainActor
    func testCancellingTheAsker_reachesAHandlerThatHonoursIt() async {
        let question = Interaction<Void, Bool>()
        let gate = CommandGate()
        let handler = question.handle {
            await gate.wait()
            try Task.checkCancellation()
            return true
        }
        let asker = Task { @MainActor in try await question.ask() }
        await commandEventually { gate.arrivals == 1 }
        asker.cancel()
        gate.open()
        do {
            _ = try await asker.value
            XCTFail("cancelled")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        handler.dispose()
    }

    @MainActor
    func testRequest_isAnObservableOfTheAnswer() async {
        let question = Interaction<Int, Int>()
        let handler = question.handle { $0 * 3 }
        let events = CommandRecorder<Event<Int>>()
        let subscription = question.request(4).subscribe(events.append)
        await commandEventually { events.values.count == 2 }
        XCTAssertEqual(events.values.first?.element, 12)
        XCTAssertTrue(events.values.last?.isCompleted ?? false)
        let failed = CommandRecorder<Event<Int>>()
        handler.dispose()
        let second = question.request(1).subscribe(failed.append)
        await commandEventually { !failed.values.isEmpty }
        XCTAssertEqual(failed.values.first?.error as? InteractionError, .noHandler("Interaction<Int, Int>"))
        subscription.dispose()
        second.dispose()
    }

    @MainActor
    func testCommandAskingAnInteraction_inAMainActorViewModel() async throws {
        let model = TrashViewModel()
        let handler = model.confirmEmpty.handle { count in count < 10 }
        model.items = 3
        try await model.empty.perform()
        XCTAssertEqual(model.items, 0)
        model.items = 12
        try await model.empty.perform()
        XCTAssertEqual(model.items, 12, "the user said no")
        handler.dispose()
    }
}

/// A view model whose command asks for confirmation (no `@unchecked Sendable`).
@MainActor
private final class TrashViewModel {
    var items = 0
    let confirmEmpty = Interaction<Int, Bool>(name: "confirmEmpty")
    @LateInit var empty: Command<Void, Void>

    init() {
        empty = Command { [unowned self] in
            guard try await self.confirmEmpty.ask(self.items) else { return }
            self.items = 0
        }
    }
}

extension InteractionTests {
    func testAskFromABackgroundTask_isAnsweredOnTheMainActor() async throws {
        let question = Interaction<Int, Bool>()
        let handler = question.handle { value in
            MainActor.assertIsolated()
            return value > 0
        }
        let answer = try await Task.detached { try await question.ask(3) }.value
        XCTAssertTrue(answer)
        handler.dispose()
    }

    @MainActor
    func testLateInit_isSetOnceInTheInitialiser() {
        final class Owner {
            @LateInit var command: Command<Void, Int>
            init() { command = Command { 7 } }
        }
        let owner = Owner()
        XCTAssertTrue(owner.$command)
        XCTAssertEqual(try? owner.command.execute().toArrayNow(), [7])
    }
}

private extension Observable {
    /// The values a synchronous source sends while being subscribed.
    func toArrayNow() throws -> [Element] {
        var values: [Element] = []
        var failure: (any Error)?
        _ = subscribe(onNext: { values.append($0) }, onError: { failure = $0 })
        if let failure { throw failure }
        return values
    }
}
