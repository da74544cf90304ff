import BindingTesting
import ReactiveCore
import XCTest

/// The 7- and 8-source forms of `combineLatest` and `zip`, held to the rules the 2-source
/// forms are tested against (CombineLatestTests, ZipTests): values, completion, errors, disposal.
final class SevenAndEightSourceTests: XCTestCase {
    /// `count` hot sources: source `i` sends `i` at 210 + i and `10 * i` at 230 + i.
    private func sources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
        (1...count).map { i in
            scheduler.createHotObservable([.next(150, -1), .next(210 + i, i), .next(230 + i, 10 * i)])
        }
    }

    // MARK: combineLatest

    func testCombineLatestOf8WaitsForEverySourceThenSendsOnEachValue() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 8)
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        // 1+…+8 = 36 once the eighth has sent; then each source's second value replaces its first.
        let expected: [Recorded<Event<Int>>] = [.next(218, 36)] + (1...8).map { i in
            .next(230 + i, 36 + (1...i).reduce(0) { $0 + 9 * $1 })
        }
        XCTAssertEqual(result.events, expected)
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)]) }
    }

    func testCombineLatestOf7TupleFormCarriesEveryPosition() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 7)
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)" }
        }
        XCTAssertEqual(result.events.first, .next(217, "1234567"))
        XCTAssertEqual(result.events.last, .next(237, "10203040506070"))
        XCTAssertEqual(result.events.count, 8)
    }

    func testCombineLatestOf8TupleFormCarriesEveryPosition() {
        let relays = (1...8).map { BehaviorRelay(value: $0) }
        var results: [String] = []
        let subscription = Observable.combineLatest(
            relays[0], relays[1], relays[2], relays[3], relays[4], relays[5], relays[6], relays[7]
        ).subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)") })
        relays[7].accept(0)
        relays[0].accept(9)
        XCTAssertEqual(results, ["12345678", "12345670", "92345670"])
        subscription.dispose()
        relays[3].accept(0)
        XCTAssertEqual(results.count, 3, "nothing after disposal")
    }

    func testCombineLatestOf8CompletesOnlyWhenAllSourcesComplete() {
        let scheduler = TestScheduler()
        let s = (1...8).map { i in scheduler.createHotObservable([.next(210 + i, i), .completed(220 + i)]) }
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
        }
        XCTAssertEqual(result.events, [.next(218, 9), .completed(228)])
        for (i, source) in s.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 221 + i)], "a completed source is released at once")
        }
    }

    func testCombineLatestOf7DoesNotCompleteWhileOneSourceIsOpen() {
        let scheduler = TestScheduler()
        let closing = (1...6).map { i in scheduler.createHotObservable([.next(210 + i, i), .completed(220 + i)]) }
        let open = scheduler.createHotObservable([.next(217, 7)])
        let s = closing + [open]
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        }
        XCTAssertEqual(result.events, [.next(217, 28)])
        XCTAssertEqual(open.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatestOf8FailsWhenTheLastSourceFailsAndReleasesTheOthers() {
        let scheduler = TestScheduler()
        let s = (1...7).map { i in scheduler.createHotObservable([.next(210 + i, i)]) }
            + [scheduler.createHotObservable([.next(218, 8), .error(240, OpsError.boom)])]
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
        }
        XCTAssertEqual(result.events, [.next(218, 9), .error(240, OpsError.boom)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 240)]) }
    }

    func testCombineLatestOf7ThrowingResultSelectorFails() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 7)
        let result = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { a, _, _, _, _, _, g throws -> Int in
                if a == 10 { throw OpsError.boom }
                return a + g
            }
        }
        XCTAssertEqual(result.events, [.next(217, 8), .error(231, OpsError.boom)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 231)]) }
    }

    func testCombineLatestOf8DisposalReleasesEverySource() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 8)
        let result = scheduler.start(disposed: 233) {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, b, _, _, _, _, _, _ in a + b }
        }
        // The hot sources' events at 233 were scheduled before the disposal at 233, so they still count.
        XCTAssertEqual(result.events, [.next(218, 3), .next(231, 12), .next(232, 30), .next(233, 30)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 233)]) }
    }

    // MARK: zip

    func testZipOf8PairsValuesInOrder() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 8)
        let result = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
        }
        XCTAssertEqual(result.events, [.next(218, 36), .next(238, 360)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)]) }
    }

    func testZipOf7And8TupleForms() {
        let s = (1...8).map { Observable.of($0, $0 * 10) }
        var results: [String] = []
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
            .subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)") })
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
            .subscribe(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)") })
        XCTAssertEqual(results, ["1234567", "10203040506070", "12345678", "1020304050607080"])
    }

    func testZipOf7CompletesWhenEverySourceCompleted() {
        let scheduler = TestScheduler()
        let s = (1...7).map { i in scheduler.createHotObservable([.next(210 + i, i), .completed(220 + i)]) }
        let result = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        }
        XCTAssertEqual(result.events, [.next(217, 28), .completed(227)])
        for (i, source) in s.enumerated() { XCTAssertEqual(source.subscriptions, [Subscription(200, 221 + i)]) }
    }

    func testZipOf8NeverCompletesWhileASourceIsOpen() {
        let scheduler = TestScheduler()
        let s = (1...7).map { i in scheduler.createHotObservable([.next(210 + i, i), .completed(220 + i)]) }
            + [scheduler.createHotObservable([.next(150, 0)])]
        let result = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(s[7].subscriptions, [Subscription(200, 1000)])
    }

    func testZipOf8FailsWhenAnySourceFails() {
        let scheduler = TestScheduler()
        let s = (1...8).map { i in
            scheduler.createHotObservable(i == 4 ? [.error(225, OpsError.boom)] : [.next(210 + i, i)])
        }
        let result = scheduler.start {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
        }
        XCTAssertEqual(result.events, [.error(225, OpsError.boom)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 225)]) }
    }

    func testZipOf7DisposalReleasesEverySource() {
        let scheduler = TestScheduler()
        let s = sources(scheduler, count: 7)
        let result = scheduler.start(disposed: 220) {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { a, _, _, _, _, _, g in a + g }
        }
        XCTAssertEqual(result.events, [.next(217, 8)])
        for source in s { XCTAssertEqual(source.subscriptions, [Subscription(200, 220)]) }
    }

    func testZipOf8DisposalDuringEmissionStopsAtOnce() {
        let subjects = (1...8).map { _ in PublishSubject<Int>() }
        var results: [Int] = []
        var subscription: Disposable?
        subscription = Observable.zip(
            subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7]
        ) { a, _, _, _, _, _, _, h in a + h }
            .subscribe(onNext: { value in
                results.append(value)
                subscription?.dispose()
            })
        for (i, subject) in subjects.enumerated() { subject.onNext(i); subject.onNext(10 * i) }
        XCTAssertEqual(results, [7], "the second pair is not sent after disposal in the first one's handler")
        for subject in subjects { XCTAssertFalse(subject.hasObservers) }
    }
}
