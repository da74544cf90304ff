import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Every binding entry point keeps alive what it binds, as a subscription
/// keeps its source: each test makes the source in a local scope, binds it in
/// a window's `binding { }` block, drops every other reference, drives the
/// window with real input, then destroys the window and sees the source freed.
final class BindingKeepsSourceAliveTests: XCTestCase {
    func testCommandBoundToAButtonFromALocal_runsOnClick_andIsFreedWithTheWindow() throws {
        try onGtk {
            var runs = 0
            weak var weakCommand: Command<Void, Void>?
            let button = Button(label: "Run")
            let window = makeShownWindow(button)
            do {
                let command = Command<Void, Void> { runs += 1 }
                weakCommand = command
                window.binding { command => button.rx.command }
            }
            XCTAssertNotNil(weakCommand, "the binding holds the command")
            XCTAssertTrue(button.isSensitive)
            GtkTestKit.click(button)
            try GtkTestKit.pressKey(Key.space, in: button)
            XCTAssertEqual(runs, 2, "a click and Space both run the command")
            window.destroy()
            XCTAssertNil(weakCommand, "the window's end frees the command")
        }
    }

    func testCommandBoundToAButton_isFreedWhenTheBindingIsDisposed() throws {
        try onGtk {
            weak var weakCommand: Command<Void, Void>?
            let button = Button(label: "Run")
            var binding: Disposable?
            do {
                let command = Command<Void, Void> {}
                weakCommand = command
                binding = command => button.rx.command
            }
            XCTAssertNotNil(weakCommand)
            binding?.dispose()
            XCTAssertNil(weakCommand, "disposing the binding frees the command")
            button.destroy()
        }
    }

