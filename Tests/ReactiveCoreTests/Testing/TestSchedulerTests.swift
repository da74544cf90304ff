import BindingTesting
import ReactiveCore
import XCTest

final class TestSchedulerTests: XCTestCase {
    func testActionsRunInTimeOrderAndSameTimeInSchedulingOrder() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(30) { log.append("c@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a1@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a2@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["a1@10", "a2@10", "b@20", "c@30"])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testWorkScheduledNowRunsAfterTheActionsAlreadyDue() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(10) {
            log.append("first")
            _ = scheduler.schedule { log.append("scheduled now@\(scheduler.clock)") }
            _ = scheduler.scheduleRelative(.seconds(0)) { log.append("zero delay@\(scheduler.clock)") }
        }
        scheduler.scheduleAt(10) { log.append("second") }
        scheduler.start()
        XCTAssertEqual(log, ["first", "second", "scheduled now@10", "zero delay@10"])
    }

    func testScheduleRelativeConvertsIntervalsToTicks() {
        let scheduler = TestScheduler(resolution: .milliseconds(1))
        var ranAt: [TestTime] = []
        scheduler.advance(to: 100)
        _ = scheduler.scheduleRelative(.seconds(2)) { ranAt.append(scheduler.clock) }
        _ = scheduler.scheduleRelative(.milliseconds(300)) { ranAt.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(ranAt, [400, 2100])
        XCTAssertEqual(scheduler.ticks(for: .microseconds(100)), 1, "a positive interval is at least one tick")
        XCTAssertEqual(scheduler.ticks(for: .microseconds(1600)), 2, "rounded to the nearest tick")
        XCTAssertEqual(scheduler.ticks(for: .nanoseconds(0)), 0)
        XCTAssertNil(scheduler.ticks(for: .never))
    }

    func testNeverIntervalIsNeverScheduled() {
        let scheduler = TestScheduler()
        var ran = false
        _ = scheduler.scheduleRelative(.never) { ran = true }
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testNowIsTheClockInUnitsOfTheResolution() {
        let scheduler = TestScheduler(initialClock: 5, resolution: .milliseconds(10))
        XCTAssertEqual(scheduler.now, .milliseconds(50))
        scheduler.advance(by: 7)
        XCTAssertEqual(scheduler.clock, 12)
        XCTAssertEqual(scheduler.now, .milliseconds(120))
    }

    func testCancelledActionNeitherRunsNorMovesTheClock() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        let cancelled = scheduler.scheduleAt(50) { log.append(scheduler.clock) }
        XCTAssertEqual(scheduler.pendingCount, 2)
        cancelled.dispose()
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.start()
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testActionCanCancelALaterActionDueAtTheSameTime() {
        let scheduler = TestScheduler()
        var log: [String] = []
        var later: Disposable?
        scheduler.scheduleAt(10) { later?.dispose() }
        later = scheduler.scheduleAt(10) { log.append("later") }
        scheduler.start()
        XCTAssertEqual(log, [])
    }

    func testAdvanceRunsOnlyTheActionsDueAndSetsTheClock() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        for time in [10, 20, 30] {
            scheduler.scheduleAt(time) { log.append(scheduler.clock) }
        }
        scheduler.advance(to: 20)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advance(by: 5)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.advance(by: .seconds(10))
        XCTAssertEqual(log, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, 35)
        XCTAssertFalse(scheduler.isRunning)
    }

    func testActionScheduledInThePastRunsAtTheCurrentTime() {
        let scheduler = TestScheduler()
        scheduler.advance(to: 50)
        var ranAt: TestTime?
        scheduler.scheduleAt(10) { ranAt = scheduler.clock }
        scheduler.start()
        XCTAssertEqual(ranAt, 50)
    }

    func testStopEndsStartAfterTheCurrentAction() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        scheduler.scheduleAt(10) {
            log.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { log.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 10)
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.start()
        XCTAssertEqual(log, [10, 20])
    }

    func testPeriodicActionRunsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        let periodic = scheduler.schedulePeriodic(startAfter: .seconds(5), period: .seconds(10)) {
            log.append(scheduler.clock)
        }
        scheduler.scheduleAt(40) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(log, [5, 15, 25, 35])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testPeriodicActionKeepsRunningWhenItsDisposableIsDropped() {
        let scheduler = TestScheduler()
        var count = 0
        _ = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) { count += 1 }
        scheduler.advance(to: 5)
        XCTAssertEqual(count, 5)
    }

    func testPeriodicActionCanDisposeItselfFromInside() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        var periodic: Disposable?
        periodic = scheduler.schedulePeriodic(startAfter: .seconds(2), period: .seconds(3)) {
            log.append(scheduler.clock)
            if log.count == 3 { periodic?.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(log, [2, 5, 8])
    }

    // MARK: memory

    private final class Token: @unchecked Sendable {}

    func testDisposedActionReleasesWhatItCapturedBeforeItsTime() {
        let scheduler = TestScheduler()
        weak var weakToken: Token?
        var ran = false
        var scheduled: Disposable?
        do {
            let token = Token()
            weakToken = token
            scheduled = scheduler.scheduleAt(500) { withExtendedLifetime(token) { ran = true } }
        }
        scheduler.advance(to: 100)
        XCTAssertNotNil(weakToken, "held while scheduled")
        scheduled?.dispose()
        XCTAssertNil(weakToken, "released on dispose, not when the clock reaches 500")
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.start()
        XCTAssertFalse(ran)
        withExtendedLifetime(scheduled) {}
    }

    func testDisposedPeriodicActionReleasesItsClosure() {
        let scheduler = TestScheduler()
        weak var weakToken: Token?
        var count = 0
        var periodic: Disposable?
        do {
            let token = Token()
            weakToken = token
            periodic = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) {
                withExtendedLifetime(token) { count += 1 }
            }
        }
        scheduler.advance(to: 3)
        XCTAssertEqual(count, 3)
        periodic?.dispose()
        XCTAssertNil(weakToken, "the disposed repetition, still held, keeps nothing its action captured")
        scheduler.advance(to: 10)
        XCTAssertEqual(count, 3)
        withExtendedLifetime(periodic) {}
    }

    func testSchedulerDroppedWithAPendingPeriodicActionIsFreed() {
        weak var weakScheduler: TestScheduler?
        weak var weakToken: Token?
        var count = 0
        do {
            let scheduler = TestScheduler()
            let token = Token()
            weakScheduler = scheduler
            weakToken = token
            _ = scheduler.schedulePeriodic(startAfter: .seconds(1), period: .seconds(1)) {
                withExtendedLifetime(token) { count += 1 }
            }
            scheduler.advance(to: 2)
        }
        XCTAssertEqual(count, 2)
        XCTAssertNil(weakScheduler, "the pending run does not keep its scheduler alive")
        XCTAssertNil(weakToken, "the scheduler's queue went with it")
    }
}
