import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// A menu bar's items: the accelerator they show, greyed out with their
/// action, and operated from the keyboard alone (F10, arrows, Enter).
final class MenuBarKeyboardTests: XCTestCase {
    private final class Model: @unchecked Sendable {
        let canExport = BehaviorRelay(value: false)
        var exports = 0
        lazy var export = Command<Void, Void>(enabledIf: canExport) { [unowned self] in exports += 1 }
    }

    /// The menu items (`GtkMenuItem`) directly in `shell`, in order.
    @MainActor
    private static func items(of shell: UnsafeMutablePointer<GtkWidget>) -> [Widget] {
        GtkTestKit.descendants(of: Widget.wrapper(for: shell)).filter {
            $0.isA(gtk_menu_item_get_type())
                && gtk_widget_get_parent($0.widgetPointer) == shell
        }
    }

    @MainActor
    private static func submenu(of item: Widget) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(gtk_menu_item_get_submenu(UnsafeMutableRawPointer(item.widgetPointer).assumingMemoryBound(to: GtkMenuItem.self)))
    }

    func testMenuBarItem_showsItsAccelerator_greysOutWithItsAction_andRunsFromTheKeyboard() throws {
        try onGtk {
            let window = ApplicationWindow(application: try SharedTestApplication.get(), title: "Menu bar keys")
            let bar = MenuBar(model: Menu {
                MenuEntry.submenu("_File") {
                    MenuEntry.item("_Export", action: "win.export", accelerator: "<Primary>e")
                }
            })
            let box = Box(orientation: .vertical)
            box.add(bar)
            box.add(Entry())
            window.add(box)
            let model = Model()
            window.binding { model.export => window.rx.action("export", accelerators: ["<Primary>e"]) }
            XCTAssertTrue(GtkTestKit.showAndWait(window))
            let file = try XCTUnwrap(Self.items(of: bar.widgetPointer).first)
            let fileMenu = try Self.submenu(of: file)
            let export = try XCTUnwrap(Self.items(of: fileMenu).first)

            // The item shows Ctrl+E beside its label.
            let accelLabel = try XCTUnwrap(GtkTestKit.descendants(of: export).first { $0.isA(gtk_accel_label_get_type()) })
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accel_label_get_accel(UnsafeMutableRawPointer(accelLabel.widgetPointer).assumingMemoryBound(to: GtkAccelLabel.self), &key, &modifiers)
            XCTAssertEqual(key, guint(GDK_KEY_e))
            XCTAssertEqual(modifiers.rawValue, GDK_CONTROL_MASK.rawValue)
            XCTAssertEqual(String(cString: atk_object_get_name(export.accessibleObject)), "Export")

            // Greyed out with its action, then enabled with it.
            XCTAssertTrue(GtkTestKit.pump(until: { !export.isSensitive }), "greyed out while the command cannot run")
            model.canExport.accept(true)
            XCTAssertTrue(GtkTestKit.pump(until: { export.isSensitive }))

            // F10 opens File; Down selects Export; Enter runs it and closes the menu.
            try GtkTestKit.pressKey(Key.F10, in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { gtk_widget_get_mapped(fileMenu) != 0 }), "F10 opens the first menu")
            let fileMenuWidget = Widget.wrapper(for: fileMenu)
            try GtkTestKit.pressKey(Key.Down, in: fileMenuWidget)
            XCTAssertTrue(GtkTestKit.pump(until: {
                gtk_menu_shell_get_selected_item(UnsafeMutableRawPointer(fileMenu).assumingMemoryBound(to: GtkMenuShell.self)) == export.widgetPointer
            }), "Down selects the first item")
            try GtkTestKit.pressKey(Key.Return, in: fileMenuWidget)
            XCTAssertEqual(model.exports, 1, "Enter runs the item's action")
            XCTAssertTrue(GtkTestKit.pump(until: { gtk_widget_get_mapped(fileMenu) == 0 }), "the menu closes")
            window.destroy()
        }
    }
}
