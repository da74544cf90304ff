import Binding
import BindingGLib
import CGLib
import XCTest

/// GSimpleAction and the GIO application's action map without GTK: activation,
/// state, commands bound to actions, menus built in Swift.
final class ActionsWithoutGtkTests: XCTestCase {
    func testActivationRunsTheHandlerAndADisabledActionIgnoresIt() throws {
        try onMainLoop {
            let action = SimpleAction(name: "refresh")
            var activations = 0
            let connection = action.onActivate { activations += 1 }
            action.activate()
            XCTAssertEqual(activations, 1)
            action.isEnabled = false
            action.activate()
            XCTAssertEqual(activations, 1, "GLib ignores a disabled action")
            action.isEnabled = true
            connection.dispose()
            action.activate()
            XCTAssertEqual(activations, 1, "a disconnected handler is not called")
        }
    }

    func testToggleAndRadioStatesFollowActivation() throws {
        try onMainLoop {
            let dark = SimpleAction(name: "dark", kind: .toggle(initial: false))
            dark.activate()
            XCTAssertTrue(dark.boolState, "GLib's default: activation flips the toggle")
            let theme = SimpleAction(name: "theme", kind: .radio(initial: "light"))
            var requested: [SimpleAction.State] = []
            theme.onStateRequest { state in
                requested.append(state)
                if case .string(let value) = state, value != "forbidden" { theme.stringState = value }
            }
            theme.activate(target: "dark")
            theme.activate(target: "forbidden")
            XCTAssertEqual(requested, [.string("dark"), .string("forbidden")])
            XCTAssertEqual(theme.stringState, "dark", "the handler refused the second state")
            XCTAssertEqual(dark.stringState, "", "a toggle has no string state")
        }
    }

    func testACommandBoundToAnApplicationActionFollowsItAndIsRemovedWithTheBinding() throws {
        try onMainLoop {
            let app = GioApplication(id: "org.example.BindingGLibTests.Actions", flags: .nonUnique)
            let isValid = BehaviorRelay(value: false)
            var saves = 0
            let save = Command<Void, Void>(name: "save", enabledIf: isValid) { saves += 1 }
            let binding = save => app.rx.action("save")
            let action = try XCTUnwrap(app.action(named: "save"))
            XCTAssertFalse(action.isEnabled, "disabled while the command cannot execute")
            isValid.accept(true)
            XCTAssertTrue(MainLoop.run(until: { action.isEnabled }, timeout: .seconds(10)))
            action.activate()
            XCTAssertTrue(MainLoop.run(until: { saves == 1 }, timeout: .seconds(10)))
            XCTAssertFalse(app.setAccelerators(["<Primary>s"], forAction: "save"), "a GIO application has no keyboard")
            XCTAssertEqual(app.accelerators(for: "app.save"), [])
            binding.dispose()
            XCTAssertNil(app.action(named: "save"), "disposing the binding removes the action")
        }
    }

    func testAToggleActionIsATwoWayProperty() throws {
        try onMainLoop {
            let app = GioApplication(id: nil, flags: .nonUnique)
            let property = app.rx.toggleAction("dark")
            var seen: [Bool] = []
            let subscription = property.subscribe(onNext: { seen.append($0) })
            defer { subscription.dispose() }
            try XCTUnwrap(app.action(named: "dark")).activate()
            property.onNext(false)
            XCTAssertEqual(seen, [false, true], "an activation is reported, a programmatic write is not")
            XCTAssertEqual(app.action(named: "dark")?.boolState, false)
        }
    }

    func testActionsMadeInC_areFoundByNameWithTheirKindAndState() throws {
        try onMainLoop {
            let app = GioApplication(id: nil, flags: .nonUnique)
            let plain = g_simple_action_new("help", nil)
            let toggle = g_simple_action_new_stateful("dark", nil, g_variant_new_boolean(1))
            let stringType = g_variant_type_new("s")
            defer { g_variant_type_free(stringType) }
            let radio = g_simple_action_new_stateful("theme", stringType, g_variant_new_string("light"))
            let counter = g_simple_action_new_stateful("count", nil, g_variant_new_int32(3))
            for action in [plain, toggle, radio, counter] {
                g_action_map_add_action(app.actionMapPointer, action)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            let help = try XCTUnwrap(app.action(named: "help"), "a plain action GLib made is found")
            XCTAssertEqual(help.name, "help")
            XCTAssertEqual(help.kind, .plain)
            var activations = 0
            let connection = help.onActivate { activations += 1 }
            defer { connection.dispose() }
            help.activate()
            XCTAssertEqual(activations, 1)
            XCTAssertTrue(app.action(named: "help") === help, "the same wrapper while it lives")

            let dark = try XCTUnwrap(app.action(named: "dark"))
            XCTAssertEqual(dark.kind, .toggle(initial: true))
            dark.activate()
            XCTAssertFalse(dark.boolState)
            let theme = try XCTUnwrap(app.action(named: "theme"))
            XCTAssertEqual(theme.kind, .radio(initial: "light"))
            theme.activate(target: "dark")
            XCTAssertEqual(theme.stringState, "dark")
            let count = try XCTUnwrap(app.action(named: "count"))
            XCTAssertEqual(count.kind, .plain, "a state that is neither Boolean nor string reads as plain")
            XCTAssertFalse(count.boolState)
            XCTAssertEqual(count.stringState, "")
            XCTAssertNil(app.action(named: "missing"))
        }
    }

    func testAMenuBuiltInSwiftComesBackAsMenusThroughTheRegistry() throws {
        try onMainLoop {
            let menu = Menu {
                MenuEntry.section {
                    MenuEntry.item("_Save", action: "app.save")
                }
                MenuEntry.submenu("_Theme") {
                    MenuEntry.item("_Dark", action: "app.theme", target: "dark")
                }
            }
            XCTAssertEqual(menu.itemCount, 2)
            let section = try XCTUnwrap(menu.link(at: 0, kind: .section))
            XCTAssertTrue(section is Menu, "a GMenu gets the GLib layer's Menu class")
            XCTAssertEqual(section.label(at: 0), "_Save")
            XCTAssertEqual(section.action(at: 0), "app.save")
            XCTAssertNil(menu.link(at: 0, kind: .submenu), "a section is no submenu")
            XCTAssertEqual(menu.link(at: 1, kind: .submenu)?.action(at: 0), "app.theme")
            menu.removeAll()
            XCTAssertEqual(menu.itemCount, 0)
        }
    }
}
