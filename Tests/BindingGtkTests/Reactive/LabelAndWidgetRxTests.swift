import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import Dispatch
import XCTest

final class LabelAndWidgetRxTests: XCTestCase {
    func testLabelTextAndMarkupBinders() throws {
        try onGtk {
            let label = Label("start")
            let text = PublishRelay<String?>()
            let binding = text.bind(to: label.rx.text)
            text.accept("Hello")
            XCTAssertEqual(label.text, "Hello")
            text.accept(nil)
            XCTAssertEqual(label.text, "")
            binding.dispose()
            Observable.just("<b>Bold</b> move").bind(to: label.rx.markup).dispose()
            XCTAssertEqual(label.text, "Bold move")
            XCTAssertEqual(label.markup, "<b>Bold</b> move")
            label.text = "plain"
            XCTAssertNil(label.markup)
        }
    }

    func testLabelBinderAppliesBackgroundWritesOnTheMainThreadInOrder() throws {
        try onGtk {
            let label = Label()
            let text = PublishRelay<String?>()
            var applied: [String] = []
            label.connect("notify::label", pointerHandler: { _ in
                applied.append(label.text)
            })
            let binding = text.bind(to: label.rx.text)
            DispatchQueue.global().async {
                for index in 1...50 { text.accept("value \(index)") }
            }
            XCTAssertTrue(GtkTestKit.pump(until: { label.text == "value 50" }, timeout: .seconds(2)))
            XCTAssertEqual(applied, (1...50).map { "value \($0)" }, "every write applied, in order")
            binding.dispose()
        }
    }

    func testBindersHoldTheirWidgetWeakly() throws {
        try onGtk {
            let text = PublishRelay<String?>()
            weak var weakLabel: Label?
            var binding: Disposable?
            do {
                let label = Label()
                weakLabel = label
                binding = text.bind(to: label.rx.text)
            }
            XCTAssertNil(weakLabel, "the binding did not keep the unparented label alive")
            text.accept("nobody home")
            binding?.dispose()
        }
    }

    func testCommonWidgetBinders() throws {
        try onGtk {
            let label = Label("x")
            Observable.just(false).bind(to: label.rx.isEnabled).dispose()
            XCTAssertFalse(label.isSensitive)
            Observable.just(true).bind(to: label.rx.isSensitive).dispose()
            XCTAssertTrue(label.isSensitive)
            Observable.just(true).bind(to: label.rx.isHidden).dispose()
            XCTAssertFalse(label.isVisible)
            Observable.just(true).bind(to: label.rx.isVisible).dispose()
            XCTAssertTrue(label.isVisible)
            Observable.just("Help").bind(to: label.rx.tooltipText).dispose()
            XCTAssertEqual(label.tooltipText, "Help")
            Observable.just(0.3).bind(to: label.rx.opacity).dispose()
            XCTAssertEqual(label.opacity, 0.3, accuracy: 0.01)
            let invalid = BehaviorRelay(value: true)
            let binding = invalid.bind(to: label.rx.styleClass("error"))
            XCTAssertTrue(label.hasStyleClass("error"))
            invalid.accept(false)
            XCTAssertFalse(label.hasStyleClass("error"))
            binding.dispose()
        }
    }

    func testHasFocusFollowsTheFocusBothWays() throws {
        try onGtk {
            let first = Entry()
            let second = Entry()
            let window = makeShownWindow(first, second)
            first.grabFocus()
            let focus = ControlRecorder(second.rx.hasFocus)
            second.grabFocus()
            first.grabFocus()
            XCTAssertEqual(focus.values, [false, true, false])
            second.rx.hasFocus.onNext(true)
            XCTAssertTrue(second.hasFocus)
            second.rx.hasFocus.onNext(false)
            XCTAssertFalse(second.hasFocus)
            XCTAssertEqual(focus.values, [false, true, false], "programmatic focus changes are not echoed")
            window.destroy()
        }
    }

    func testDestroyedEmitsOnceThenCompletes() throws {
        try onGtk {
            let label = Label()
            let window = makeShownWindow(label)
            let destroyed = ControlRecorder(label.rx.destroyed)
            XCTAssertEqual(destroyed.values.count, 0)
            window.destroy()
            XCTAssertEqual(destroyed.values.count, 1)
            XCTAssertTrue(destroyed.isCompleted)
            let late = ControlRecorder(label.rx.destroyed)
            XCTAssertEqual(late.values.count, 1)
            XCTAssertTrue(late.isCompleted)
        }
    }

    func testSubscribingFromABackgroundThreadAttachesOnTheMainThread() throws {
        try onGtk {
            let button = Button(label: "Go")
            let taps = button.rx.tap
            let count = MainActorBox(0)
            let subscribed = DispatchSemaphore(value: 0)
            let holder = DisposeBag()
            DispatchQueue.global().async {
                taps.subscribe(onNext: { MainActor.assumeIsolated { count.value += 1 } }).disposed(by: holder)
                subscribed.signal()
            }
            subscribed.wait()
            MainLoop.runPending()
            GtkTestKit.click(button)
            XCTAssertEqual(count.value, 1)
        }
    }
}
