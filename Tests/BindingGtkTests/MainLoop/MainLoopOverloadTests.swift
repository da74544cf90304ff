import Binding
import ReactiveCore
import BindingGtk
import BindingGtkTesting
import Dispatch
import Foundation
import Synchronization
import XCTest

/// Producers on other threads faster than the main thread, in a running GTK
/// main loop: the loop helpers keep their deadlines, the bound widgets end on
/// the last values, events are all delivered, and the values waiting for the
/// main thread stay bounded. Counts and outcomes, never timings.
final class MainLoopOverloadTests: XCTestCase {
    private final class Model: @unchecked Sendable {
        @Bindable var title = "start"
        @Mutable var name = "start"
        let rows = MutableObservableArray<String>(["start"])
        let ticks = PublishRelay<Int>()
    }

    /// Writers that run until stopped, counting what they wrote.
    private final class Writers: @unchecked Sendable {
        let stop = Atomic<Bool>(false)
        let mostWaiting = Atomic<Int>(0)
        let ticksSent = Atomic<Int>(0)
        let outstanding = Atomic<Int>(0)
        let steps = Atomic<Int>(0)
        let group = DispatchGroup()

        func start(_ count: Int, _ body: @escaping @Sendable (_ writer: Int, _ step: Int) -> Void) {
            for writer in 0..<count {
                // Threads of their own: loops that run until stopped would
                // hold the global queue's few threads, which a relay's
                // deliverer may need (see `DelivererRole`).
                group.enter()
                Thread.detachNewThread { [self] in
                    defer { group.leave() }
                    var step = 0
                    while !stop.load(ordering: .relaxed) {
                        step += 1
                        body(writer, step)
                        steps.add(1, ordering: .relaxed)
                        let waiting = MainDeliveryQueue.shared.waitingValueCount
                        if waiting > mostWaiting.load(ordering: .relaxed) { mostWaiting.store(waiting, ordering: .relaxed) }
                    }
                }
            }
        }

        /// Stops the writers, running the main loop until they have returned.
        @MainActor
        func finish() -> Bool {
            stop.store(true, ordering: .relaxed)
            return GtkTestKit.pump(until: { group.wait(timeout: .now()) == .success })
        }
    }

    /// A count guarded by a lock beside it.
    private final class UncheckedCounter: @unchecked Sendable {
        var count = 0
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            _ = GtkTestKit.pump(until: {
                MainDeliveryQueue.shared.waitingValueCount == 0 && !MainDeliveryQueue.shared.isOverloaded
            })
        }
        super.tearDown()
    }

    func testRunForRunUntilAndRunPendingReturnUnderAStreamOfMainThreadWork() throws {
        try onGtk {
            let model = Model()
            let label = Label("start")
            let window = Window(title: "stream")
            window.add(label)
            let binding = model.$title => label.rx.text
            defer {
                binding.dispose()
                window.destroy()
            }
            XCTAssertTrue(GtkTestKit.showAndWait(window))
            let writers = Writers()
            writers.start(2) { writer, step in
                model.title = "\(writer) \(step)"
                // Plain main-queue work too, at most 64 blocks at a time.
                if writers.outstanding.load(ordering: .relaxed) < 64 {
                    writers.outstanding.add(1, ordering: .relaxed)
                    DispatchQueue.main.async { writers.outstanding.subtract(1, ordering: .relaxed) }
                }
            }
            let stepsBefore = writers.steps.load(ordering: .relaxed)
            // Each returns (the test goes on) while the stream goes on.
            MainLoop.run(for: .milliseconds(100))
            XCTAssertNotEqual(label.text, "start", "deliveries ran during run(for:)")
            XCTAssertFalse(MainLoop.run(until: { false }, timeout: .milliseconds(50)), "returns at its deadline")
            MainLoop.runPending()
            MainLoop.runPending(atMost: .milliseconds(20))
            XCTAssertGreaterThan(writers.steps.load(ordering: .relaxed), stepsBefore, "the writers kept writing meanwhile")
            XCTAssertTrue(writers.finish(), "the writers stopped")
            DispatchQueue.global().async { model.title = "final" }
            XCTAssertTrue(GtkTestKit.pump(until: { label.text == "final" }), "the label shows the last value: \(label.text)")
        }
    }

    func testAWindowOfBindingsUnderAWriteStormEndsOnTheLastValuesWithBoundedWaiting() throws {
        try onGtk {
            let model = Model()
            let window = Window(title: "storm")
            let column = Box(orientation: .vertical, spacing: 0)
            let labels = (0..<10).map { _ in Label("start") }
            let entries = (0..<5).map { _ in Entry() }
            let list = ListBox()
            var bindings: [Disposable] = []
            for label in labels {
                column.packStart(label)
                bindings.append(model.$title => label.rx.text)
            }
            for entry in entries {
                column.packStart(entry)
                bindings.append(model.$name <=> entry.rx.text ?? "")
            }
            column.packStart(list)
            bindings.append(list.rx.items(model.rows) { $0 })
            var ticks: [Int] = []
            bindings.append(model.ticks.asSignal().emit(onNext: { ticks.append($0) }))
            window.add(column)
            defer {
                bindings.forEach { $0.dispose() }
                window.destroy()
            }
            XCTAssertTrue(GtkTestKit.showAndWait(window))

            let writers = Writers()
            let ticker = NSLock()
            let ticked = UncheckedCounter()
            writers.start(3) { writer, step in
                let text = "\(writer) \(step)"
                model.title = text
                model.name = text
                if step % 16 == 0 {
                    if step % 512 == 0 { model.rows.replace(with: (0..<8).map { "\(text) \($0)" }) } else { model.rows.append(text) }
                }
                if step % 64 == 0 {
                    // Ticks are numbered in the order they are sent.
                    ticker.lock()
                    ticked.count += 1
                    model.ticks.accept(ticked.count)
                    ticker.unlock()
                    writers.ticksSent.add(1, ordering: .relaxed)
                }
            }
            MainLoop.run(for: .milliseconds(300))
            XCTAssertTrue(writers.finish(), "the writers stopped")

            let finalRows = (0..<5).map { "final \($0)" }
            DispatchQueue.global().async {
                model.rows.replace(with: finalRows)
                model.name = "final name"
                model.title = "final title"
            }
            let texts = { (0..<list.rowCount).compactMap { (list.rowContent(at: $0) as? Label)?.text } }
            XCTAssertTrue(GtkTestKit.pump(until: {
                labels.allSatisfy { $0.text == "final title" } && entries.allSatisfy { $0.text == "final name" }
                    && texts() == finalRows
            }), "every binding ends on its last value: \(labels[0].text), \(entries[0].text), \(texts())")
            XCTAssertTrue(GtkTestKit.pump(until: { ticks.count == writers.ticksSent.load(ordering: .relaxed) }))
            XCTAssertEqual(ticks, (0..<writers.ticksSent.load(ordering: .relaxed)).map { $0 + 1 }, "every event, in order")
            // Ten labels, five entries, a list and a signal: far fewer than
            // the writes, and bounded however fast the writers are.
            XCTAssertLessThanOrEqual(
                writers.mostWaiting.load(ordering: .relaxed),
                MainDeliveryQueue.overloadThreshold + writers.ticksSent.load(ordering: .relaxed) + 20)
        }
    }
}
