import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class ButtonTests: XCTestCase {
    func testTapAndClickedReportEachClick() throws {
        try onGtk {
            let button = Button(label: "Save")
            let taps = ControlRecorder(button.rx.tap)
            let clicks = ControlRecorder(button.rx.clicked)
            GtkTestKit.click(button)
            GtkTestKit.click(button)
            XCTAssertEqual(taps.values.count, 2)
            XCTAssertEqual(clicks.values.count, 2)
        }
    }

    func testClickedCompletesOnDestroyAndFreesItsHandler() throws {
        try onGtk {
            let button = Button(label: "Go")
            let window = makeShownWindow(button)
            weak var weakProbe: Probe?
            var completed = false
            do {
                let probe = Probe()
                weakProbe = probe
                _ = button.rx.clicked.subscribe(
                    onNext: { withExtendedLifetime(probe) {} },
                    onCompleted: { completed = true }
                )
            }
            XCTAssertNotNil(weakProbe)
            window.destroy()
            XCTAssertTrue(completed)
            XCTAssertNil(weakProbe, "the subscription and its signal handler were released")
        }
    }

    func testDisposingTheSubscriptionDisconnects() throws {
        try onGtk {
            let button = Button(label: "Go")
            var clicks = 0
            let subscription = button.rx.tap.subscribe(onNext: { clicks += 1 })
            GtkTestKit.click(button)
            subscription.dispose()
            GtkTestKit.click(button)
            XCTAssertEqual(clicks, 1)
        }
    }

    func testLabelBinder() throws {
        try onGtk {
            let button = Button(label: "Before")
            let label = BehaviorRelay<String?>(value: "After")
            let binding = label.bind(to: button.rx.label)
            XCTAssertEqual(button.label, "After")
            binding.dispose()
        }
    }

    func testButtonsFoundByLabelComeBackAsButtons() throws {
        try onGtk {
            let button = Button(label: "Apply")
            let window = makeShownWindow(button)
            XCTAssertTrue(GtkTestKit.find(labelled: "Apply", in: window) === button)
            let foreign = gtk_button_new_with_label("Foreign")!
            let box = window.children[0] as! Container
            gtk_container_add(box.containerPointer, foreign)
            XCTAssertTrue(GtkTestKit.find(labelled: "Foreign", in: window) is Button)
            window.destroy()
        }
    }

    func testBindingToADestroyedButtonIsANoOp() throws {
        try onGtk {
            let button = Button(label: "Go")
            let window = makeShownWindow(button)
            let label = PublishRelay<String?>()
            let binding = label.bind(to: button.rx.label)
            window.destroy()
            let messages = GtkTestKit.recordingLogMessages {
                label.accept("ignored")
                binding.dispose()
            }
            XCTAssertEqual(messages, [])
        }
    }
}
