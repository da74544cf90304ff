import BindingTesting
import ReactiveCore
import XCTest

final class DebugTests: XCTestCase {
    private var lines = OpsRecorder<String>()
    private var originalWrite: (@Sendable (String) -> Void)?

    override func setUp() {
        super.setUp()
        let lines = OpsRecorder<String>()
        self.lines = lines
        originalWrite = DebugOutput.write
        DebugOutput.write = { lines.record(.next($0)) }
    }

    override func tearDown() {
        if let originalWrite { DebugOutput.write = originalWrite }
        super.tearDown()
    }

    /// The lines without their timestamps, after checking each has one
    /// (`yyyy-MM-dd HH:mm:ss.SSS: `).
    private func contents(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        lines.values.map { text in
            let parts = text.split(separator: ": ", maxSplits: 1).map(String.init)
            XCTAssertEqual(parts.count, 2, "no timestamp in \(text)", file: file, line: line)
            let stamp = parts.first ?? ""
            let shape = stamp.map { $0.isNumber ? "9" : String($0) }.joined()
            XCTAssertEqual(shape, "9999-99-99 99:99:99.999", "timestamp \(stamp)", file: file, line: line)
            return parts.last ?? ""
        }
    }

    func testDebugLogsSubscriptionEventsAndDisposal() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.debug("profile") }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(contents(), [
            "profile -> subscribed", "profile -> Event next(1)", "profile -> Event next(2)",
            "profile -> Event completed", "profile -> isDisposed",
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testDebugLogsErrorsAndDisposalByTheSubscriberOnce() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.error(210, OpsError.boom, Int.self)])
        _ = scheduler.start { failing.debug("load") }
        let endless = scheduler.createHotObservable([.next(1210, "a")])
        _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { endless.debug("name") }
        XCTAssertEqual(contents(), [
            "load -> subscribed", "load -> Event error(boom)", "load -> isDisposed",
            "name -> subscribed", "name -> Event next(a)", "name -> isDisposed",
        ])
    }

    func testDebugDefaultIdentifierNamesTheCallSite() {
        let line = #line + 1
        _ = Observable.just(1).debug().subscribe()
        XCTAssertEqual(contents().first, "DebugTests.swift:\(line) (testDebugDefaultIdentifierNamesTheCallSite()) -> subscribed")
    }

    func testDebugTrimsLongEventsWhenAsked() {
        let long = String(repeating: "x", count: 30) + String(repeating: "y", count: 30)
        _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
        _ = Observable.just("short").debug("u", trimOutput: true).subscribe()
        let events = contents().filter { $0.contains("Event next") }
        XCTAssertEqual(events, [
            "t -> Event next(xxxxxxxxxxxxxxx...yyyyyyyyyyyyyyyyyyy)",
            "u -> Event next(short)",
        ])
    }

    /// Every subscription logs on its own; the output may be replaced while
    /// subscriptions on other threads write.
    func testDebugFromSeveralThreads() {
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<50 {
                _ = Observable.just(worker).debug("w\(worker)").subscribe()
            }
        }
        XCTAssertEqual(lines.values.count, 4 * 50 * 4)
        for worker in 0..<4 {
            XCTAssertEqual(contents().filter { $0.hasPrefix("w\(worker) -> Event next") }.count, 50)
        }
    }
}
