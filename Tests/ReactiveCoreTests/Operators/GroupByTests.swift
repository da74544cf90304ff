import BindingTesting
import ReactiveCore
import XCTest

final class GroupByTests: XCTestCase {
    /// Each new key sends a group before its first value; every group and the
    /// result complete when the source does.
    func testGroupBySendsAGroupPerKeyAndCompletesThemAll() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "apricot"), .completed(300),
        ])
        let result = scheduler.start {
            source.groupBy { $0.first! }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(result.events, [
            .next(210, "a:apple"), .next(220, "a:avocado"), .next(230, "b:banana"), .next(240, "a:apricot"), .completed(300),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])

        let keys = scheduler.start(created: 1000, subscribed: 1000, disposed: 2000) {
            scheduler.createHotObservable([.next(1010, 1), .next(1020, 2), .next(1030, 3), .completed(1040)])
                .groupBy { $0 % 2 }.map(\.key)
        }
        XCTAssertEqual(keys.events, [.next(1010, 1), .next(1020, 0), .completed(1040)])
    }

    func testGroupByFailureReachesEveryGroupThenTheResult() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, OpsError.boom)])
        let observer = scheduler.createObserver(String.self)
        let groups = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.groupBy { $0 }.subscribe(onNext: { group in
                _ = group.map { _ in "\(group.key)" }.subscribe(observer)
            }, onError: { _ in groups.onNext(-1) })
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "1"), .next(220, "2"), .error(230, OpsError.boom), .error(230, OpsError.boom)])
        XCTAssertEqual(groups.events, [.next(230, -1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByThrowingKeySelectorFailsEverything() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 13), .next(230, 2)])
        let result = scheduler.start {
            source.groupBy { value -> Int in
                if value > 10 { throw OpsError.other }
                return value
            }.flatMap { $0 }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OpsError.other)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// As in RxSwift, the source stays subscribed while a group is: the
    /// outer subscriber leaving does not cut off a group still in use; the
    /// source goes when the last group subscription goes.
    func testGroupByKeepsTheSourceWhileAGroupIsSubscribed() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 1), .next(260, 2), .next(320, 1)])
        let outer = SerialDisposable()
        let inner = SerialDisposable()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            outer.disposable = source.groupBy { $0 }.subscribe(onNext: { group in
                if group.key == 1 { inner.disposable = group.subscribe(observer) }
            })
        }
        scheduler.scheduleAt(240) { outer.dispose() }
        scheduler.scheduleAt(300) { inner.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(250, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByDisposalWithoutGroupsReleasesTheSource() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let result = scheduler.start(disposed: 300) { source.groupBy { $0 }.map(\.key) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    /// Values arrive from several threads (serialised by a subject, as the
    /// contract requires) while groups are subscribed and disposed.
    func testGroupByAcrossThreads() {
        let source = PublishSubject<Int>()
        let counted = OpsCounter()
        let bag = DisposeBag()
        source.groupBy { $0 % 4 }.flatMap { $0 }.subscribe(onNext: { _ in counted.increment() }).disposed(by: bag)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<500 {
                lock.lock()
                source.onNext(worker * 1000 + value)
                lock.unlock()
            }
        }
        XCTAssertEqual(counted.value, 2000)
    }
}