    func testWindowAndAppActionsBoundFromLocals_fireOnTheirAccelerators() throws {
        try onGtk {
            let app = try SharedTestApplication.get()
            let window = ApplicationWindow(application: app, title: "Actions")
            window.add(Button(label: "focus"))
            XCTAssertTrue(GtkTestKit.showAndWait(window))
            var saves = 0
            var quits = 0
            weak var weakSave: Command<Void, Void>?
            weak var weakQuit: Command<Void, Void>?
            do {
                let save = Command<Void, Void> { saves += 1 }
                let quit = Command<Void, Void> { quits += 1 }
                weakSave = save
                weakQuit = quit
                window.binding {
                    save => window.rx.action("save-local", accelerators: ["<Primary>s"])
                    quit => app.rx.action("quit-local", accelerators: ["<Primary>q"])
                }
            }
            MainLoop.runPending()
            try GtkTestKit.pressKey(UInt32(GDK_KEY_s), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
            try GtkTestKit.pressKey(UInt32(GDK_KEY_q), modifiers: GDK_CONTROL_MASK.rawValue, in: window)
            XCTAssertEqual(saves, 1, "the window action's accelerator runs the local command")
            XCTAssertEqual(quits, 1, "the app action's accelerator runs the local command")
            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { weakSave == nil && weakQuit == nil }), "the window's end frees both commands")
            XCTAssertNil(app.action(named: "quit-local"), "and removes the app action")
        }
    }

    func testSettingsBoundFromALocal_keepStoringTheRelay_andAreFreedWithTheWindow() throws {
        try onGtk {
            let schema = try TestSchema("settings-kept-alive")
            defer { schema.remove() }
            let darkMode = BehaviorRelay(value: false)
            let window = makeShownWindow(Label("settings"))
            weak var weakSettings: GioSettings?
            do {
                let settings = try schema.settings()
                weakSettings = settings
                let bound = try settings.bind("dark-mode", to: darkMode)
                window.binding { bound }
            }
            darkMode.accept(true)
            XCTAssertNotNil(weakSettings, "the binding holds the settings")
            XCTAssertEqual(try weakSettings?.value("dark-mode", as: Bool.self), true, "the relay's change was stored")
            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { weakSettings == nil }), "the window's end frees the settings")
        }
    }

    func testSettingsObservedFromALocal_keepDeliveringChanges_andAreFreedWithTheWindow() throws {
        try onGtk {
            let schema = try TestSchema("settings-observed-alive")
            defer { schema.remove() }
            let volumeSwitch = Switch()
            let window = makeShownWindow(volumeSwitch)
            var volumes: [Int] = []
            weak var weakSettings: GioSettings?
            do {
                let settings = try schema.settings()
                weakSettings = settings
                let volume = try settings.changes(of: "volume", as: Int.self)
                window.binding {
                    volume => { volumes.append($0) }
                    settings.isWritable("volume") => volumeSwitch.rx.isEnabled
                }
            }
            XCTAssertNotNil(weakSettings, "the bindings hold the settings")
            try weakSettings?.set(70, for: "volume")
            XCTAssertEqual(volumes, [50, 70], "a change made later still arrives")
            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { weakSettings == nil }), "the window's end frees the settings")
        }
    }

    func testValidationFieldBoundFromALocal_keepsValidating_andIsFreedWithTheWindow() throws {
        try onGtk {
            let name = BehaviorRelay(value: "")
            let entry = Entry()
            let window = makeShownWindow(entry)
            weak var weakField: ValidatedField<String>?
            do {
                let form = FormValidation(display: .immediately)
                let field = form.field(name).rule("Use at most 3 characters") { $0.count <= 3 }
                weakField = field
                window.binding {
                    name <=> entry.rx.text ?? ""
                    field => entry.rx.validation
                }
            }
            try GtkTestKit.type("Grace", into: entry)
            XCTAssertEqual(name.value, "Grace")
            XCTAssertTrue(entry.hasStyleClass("error"), "the field still checks what is typed")
            XCTAssertEqual(entry.accessibleDescription, "Use at most 3 characters")
            window.destroy()
            XCTAssertNil(weakField, "the window's end frees the field")
        }
    }

    func testConvertedTextBindingFromALocalField_keepsReportingProblems_andIsFreedWithTheWindow() throws {
        try onGtk {
            let age = BehaviorRelay(value: 30)
            let entry = Entry()
            let window = makeShownWindow(entry)
            weak var weakField: ValidatedField<Int>?
            do {
                let field = FormValidation(display: .immediately).field(age)
                weakField = field
                window.binding { age <=> entry.rx.text(.integer(format: .posix), updating: .onChange, validating: field) }
            }
            try GtkTestKit.type("x", into: entry)
            XCTAssertEqual(age.value, 30, "the model is untouched")
            XCTAssertEqual(weakField?.currentState.messages, ["“30x” is not a whole number"], "the binding holds the field")
            window.destroy()
            XCTAssertNil(weakField, "the window's end frees the field")
        }
    }

    func testInteractionHandlerRegisteredFromALocal_answersThroughADialog_andIsFreedWithTheWindow() throws {
        try onGtk {
            let confirmDelete = Interaction<String, Bool>(name: "confirmDelete")
            let window = makeShownWindow(Label("list"))
            weak var weakProbe: Probe?
            do {
                let probe = Probe()
                weakProbe = probe
                window.binding {
                    confirmDelete.handle { [weak window] item in
                        withExtendedLifetime(probe) {}
                        return await MessageDialog.confirm(parent: window, message: "Delete \(item)?", confirmLabel: "_Delete")
                    }
                }
            }
            var answer: Bool?
            Task { @MainActor in answer = try await confirmDelete.ask("Rent") }
            let dialog = try XCTUnwrap(GtkTestKit.answerDialog(.accept), "the handler opened a dialog")
            XCTAssertEqual((dialog as? MessageDialog)?.message, "Delete Rent?")
            XCTAssertTrue(GtkTestKit.pump(until: { answer != nil }))
            XCTAssertEqual(answer, true)
            window.destroy()
            XCTAssertNil(weakProbe, "the window's end frees the handler")
            XCTAssertFalse(confirmDelete.hasHandler)
        }
    }

    func testPipelineBoundFromALocal_keepsFollowingItsSource_andIsFreedWithTheWindow() throws {
        try onGtk {
            let expenses = MutableObservableArray(["Rent", "Bus", "Tea"])
            let list = ListBox()
            let window = makeShownWindow(list)
            weak var weakProbe: Probe?
            do {
                let probe = Probe()
                weakProbe = probe
                let visible = expenses.pipeline
                    .filtered { name in withExtendedLifetime(probe) { name != "Bus" } }
                window.binding { list.rx.items(visible) { (name: String) in name } }
            }
            XCTAssertEqual(ListProbe.rowTexts(list), ["Rent", "Tea"])
            expenses.append("Coffee")
            XCTAssertTrue(GtkTestKit.pump(until: { ListProbe.rowTexts(list) == ["Rent", "Tea", "Coffee"] }),
                          "the pipeline's stages still run")
            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { weakProbe == nil }), "the window's end frees the stages")
        }
    }

    func testWidgetShortcutBoundFromALocal_runsOnItsKey_andIsFreedWithTheWindow() throws {
        try onGtk {
            var deletes = 0
            let list = ListBox()
            list.canFocus = true
            let window = makeShownWindow(list)
            weak var weakCommand: Command<Void, Void>?
            do {
                let delete = Command<Void, Void> { deletes += 1 }
                weakCommand = delete
                window.binding { delete => list.rx.shortcut("Delete") }
            }
            GtkTestKit.dispatchKey(Key.Delete, in: list)
            XCTAssertEqual(deletes, 1)
            window.destroy()
            XCTAssertNil(weakCommand, "the window's end frees the command")
        }
    }

    func testMenuItemsActivateALocalCommandThroughTheirAction() throws {
        try onGtk {
            let app = try SharedTestApplication.get()
            let window = ApplicationWindow(application: app, title: "Menu")
            let menuButton = MenuButton()
            menuButton.menuModel = Menu { .item("Export", action: "win.export-local") }
            window.add(menuButton)
            XCTAssertTrue(GtkTestKit.showAndWait(window))
            var exports = 0
            weak var weakCommand: Command<Void, Void>?
            do {
                let export = Command<Void, Void> { exports += 1 }
                weakCommand = export
                window.binding { export => window.rx.action("export-local") }
            }
            // What a menu item does when clicked: activate its action through the window's action groups.
            let group = try XCTUnwrap(gtk_widget_get_action_group(menuButton.widgetPointer, "win"))
            g_action_group_activate_action(group, "export-local", nil)
            XCTAssertEqual(exports, 1)
            window.destroy()
            XCTAssertNil(weakCommand)
        }
    }
}
