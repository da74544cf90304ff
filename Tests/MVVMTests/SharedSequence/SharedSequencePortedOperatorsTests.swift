import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// An object whose lifetime the tests control.
private final class Screen {
    var shown: [String] = []
}

/// Driver and Signal versions of the ported RxCocoa operators. XCTest runs
/// these on the main thread, so main-thread delivery is inline.
final class SharedSequencePortedOperatorsTests: XCTestCase {
    func testDriverFlatMapFirstIgnoresValuesWhileAnInnerDriverRuns() {
        let taps = PublishRelay<Int>()
        let request = PublishRelay<String>()
        var seen: [String] = []
        let saving = taps.asSignal().flatMapFirst { tap in request.asSignal().map { "\(tap):\($0)" } }
        let subscription = saving.emit(onNext: { seen.append($0) })
        taps.accept(1)
        taps.accept(2)
        request.accept("ok")
        XCTAssertEqual(seen, ["1:ok"])
        subscription.dispose()

        let driver = Driver.just(5).flatMapFirst { Driver.just("\($0)") }
        var driven: [String] = []
        _ = driver.drive(onNext: { driven.append($0) })
        XCTAssertEqual(driven, ["5"])
    }

    func testSignalFlatMapFirstToAnObservableAndMergeMaxConcurrent() {
        let taps = PublishRelay<Int>()
        let requests = PublishSubject<String>()
        let recorder = OpsRecorder<String>()
        let subscription = taps.asSignal().flatMapFirst { _ in requests }.subscribe(recorder.observer)
        taps.accept(1)
        taps.accept(2)
        requests.onNext("a")
        requests.onError(OpsError.boom)
        XCTAssertEqual(recorder.events, [.next("a"), .error(OpsError.boom)])
        subscription.dispose()

        var merged: [Int] = []
        _ = Driver.of(Driver.just(1), Driver.of(2, 3)).merge(maxConcurrent: 0).drive(onNext: { merged.append($0) })
        XCTAssertEqual(merged, [1, 2, 3])
    }

    func testDriveWithAndEmitWithHoldTheObjectWeakly() {
        var screen: Screen? = Screen()
        weak let released = screen
        let title = BehaviorRelay(value: "a")
        let driving = title.asDriver().drive(with: screen!, onNext: { screen, value in screen.shown.append(value) })
        title.accept("b")
        XCTAssertEqual(screen?.shown, ["a", "b"])

        let events = PublishRelay<String>()
        let emitting = events.asSignal().emit(with: screen!, onNext: { screen, value in screen.shown.append("!" + value) })
        events.accept("c")
        XCTAssertEqual(screen?.shown, ["a", "b", "!c"])

        screen = nil
        XCTAssertNil(released, "the subscriptions do not keep the object alive")
        title.accept("d")
        events.accept("e")
        driving.dispose()
        emitting.dispose()
    }

    func testSignalWithUnretainedCompletesOnceTheObjectIsGone() {
        var screen: Screen? = Screen()
        let events = PublishRelay<Int>()
        var seen: [Int] = []
        var completed = false
        _ = events.asSignal().withUnretained(screen!).emit(onNext: { _, value in seen.append(value) }, onCompleted: { completed = true })
        events.accept(1)
        screen = nil
        events.accept(2)
        XCTAssertEqual(seen, [1])
        XCTAssertTrue(completed)
    }

    func testSharedSequenceDebugKeepsTheTraitAndLogs() {
        let lines = OpsRecorder<String>()
        let original = DebugOutput.write
        DebugOutput.write = { lines.record(.next($0)) }
        defer { DebugOutput.write = original }
        let driver: Driver<Int> = Driver.just(3).debug("driver")
        var seen: [Int] = []
        _ = driver.drive(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [3])
        XCTAssertTrue(lines.values.contains { $0.hasSuffix("driver -> Event next(3)") })
        XCTAssertTrue(lines.values.contains { $0.hasSuffix("driver -> subscribed") })
    }

    func testSharedSequenceSwitchLatestMergeAndDistinctWithComparer() {
        let outer = PublishRelay<Signal<Int>>()
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        var latest: [Int] = []
        var merged: [Int] = []
        let switching = outer.asSignal().switchLatest().emit(onNext: { latest.append($0) })
        let merging = outer.asSignal().merge().emit(onNext: { merged.append($0) })
        outer.accept(first.asSignal())
        first.accept(1)
        outer.accept(second.asSignal())
        first.accept(2)
        second.accept(3)
        XCTAssertEqual(latest, [1, 3])
        XCTAssertEqual(merged, [1, 2, 3])
        switching.dispose()
        merging.dispose()

        var distinct: [String] = []
        _ = Driver.of("a", "A", "b").distinctUntilChanged({ $0 }, comparer: { $0.lowercased() == $1.lowercased() })
            .drive(onNext: { distinct.append($0) })
        XCTAssertEqual(distinct, ["a", "b"])
    }
}
