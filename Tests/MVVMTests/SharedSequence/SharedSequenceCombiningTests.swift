import BindingTesting
import Foundation
import MVVM
import ReactiveCore
import XCTest

/// Combining and flattening operators on Driver and Signal: the results keep
/// the trait (main thread, shared, replay for Driver) and the Observable semantics.
final class SharedSequenceCombiningTests: XCTestCase {
    override func tearDown() {
        opsDrainMainQueue()
        super.tearDown()
    }

    func testDriverCombineLatestTupleAndSelectorForms() {
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: 2), c = BehaviorRelay(value: 3)
        let d = BehaviorRelay(value: 4), e = BehaviorRelay(value: 5), f = BehaviorRelay(value: 6)
        var results: [Int] = []
        let bag = DisposeBag()
        let pair: Driver<(Int, Int)> = Driver.combineLatest(a.asDriver(), b.asDriver())
        pair.drive(onNext: { results.append($0 + $1) }).disposed(by: bag)
        Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver())
            .drive(onNext: { results.append($0 + $1 + $2) }).disposed(by: bag)
        Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver(), d.asDriver()) { $0 + $1 + $2 + $3 }
            .drive(onNext: { results.append($0) }).disposed(by: bag)
        Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver(), d.asDriver(), e.asDriver())
            .drive(onNext: { results.append($0 + $1 + $2 + $3 + $4) }).disposed(by: bag)
        Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver(), d.asDriver(), e.asDriver(), f.asDriver()) {
            $0 + $1 + $2 + $3 + $4 + $5
        }.drive(onNext: { results.append($0) }).disposed(by: bag)
        Driver.combineLatest([a.asDriver(), b.asDriver()]).drive(onNext: { results.append($0.reduce(0, +)) }).disposed(by: bag)
        Driver.combineLatest([a.asDriver(), c.asDriver()]) { $0.reduce(0, +) }.drive(onNext: { results.append($0) }).disposed(by: bag)
        XCTAssertEqual(results, [3, 6, 10, 15, 21, 3, 4])
        results.removeAll()
        a.accept(11)
        XCTAssertEqual(results, [13, 16, 20, 25, 31, 13, 14])
    }

    func testDriverCombineLatestIsSharedAndReplaysItsLatestValue() {
        let subscriptions = OpsCounter(), disposals = OpsCounter()
        let name = BehaviorRelay(value: "Ada"), email = BehaviorRelay(value: "ada@x")
        let counted = Driver(name.asObservable().opsCounted(subscriptions: subscriptions, disposals: disposals))
        let summary = Driver.combineLatest(counted, email.asDriver()) { "\($0) <\($1)>" }
        var first: [String] = [], second: [String] = []
        let a = summary.drive(onNext: { first.append($0) })
        email.accept("ada@y")
        let b = summary.drive(onNext: { second.append($0) })
        XCTAssertEqual(first, ["Ada <ada@x>", "Ada <ada@y>"])
        XCTAssertEqual(second, ["Ada <ada@y>"], "a late subscriber gets the latest combination at once")
        XCTAssertEqual(subscriptions.value, 1, "one upstream subscription for both subscribers")
        a.dispose()
        b.dispose()
        XCTAssertEqual(disposals.value, 1)
    }

    func testCombinedDriverDeliversOnTheMainThread() {
        let left = BehaviorRelay(value: 0), right = BehaviorRelay(value: 0)
        let received = OpsRecorder<Int>()
        var onMain = true
        let subscription = Driver.combineLatest(left.asDriver(), right.asDriver()) { $0 + $1 }
            .drive(onNext: { value in
                onMain = onMain && Thread.isMainThread
                received.record(.next(value))
            })
        let done = expectation(description: "written from another thread")
        Thread.detachNewThread {
            left.accept(1)
            right.accept(2)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        opsDrainMainQueue()
        XCTAssertEqual(received.values, [0, 1, 3])
        XCTAssertTrue(onMain)
        subscription.dispose()
    }

    func testMergeZipAndConcat() {
        let taps = PublishRelay<String>(), keys = PublishRelay<String>()
        var merged: [String] = []
        let bag = DisposeBag()
        Signal.merge(taps.asSignal(), keys.asSignal()).emit(onNext: { merged.append($0) }).disposed(by: bag)
        Signal.merge([taps.asSignal()]).emit(onNext: { merged.append("only \($0)") }).disposed(by: bag)
        taps.accept("tap")
        keys.accept("key")
        XCTAssertEqual(merged, ["tap", "only tap", "key"])

        var zipped: [String] = []
        Driver.zip(Driver.of(1, 2, 3), Driver.of("a", "b")).drive(onNext: { zipped.append("\($0)\($1)") }).disposed(by: bag)
        Driver.zip(Driver.of(1, 2), Driver.of(10, 20)) { $0 + $1 }.drive(onNext: { zipped.append("\($0)") }).disposed(by: bag)
        Driver.zip([Driver.of(1), Driver.of(2)]).drive(onNext: { zipped.append("\($0)") }).disposed(by: bag)
        Driver.zip(Driver.of(1), Driver.of(2), Driver.of(3)) { $0 + $1 + $2 }.drive(onNext: { zipped.append("\($0)") }).disposed(by: bag)
        var concatenated: [Int] = []
        Driver.concat([Driver.of(1, 2), Driver.of(3)]).drive(onNext: { concatenated.append($0) }).disposed(by: bag)
        opsDrainMainQueue()
        XCTAssertEqual(zipped, ["1a", "2b", "11", "22", "[1, 2]", "6"])
        XCTAssertEqual(concatenated, [1, 2, 3])
    }

    func testSignalWithLatestFromDriver() {
        let save = PublishRelay<Void>()
        let name = BehaviorRelay(value: "Ada")
        var saved: [String] = []
        let saves: Signal<String> = save.asSignal().withLatestFrom(name.asDriver())
        let subscription = saves.emit(onNext: { saved.append($0) })
        save.accept(())
        name.accept("Grace")
        save.accept(())
        let withSelector: Signal<String> = save.asSignal().withLatestFrom(name.asDriver()) { _, name in name.uppercased() }
        let other = withSelector.emit(onNext: { saved.append($0) })
        save.accept(())
        XCTAssertEqual(saved, ["Ada", "Grace", "Grace", "GRACE"])
        subscription.dispose()
        other.dispose()
    }

    func testFlatMapLatestDisposesThePreviousInnerDriver() {
        let query = BehaviorRelay(value: "a")
        let disposals = OpsCounter()
        var results: [String] = []
        let inners: [String: BehaviorRelay<String>] = ["a": BehaviorRelay(value: "a0"), "b": BehaviorRelay(value: "b0")]
        let latest = query.asDriver()
            .flatMapLatest { key in inners[key]!.asDriver().do(onDispose: disposals.increment) }
        let subscription = latest.drive(onNext: { results.append($0) })
        inners["a"]!.accept("a1")
        query.accept("b")
        XCTAssertEqual(disposals.value, 1)
        inners["a"]!.accept("a2")
        inners["b"]!.accept("b1")
        XCTAssertEqual(results, ["a0", "a1", "b0", "b1"])
        subscription.dispose()
        XCTAssertEqual(disposals.value, 2)
    }

    func testFlatMapAndConcatMapKeepTheTrait() {
        let source = PublishRelay<Int>()
        var merged: [Int] = [], concatenated: [Int] = []
        let a = source.asSignal().flatMap { Signal.of($0, $0 * 10) }.emit(onNext: { merged.append($0) })
        let b = source.asSignal().concatMap { Signal.of($0, -$0) }.emit(onNext: { concatenated.append($0) })
        source.accept(1)
        source.accept(2)
        opsDrainMainQueue()
        XCTAssertEqual(merged, [1, 10, 2, 20])
        XCTAssertEqual(concatenated, [1, -1, 2, -2])
        a.dispose()
        b.dispose()
    }

    func testObservableReturningSelectorGivesAnObservable() {
        // The seed's pattern: a Signal of taps flat-mapped to a service call.
        let saveTaps = PublishRelay<Void>()
        var results: [String] = []
        let calls = saveTaps.asSignal()
            .flatMapLatest { _ -> Observable<String> in .just("saved") }
        let subscription = calls
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { results.append($0) })
        saveTaps.accept(())
        let driverTyped: Driver<Int> = Driver.just(1).flatMapLatest { _ in .just(2) }
        let merged: Observable<Int> = Driver.just(1).flatMap { Observable.of($0, $0) }
        let concatenated: Observable<Int> = Driver.just(1).concatMap { _ in PublishRelay<Int>() }
        _ = (driverTyped, merged, concatenated)
        opsDrainMainQueue()
        XCTAssertEqual(results, ["saved"])
        subscription.dispose()
    }

    func testStartWithAndScan() {
        let clicks = PublishRelay<Int>()
        var totals: [Int] = []
        let driver: Driver<Int> = clicks.asSignal().scan(0, accumulator: +).asDriver(onErrorJustReturn: -1)
        let subscription = driver.startWith(0)
            .drive(onNext: { totals.append($0) })
        XCTAssertEqual(totals, [0], "the start value arrives synchronously, like a Driver's replay")
        clicks.accept(2)
        clicks.accept(3)
        opsDrainMainQueue()
        XCTAssertEqual(totals, [0, 2, 5])
        subscription.dispose()

        var lists: [[Int]] = []
        let other = clicks.asSignal().scan(into: [Int]()) { $0.append($1) }.emit(onNext: { lists.append($0) })
        clicks.accept(7)
        clicks.accept(8)
        opsDrainMainQueue()
        XCTAssertEqual(lists, [[7], [7, 8]])
        other.dispose()
    }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// A Driver of an arbitrary (main-thread, non-failing) test observable.
    fileprivate init(_ source: Observable<Element>) {
        self = source.asDriver(onErrorDriveWith: .empty())
    }
}
