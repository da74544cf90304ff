import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

final class WindowTests: XCTestCase {
    func testTitleBinder() throws {
        try onGtk {
            let window = Window(title: "Old")
            let title = BehaviorRelay<String?>(value: "New")
            let binding = title.bind(to: window.rx.title)
            XCTAssertEqual(window.title, "New")
            binding.dispose()
            window.destroy()
        }
    }

    func testCloseRequestsAreReportedAndCanBeVetoed() throws {
        try onGtk {
            let window = makeShownWindow(Label("Unsaved"))
            let requests = ControlRecorder(window.rx.closeRequested)
            let allow = MainActorBox(false)
            window.shouldClose = { allow.value }
            window.requestClose()
            XCTAssertTrue(GtkTestKit.pump(until: { requests.values.count == 1 }, timeout: .seconds(2)))
            XCTAssertFalse(window.isDestroyed)
            allow.value = true
            window.requestClose()
            XCTAssertTrue(GtkTestKit.pump(until: { window.isDestroyed }, timeout: .seconds(2)))
            XCTAssertEqual(requests.values.count, 2)
            XCTAssertTrue(requests.isCompleted)
        }
    }

    func testHiddenWindowRequestCloseAsksShouldClose() throws {
        try onGtk {
            let window = Window(title: "Hidden")
            window.shouldClose = { false }
            window.requestClose()
            XCTAssertFalse(window.isDestroyed)
            window.shouldClose = nil
            window.requestClose()
            XCTAssertTrue(window.isDestroyed)
        }
    }

    func testIsActiveStartsWithTheCurrentValueAndCompletesOnDestroy() throws {
        try onGtk {
            let window = makeShownWindow(Label("Active?"))
            let active = ControlRecorder(window.rx.isActive)
            XCTAssertEqual(active.values, [window.isActive])
            window.destroy()
            XCTAssertTrue(active.isCompleted)
        }
    }

    func testBindingBlockEndsWithTheWindow() throws {
        try onGtk {
            let window = Window(title: "Context")
            let label = Label()
            window.add(label)
            let name = BehaviorRelay(value: "Ada")
            let includeTitle = true
            window.binding {
                name.bind(to: label.rx.text)
                if includeTitle {
                    name.map { Optional("Profile of \($0)") }.bind(to: window.rx.title)
                }
            }
            XCTAssertEqual(window.disposeBag.count, 2)
            name.accept("Grace")
            XCTAssertEqual(label.text, "Grace")
            XCTAssertEqual(window.title, "Profile of Grace")
            window.destroy()
            XCTAssertTrue(window.disposeBag.isDisposed)
            name.accept("Linus")
            XCTAssertEqual(label.text, "Grace", "the binding ended with the window")
        }
    }

    func testApplicationWindowBelongsToItsApplication() throws {
        try onGtk {
            let app = Application(id: "org.example.BindingGtkTests.Windows", flags: .nonUnique)
            var owner: Application?
            var wrapped: Window?
            app.onActivate { app in
                let window = ApplicationWindow(application: app, title: "Main")
                owner = window.application
                wrapped = app.windows.first
                window.destroy()
            }
            XCTAssertEqual(try app.run(arguments: ["test"]), 0)
            XCTAssertTrue(owner === app)
            XCTAssertTrue(wrapped is ApplicationWindow)
        }
    }
}
