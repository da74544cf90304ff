import Binding
import BindingGtk
import BindingGtkTesting
import BindingTesting
import CGtk
import Dispatch
import ReactiveCore
import XCTest

/// Converters and update triggers on a real entry: typed text, focus, Enter, pauses, window close.
final class ConvertedTextTests: XCTestCase {

    func testUnparsableTextLeavesTheModelAndBecomesAProblemOnTheField() throws {
        try onGtk {
            let form = FormValidation(display: .afterEdit)
            let age = BehaviorRelay(value: 30)
            let field = form.field(age).rule("Enter an age from 0 to 150") { (0...150).contains($0) }
            let entry = Entry()
            let window = makeShownWindow(entry)
            let bag = DisposeBag()
            bag.insert(
                age <=> entry.rx.text(.integer(format: englishNumbers), validating: field),
                field => entry.rx.validation
            )
            XCTAssertEqual(entry.text, "30", "the model wins at creation")
            try GtkTestKit.type("4", into: entry)
            XCTAssertEqual(age.value, 304)
            XCTAssertEqual(field.currentState.messages, ["Enter an age from 0 to 150"])
            try GtkTestKit.type("x", into: entry)
            XCTAssertEqual(age.value, 304, "the model keeps its last good value")
            XCTAssertEqual(field.currentState.messages, ["“304x” is not a whole number", "Enter an age from 0 to 150"])
            XCTAssertEqual(entry.iconTooltipText(at: .secondary), "“304x” is not a whole number\nEnter an age from 0 to 150")
            XCTAssertEqual(entry.text, "304x", "the typed text stays: nothing is lost")
            XCTAssertFalse(form.isValidNow)
            try GtkTestKit.pressBackspace(2, in: entry)
            XCTAssertEqual(age.value, 30)
            XCTAssertEqual(field.currentState, .valid)
            XCTAssertNil(entry.iconName(at: .secondary))
            window.destroy()
        }
    }

