import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Commands bound to buttons and to GActions, accelerators pressed as key events.
final class CommandActionTests: XCTestCase {
    private final class Model: @unchecked Sendable {
        let isValid = BehaviorRelay(value: false)
        var saves = 0
        lazy var save = Command<Void, Void>(name: "save", enabledIf: isValid) { [unowned self] in saves += 1 }
    }

    /// A registered, non-unique application (no session bus needed) and one shown window of it.
    @MainActor
    private static func makeApplicationWindow(_ id: String) throws -> (Application, ApplicationWindow) {
        let app = try SharedTestApplication.get()
        let window = ApplicationWindow(application: app, title: "Actions")
        window.add(Entry())
        XCTAssertTrue(GtkTestKit.showAndWait(window))
        return (app, window)
    }

    func testButtonBoundToCommand_isInsensitiveWhileDisabled_andExecutesOnClick() throws {
        try onGtk {
            let model = Model()
            let button = Button(label: "Save")
            let binding = model.save => button.rx.command
            XCTAssertFalse(button.isSensitive)
            model.isValid.accept(true)
            XCTAssertTrue(button.isSensitive)
            GtkTestKit.click(button)
            GtkTestKit.click(button)
            XCTAssertEqual(model.saves, 2)
            binding.dispose()
            GtkTestKit.click(button)
            XCTAssertEqual(model.saves, 2, "an ended binding no longer executes")
            button.destroy()
        }
    }

    func testButtonOfRunningAsyncCommand_isInsensitiveUntilItFinishes() throws {
        try onGtk {
            var finish: CheckedContinuation<Void, Never>?
            let command = Command<Void, Void> { await withCheckedContinuation { finish = $0 } }
            let button = Button(label: "Run")
            let binding = command => button.rx.command
            GtkTestKit.click(button)
            XCTAssertTrue(GtkTestKit.pump(until: { finish != nil }))
            XCTAssertFalse(button.isSensitive, "insensitive while running")
            finish?.resume()
            XCTAssertTrue(GtkTestKit.pump(until: { button.isSensitive }))
            binding.dispose()
        }
    }

    func testDestroyingTheWindow_cancelsTheCommandBoundInIt() throws {
        try onGtk {
            var sawCancellation = false
            var resume: CheckedContinuation<Void, Never>?
            let command = Command<Void, Void> {
                await withCheckedContinuation { resume = $0 }
                sawCancellation = Task.isCancelled
            }
            let window = Window(title: "Bound")
            let button = Button(label: "Run")
            window.add(button)
            window.binding { command => button.rx.command }
            GtkTestKit.click(button)
            XCTAssertTrue(GtkTestKit.pump(until: { resume != nil }))
            window.destroy()
            resume?.resume()
            XCTAssertTrue(GtkTestKit.pump(until: { !command.isExecutingNow }))
            XCTAssertTrue(sawCancellation, "the window's end cancelled the running Task")
        }
    }

    func testWindowAction_followsCanExecute_andItsAcceleratorExecutes() throws {
        try onGtk {
            let (app, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.Accel")
            let model = Model()
            let binding = model.save => window.rx.action("save", accelerators: ["<Primary>s"])
            // GTK matches new accelerators once the window's key table is rebuilt, in an idle callback.
            MainLoop.runPending()
            let action = try XCTUnwrap(window.action(named: "save"))
            XCTAssertFalse(action.isEnabled)
            XCTAssertEqual(app.accelerators(for: "win.save"), ["<Primary>s"])
            XCTAssertThrowsError(try GtkTestKit.pressKey(UInt32(GDK_KEY_s), modifiers: GDK_CONTROL_MASK.rawValue, in: window),
                                 "a disabled action does not take its accelerator")
            model.isValid.accept(true)
            XCTAssertTrue(action.isEnabled)
            try GtkTestKit.pressKey(UInt32(GDK_KEY_s), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
            XCTAssertEqual(model.saves, 1)
            action.activate()
            XCTAssertEqual(model.saves, 2)
            binding.dispose()
            XCTAssertNil(window.action(named: "save"), "the binding's end removes the action")
            XCTAssertEqual(app.accelerators(for: "win.save"), [])
            window.destroy()
        }
    }

    func testAppAction_quitWithAccelerator() throws {
        try onGtk {
            let (app, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.Quit2")
            var quits = 0
            let quit = Command<Void, Void> { quits += 1 }
            let binding = quit => app.rx.action("quit", accelerators: ["<Primary>q"])
            MainLoop.runPending()
            try GtkTestKit.pressKey(UInt32(GDK_KEY_q), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
            XCTAssertEqual(quits, 1)
            binding.dispose()
            window.destroy()
        }
    }

    func testButtonWithActionName_isGreyedOutWithTheAction() throws {
        try onGtk {
            let (_, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.ActionName")
            let model = Model()
            let binding = model.save => window.rx.action("save")
            let button = Button(label: "Save")
            gtk_actionable_set_action_name(OpaquePointer(button.widgetPointer), "win.save")
            let box = Box()
            window.remove(window.children.first!)
            box.add(button)
            window.add(box)
            box.showAll()
            XCTAssertTrue(GtkTestKit.pump(until: { !button.isSensitive }))
            model.isValid.accept(true)
            XCTAssertTrue(GtkTestKit.pump(until: { button.isSensitive }))
            GtkTestKit.click(button)
            XCTAssertEqual(model.saves, 1)
            binding.dispose()
            window.destroy()
        }
    }

    func testBadAccelerator_isReportedAndNothingIsSet() throws {
        try onGtk {
            let (app, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.BadAccel")
            XCTAssertFalse(window.setAccelerators(["<Primary>notakey"], forAction: "save"))
            XCTAssertEqual(app.accelerators(for: "win.save"), [])
            let plain = Window(title: "no app")
            XCTAssertNil((plain as? ApplicationWindow)?.acceleratorApplication)
            plain.destroy()
            window.destroy()
        }
    }

    func testToggleAction_isTwoWayWithARelay() throws {
        try onGtk {
            let (_, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.Toggle")
            let isDark = BehaviorRelay(value: true)
            let binding = isDark <=> window.rx.toggleAction("dark", accelerators: ["<Primary>d"])
            MainLoop.runPending()
            let action = try XCTUnwrap(window.action(named: "dark"))
            XCTAssertTrue(action.boolState, "at creation the view model wins")
            action.activate()
            XCTAssertFalse(isDark.value, "activation toggles and reaches the relay")
            try GtkTestKit.pressKey(UInt32(GDK_KEY_d), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
            XCTAssertTrue(isDark.value)
            isDark.accept(false)
            XCTAssertFalse(action.boolState)
            binding.dispose()
            window.destroy()
        }
    }

    private enum Theme: String, CaseIterable { case light, dark, system }

    func testRadioAction_isTwoWayWithAnEnumRelay() throws {
        try onGtk {
            let (_, window) = try Self.makeApplicationWindow("org.example.BindingGtkTests.Radio")
            let theme = BehaviorRelay(value: Theme.system)
            let binding = theme <=> window.rx.radioAction("theme", of: Theme.self)
            let action = try XCTUnwrap(window.action(named: "theme"))
            XCTAssertEqual(action.stringState, "system")
            action.activate(target: "dark")
            XCTAssertEqual(theme.value, .dark)
            theme.accept(.light)
            XCTAssertEqual(action.stringState, "light")
            action.activate(target: "nonsense")
            XCTAssertEqual(theme.value, .light, "a target that is no case reads as the first case")
            binding.dispose()
            window.destroy()
        }
    }
}
