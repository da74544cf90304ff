import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import XCTest

/// The keyboard shortcuts window built from the accelerators an application holds (the GTK 3
/// one's contract), and a real Ctrl+? (XTEST through xdotool) opening it.
@MainActor
final class ShortcutsWindowTests: XCTestCase {
    /// The titles of the shortcuts `window` shows, by accelerator.
    private static func listed(in window: ShortcutsWindow) -> [String: String] {
        var result: [String: String] = [:]
        var pending: [Widget] = [window]
        while let widget = pending.popLast() {
            if let shortcut = widget as? ShortcutsShortcut { result[shortcut.accelerator ?? ""] = shortcut.title ?? "" }
            pending.append(contentsOf: widget.children)
        }
        return result
    }

    nonisolated func testTheWindowListsEveryRegisteredAccelerator_titledFromMenusTitlesOrNames() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4ShortcutsList", flags: .nonUnique)
            let window = ApplicationWindow(application: app, title: "Shortcuts")
            defer { window.destroy() }
            let bag = DisposeBag()
            bag.insert(Command<Void, Void> {} => window.rx.action("save-note", accelerators: ["<Primary>s"]))
            bag.insert(Command<Void, Void> {} => window.rx.action("find-note", accelerators: ["<Primary>f", "slash"]))
            defer { bag.dispose() }
            bag.insert(Command<Void, Void> {} => app.rx.action("export-all", accelerators: ["<Primary><Shift>e"]))
            let menu = Menu { MenuEntry.item("_Save the Note", action: "win.save-note") }
            let shortcuts = ShortcutsWindow(application: app, menus: [menu], titles: ["app.export-all": "Export <everything> & more"])
            defer { shortcuts.destroy() }
            let listed = Self.listed(in: shortcuts)
            // GTK 4 keeps accelerators in its canonical spelling.
            XCTAssertEqual(listed, [
                "<Control>s": "Save the Note",
                "<Control>f slash": "Find note",
                "<Shift><Control>e": "Export <everything> & more",
            ], "from the menu's label, the action's name and the titles given; markup characters kept")
        }
    }

    nonisolated func testCtrlQuestionMarkOpensTheShortcutsWindow_EscapeHidesIt_andItGoesWithItsWindow() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4ShortcutsKey", flags: .nonUnique)
            let window = ApplicationWindow(application: app, title: "Shortcuts")
            window.child = Widget(gtk_entry_new())
            window.lifetime.insert(Command<Void, Void> {} => window.rx.action("archive-note", accelerators: ["<Primary>k"]))
            XCTAssertTrue(window.addShortcutsWindow())
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            XCTAssertTrue(window.openShortcutsWindows.isEmpty)

            try GtkTestKit.pressKeys("ctrl+question", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { !window.openShortcutsWindows.isEmpty }), "Ctrl+? opened it")
            let shortcuts = try XCTUnwrap(window.openShortcutsWindows.first)
            let listed = Self.listed(in: shortcuts)
            XCTAssertEqual(listed["<Control>k"], "Archive note")
            XCTAssertEqual(listed["<Control>question"], "Show help overlay", "the key that opened it is listed too")
            XCTAssertTrue(shortcuts.transientFor === window)

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-shortcuts-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            XCTAssertTrue(GtkTestKit.pump(until: { gtk_widget_get_mapped(shortcuts.widgetPointer) != 0 }))
            try shortcuts.saveScreenshot(to: path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "it renders")

            try GtkTestKit.pressKeys("Escape", in: shortcuts)
            XCTAssertTrue(GtkTestKit.pump(until: { window.openShortcutsWindows.isEmpty }), "Escape closed it")
            XCTAssertFalse(shortcuts.isDestroyed, "closing hides it")
            try GtkTestKit.pressKeys("ctrl+question", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { !window.openShortcutsWindows.isEmpty }))
            XCTAssertTrue(window.openShortcutsWindows.first === shortcuts, "the next Ctrl+? shows the same one")

            window.destroy()
            XCTAssertTrue(GtkTestKit.pump(until: { shortcuts.isDestroyed }), "it is destroyed with its window")
        }
    }

    nonisolated func testAWindowOfNoApplicationGetsNoShortcutsWindow() throws {
        try GtkTestKit.run(self) { _ in
            let window = ApplicationWindow(Widget.newWidgetPointer(of: gtk_application_window_get_type(), properties: []))
            defer { window.destroy() }
            XCTAssertFalse(window.addShortcutsWindow())
            XCTAssertNil(window.action(named: ApplicationWindow.shortcutsWindowAction))
        }
    }
}