    func testModelChangesSetTheTextUnlessItAlreadyMeansTheValue() throws {
        try onGtk {
            let price = BehaviorRelay(value: 1.5)
            let entry = Entry()
            let window = makeShownWindow(entry)
            let binding = price <=> entry.rx.text(.decimal(format: englishNumbers))
            XCTAssertEqual(entry.text, "1.5")
            try GtkTestKit.type("0", into: entry)
            XCTAssertEqual(price.value, 1.5)
            XCTAssertEqual(entry.text, "1.50", "its own echo does not rewrite what the user typed")
            price.accept(1234)
            XCTAssertEqual(entry.text, "1,234")
            DispatchQueue.global().async { price.accept(7) }
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "7" }), "a value from another thread arrives on the main thread")
            binding.dispose()
            price.accept(8)
            XCTAssertEqual(entry.text, "7", "disposed")
            window.destroy()
        }
    }

    func testOnFocusLossWritesWhenTheFieldIsLeftOrOnEnterAndReformats() throws {
        try onGtk {
            let amount = BehaviorRelay(value: 1)
            let entry = Entry()
            let other = Entry()
            let window = makeShownWindow(entry, other)
            let binding = amount <=> entry.rx.text(.integer(format: englishNumbers), updating: .onFocusLoss)
            try GtkTestKit.type("234", into: entry)
            XCTAssertEqual(amount.value, 1, "typing alone does not write")
            other.grabFocus()
            XCTAssertEqual(amount.value, 1234)
            XCTAssertEqual(entry.text, "1,234", "rewritten in the converter's format after the commit")
            try GtkTestKit.type("5", into: entry)
            try GtkTestKit.pressEnter(in: entry)
            XCTAssertEqual(amount.value, 12_345)
            binding.dispose()
            window.destroy()
        }
    }

    func testOnEnterWritesOnlyOnEnter() throws {
        try onGtk {
            let query = BehaviorRelay(value: "")
            let entry = Entry()
            let other = Entry()
            let window = makeShownWindow(entry, other)
            let binding = query <=> entry.rx.text(updating: .onEnter)
            try GtkTestKit.type("swift", into: entry)
            other.grabFocus()
            XCTAssertEqual(query.value, "")
            try GtkTestKit.pressEnter(in: entry)
            XCTAssertEqual(query.value, "swift")
            binding.dispose()
            window.destroy()
        }
    }

    func testAfterPauseWritesWhenTypingStopsOnVirtualTime() throws {
        try onGtk {
            let scheduler = TestScheduler()
            let name = BehaviorRelay(value: "")
            let entry = Entry()
            let window = makeShownWindow(entry)
            let binding = name <=> entry.rx.text(updating: .afterPause(.seconds(1), scheduler: scheduler))
            try GtkTestKit.type("Gr", into: entry)
            scheduler.advance(by: 0)
            XCTAssertEqual(name.value, "")
            try GtkTestKit.type("ace", into: entry)
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(name.value, "Grace")
            XCTAssertEqual(scheduler.pendingCount, 0, "each key press restarted the one pause")
            binding.dispose()
            window.destroy()
        }
    }

    func testExplicitCommitWritesEveryPendingEditAtOnce() throws {
        try onGtk {
            let edits = EditCommitter()
            let first = BehaviorRelay(value: "")
            let last = BehaviorRelay(value: "")
            let firstEntry = Entry()
            let lastEntry = Entry()
            let window = makeShownWindow(firstEntry, lastEntry)
            let bag = DisposeBag()
            bag.insert(
                first <=> firstEntry.rx.text(.trimmed, updating: .explicit(edits)),
                last <=> lastEntry.rx.text(.trimmed, updating: .explicit(edits))
            )
            try GtkTestKit.type(" Grace ", into: firstEntry)
            try GtkTestKit.type("Hopper", into: lastEntry)
            firstEntry.grabFocus()
            XCTAssertEqual([first.value, last.value], ["", ""])
            edits.commit()
            XCTAssertEqual([first.value, last.value], ["Grace", "Hopper"])
            XCTAssertEqual(firstEntry.text, "Grace")
            window.destroy()
        }
    }

    func testACommitFromAnotherThreadWritesOnTheMainThread() throws {
        try onGtk {
            let edits = EditCommitter()
            let name = BehaviorRelay(value: "")
            let entry = Entry()
            let window = makeShownWindow(entry)
            let binding = name <=> entry.rx.text(.trimmed, updating: .explicit(edits))
            try GtkTestKit.type("Ada ", into: entry)
            DispatchQueue.global().async { edits.commit() }
            XCTAssertTrue(GtkTestKit.pump(until: { name.value == "Ada" }))
            XCTAssertEqual(entry.text, "Ada", "rewritten in the converter's format")
            binding.dispose()
            window.destroy()
        }
    }

    func testAfterPauseAlsoWritesWhenTheFieldIsLeftBeforeThePause() throws {
        try onGtk {
            let scheduler = TestScheduler()
            let amount = BehaviorRelay(value: 0)
            let entry = Entry()
            let other = Entry()
            let window = makeShownWindow(entry, other)
            let binding = amount <=> entry.rx.text(.integer(format: englishNumbers), updating: .afterPause(.seconds(1), scheduler: scheduler))
            try GtkTestKit.type("7", into: entry)
            other.grabFocus()
            XCTAssertEqual(amount.value, 7)
            XCTAssertEqual(scheduler.pendingCount, 0, "the pending pause was cancelled")
            binding.dispose()
            window.destroy()
        }
    }

    func testAPendingEditIsWrittenBeforeItsWindowCloses() throws {
        try onGtk {
            let closings: [(String, @MainActor (Window) -> Void)] = [
                ("destroy", { $0.destroy() }), ("requestClose", { $0.requestClose() }), ("hide", { $0.hide() }),
            ]
            for (name, close) in closings {
                let note = BehaviorRelay(value: "")
                let entry = Entry()
                let window = makeShownWindow(entry)
                let binding = note <=> entry.rx.text(updating: .onEnter)
                try GtkTestKit.type("typed, never confirmed", into: entry)
                XCTAssertEqual(note.value, "")
                close(window)
                XCTAssertTrue(GtkTestKit.pump(until: { window.isDestroyed || !window.isVisible }), name)
                XCTAssertEqual(note.value, "typed, never confirmed", name)
                binding.dispose()
                window.destroy()
            }
        }
    }

    func testAWriteStormFromAnotherThreadWaitsAsOneHopAndEndsOnTheLastValue() throws {
        try onGtk {
            let count = BehaviorRelay(value: 0)
            let entry = Entry()
            let window = makeShownWindow(entry)
            let binding = count <=> entry.rx.text(.integer(format: englishNumbers))
            let queue = MainDeliveryQueue.shared
            let waitingBefore = queue.waitingValueCount
            let written = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for value in 1...10_000 { count.accept(value) }
                written.signal()
            }
            // The main thread does not run meanwhile: every write finds the hop still waiting.
            written.wait()
            XCTAssertEqual(queue.waitingValueCount - waitingBefore, 1, "one waiting hop stands for every write")
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "10,000" }), "the entry ends on the last value")
            DispatchQueue.global().async {
                count.accept(1)
                count.accept(2)
                written.signal()
            }
            written.wait()
            binding.dispose()
            XCTAssertEqual(queue.waitingValueCount, waitingBefore, "a disposed binding's hop no longer waits")
            MainLoop.runPending()
            XCTAssertEqual(entry.text, "10,000", "nor is it delivered")
            window.destroy()
        }
    }

    func testADestroyedEntryIgnoresModelChanges() throws {
        try onGtk {
            let value = BehaviorRelay(value: 1)
            let entry = Entry()
            let window = makeShownWindow(entry)
            let bag = DisposeBag()
            bag.insert(value <=> entry.rx.text(.integer(format: englishNumbers), updating: .onFocusLoss))
            window.destroy()
            value.accept(2)
            XCTAssertTrue(entry.isDestroyed)
        }
    }
}

/// Numbers as written in English: "1,234.5".
private let englishNumbers = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")
