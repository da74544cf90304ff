import BindingTesting
import MVVM
import ReactiveCore
import XCTest

/// The 7- and 8-sequence forms of `combineLatest` and `zip` on Driver and Signal keep the
/// trait and the Observable semantics, like the shorter forms (SharedSequenceCombiningTests).
final class SharedSequenceArityTests: XCTestCase {
    override func tearDown() {
        opsDrainMainQueue()
        super.tearDown()
    }

    func testDriverCombineLatestOf7And8TupleAndSelectorForms() {
        let r = (1...8).map { BehaviorRelay(value: $0) }
        let d = r.map { $0.asDriver() }
        var results: [String] = []
        let bag = DisposeBag()
        let seven: Driver<(Int, Int, Int, Int, Int, Int, Int)> = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6])
        seven.drive(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)") }).disposed(by: bag)
        Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7])
            .drive(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)") }).disposed(by: bag)
        Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
            .drive(onNext: { results.append("\($0)") }).disposed(by: bag)
        Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .drive(onNext: { results.append("\($0)") }).disposed(by: bag)
        XCTAssertEqual(results, ["1234567", "12345678", "28", "36"])
        results.removeAll()
        r[7].accept(0)
        XCTAssertEqual(results, ["12345670", "28"], "only the 8-source forms see the eighth")
        bag.dispose()
        r[0].accept(9)
        XCTAssertEqual(results.count, 2, "nothing after disposal")
    }

    func testDriverCombineLatestOf8IsSharedAndReplaysItsLatestValue() {
        let r = (1...8).map { BehaviorRelay(value: $0) }
        let d = r.map { $0.asDriver() }
        var evaluations = 0
        let sum = Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { a, b, c, e, f, g, h, i -> Int in
            evaluations += 1
            return a + b + c + e + f + g + h + i
        }
        var first: [Int] = [], second: [Int] = []
        let bag = DisposeBag()
        sum.drive(onNext: { first.append($0) }).disposed(by: bag)
        sum.drive(onNext: { second.append($0) }).disposed(by: bag)
        XCTAssertEqual(first, [36])
        XCTAssertEqual(second, [36], "a late subscriber gets the replayed value")
        XCTAssertEqual(evaluations, 1, "one subscription to the sources, shared")
    }

    func testSignalZipOf7And8PairsInOrder() {
        let relays = (1...8).map { _ in PublishRelay<Int>() }
        let s = relays.map { $0.asSignal() }
        var results: [String] = []
        let bag = DisposeBag()
        Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
            .emit(onNext: { results.append("7: \($0 + $1 + $2 + $3 + $4 + $5 + $6)") }).disposed(by: bag)
        Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .emit(onNext: { results.append("8: \($0)") }).disposed(by: bag)
        for (i, relay) in relays.enumerated() { relay.accept(i + 1) }
        for (i, relay) in relays.enumerated().dropLast() { relay.accept(10 * (i + 1)) }
        XCTAssertEqual(results, ["7: 28", "8: 36", "7: 280"], "the 8-source zip waits for the eighth's second value")
        relays[7].accept(80)
        XCTAssertEqual(results.last, "8: 360")
    }

    func testDriverZipOf8TupleFormAndCompletion() {
        var results: [String] = []
        var completed = false
        let bag = DisposeBag()
        Driver.zip(Driver.of(1, 2), Driver.of(2), Driver.of(3), Driver.of(4), Driver.of(5), Driver.of(6), Driver.of(7), Driver.of(8))
            .drive(onNext: { results.append("\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)") }, onCompleted: { completed = true })
            .disposed(by: bag)
        let d: [Driver<Int>] = (1...7).map { Driver.of($0) }
        let product: Driver<Int> = Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { a, b, c, e, f, g, h in
            a * b * c * e * f * g * h
        }
        product.drive(onNext: { results.append("\($0)") }).disposed(by: bag)
        opsDrainMainQueue()
        XCTAssertEqual(results, ["12345678", "5040"])
        XCTAssertTrue(completed, "completes once every source has completed")
    }
}
