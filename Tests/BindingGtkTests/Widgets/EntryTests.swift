import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

final class EntryTests: XCTestCase {
    func testTextEmitsInitialValueThenEachTypedCharacter() throws {
        try onGtk {
            let entry = Entry(text: "Hi")
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.text)
            try GtkTestKit.type(" Bob", into: entry)
            XCTAssertEqual(recorder.values, ["Hi", "Hi ", "Hi B", "Hi Bo", "Hi Bob"])
            try GtkTestKit.pressBackspace(2, in: entry)
            XCTAssertEqual(recorder.values.suffix(2), ["Hi Bo", "Hi B"])
            window.destroy()
        }
    }

    func testTypingFiresInsertTextAndChangedPerCharacter() throws {
        try onGtk {
            let entry = Entry()
            let window = makeShownWindow(entry)
            var inserted: [String] = []
            var changes = 0
            entry.connectInsertText { text, _ in inserted.append(text) }
            entry.connect("changed") { changes += 1 }
            try GtkTestKit.type("añ1", into: entry)
            XCTAssertEqual(inserted, ["a", "ñ", "1"])
            XCTAssertEqual(changes, 3)
            XCTAssertEqual(entry.text, "añ1")
            window.destroy()
        }
    }

    func testProgrammaticSetsDoNotEcho() throws {
        try onGtk {
            let entry = Entry()
            let recorder = ControlRecorder(entry.rx.text)
            entry.rx.text.onNext("from view model")
            entry.text = "from code"
            entry.rx.text.onNext(nil)
            XCTAssertEqual(entry.text, "")
            XCTAssertEqual(recorder.values, [""], "only the initial value; sets are not echoed")
            var rawChanges = 0
            entry.connect("changed") { rawChanges += 1 }
            entry.text = "x"
            XCTAssertEqual(rawChanges, 1, "GTK itself still emits changed")
            XCTAssertEqual(recorder.values, [""])
        }
    }

    func testChangedSkipsTheInitialValue() throws {
        try onGtk {
            let entry = Entry(text: "start")
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.text.changed)
            XCTAssertEqual(recorder.values, [])
            try GtkTestKit.type("!", into: entry)
            XCTAssertEqual(recorder.values, ["start!"])
            window.destroy()
        }
    }

    func testTwoWayBindingStaysLoopFreeWhileTheUserTypes() throws {
        try onGtk {
            let entry = Entry(text: "ignored")
            let window = makeShownWindow(entry)
            let name = BehaviorRelay(value: "Ada")
            var relayValues: [String] = []
            let watch = name.subscribe(onNext: { relayValues.append($0) })
            let binding = name <=> entry.rx.text.orEmpty
            XCTAssertEqual(entry.text, "Ada", "at creation the view model's value wins")
            try GtkTestKit.type("m", into: entry)
            XCTAssertEqual(name.value, "Adam")
            name.accept("Grace")
            XCTAssertEqual(entry.text, "Grace")
            XCTAssertEqual(relayValues, ["Ada", "Adam", "Grace"], "each value once: no echo, no loop")
            binding.dispose()
            watch.dispose()
            window.destroy()
        }
    }

    func testBinderAppliesOnTheMainThreadWhenWrittenFromABackgroundThread() throws {
        try onGtk {
            let entry = Entry()
            let text = PublishRelay<String?>()
            let binding = text.bind(to: entry.rx.text)
            DispatchQueue.global().async { text.accept("from background") }
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "from background" }, timeout: .seconds(2)))
            binding.dispose()
        }
    }

    func testTextCompletesWhenTheWindowIsDestroyed() throws {
        try onGtk {
            let entry = Entry()
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.text)
            let activations = ControlRecorder(entry.rx.activate)
            let messages = GtkTestKit.recordingLogMessages {
                window.destroy()
                XCTAssertTrue(recorder.isCompleted)
                XCTAssertTrue(activations.isCompleted)
                recorder.dispose()
                entry.rx.text.onNext("after destroy")
            }
            XCTAssertEqual(messages, [])
            let late = ControlRecorder(entry.rx.text)
            XCTAssertTrue(late.isCompleted, "subscribing to a destroyed entry completes at once")
            XCTAssertEqual(late.values, [])
        }
    }

    func testActivateFiresOnEnter() throws {
        try onGtk {
            let entry = Entry()
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.activate)
            try GtkTestKit.pressEnter(in: entry)
            XCTAssertEqual(recorder.values.count, 1)
            window.destroy()
        }
    }

    func testIconPressReportsThePosition() throws {
        try onGtk {
            let entry = Entry()
            entry.setIcon(named: "edit-clear-symbolic", at: .secondary)
            XCTAssertEqual(entry.iconName(at: .secondary), "edit-clear-symbolic")
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.iconPress)
            XCTAssertTrue(GtkTestKit.pressIcon(at: .secondary, of: entry))
            XCTAssertFalse(GtkTestKit.pressIcon(at: .primary, of: entry), "no icon there")
            XCTAssertEqual(recorder.values, [.secondary])
            window.destroy()
        }
    }

    func testBindersForPlaceholderEditabilityVisibilityAndProgress() throws {
        try onGtk {
            let entry = Entry()
            Observable.just("Your name").bind(to: entry.rx.placeholderText).dispose()
            XCTAssertEqual(entry.placeholderText, "Your name")
            Observable.just(false).bind(to: entry.rx.isEditable).dispose()
            XCTAssertFalse(entry.isEditable)
            Observable.just(false).bind(to: entry.rx.visibility).dispose()
            XCTAssertFalse(entry.visibility)
            Observable.just(0.25).bind(to: entry.rx.progressFraction).dispose()
            XCTAssertEqual(entry.progressFraction, 0.25, accuracy: 0.0001)
        }
    }

    func testANonEditableEntryIgnoresTyping() throws {
        try onGtk {
            let entry = Entry(text: "fixed")
            entry.isEditable = false
            let window = makeShownWindow(entry)
            let recorder = ControlRecorder(entry.rx.text)
            try? GtkTestKit.type("x", into: entry)
            XCTAssertEqual(entry.text, "fixed")
            XCTAssertEqual(recorder.values, ["fixed"])
            window.destroy()
        }
    }
}
