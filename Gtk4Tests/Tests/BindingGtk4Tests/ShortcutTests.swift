import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Dispatch
import XCTest

/// Shortcuts through `GtkShortcutController`s wired to commands, driven by real key presses
/// (XTEST through xdotool) under Xvfb.
@MainActor
final class ShortcutTests: XCTestCase {
    /// A window with two boxes side by side, each holding an entry, and a window-wide sentinel
    /// shortcut (Ctrl+J) that counts: pressed after a key that must do nothing, its count says the
    /// first key has been handled (X delivers keys in order).
    @MainActor
    private final class Scene {
        let window = Window(title: "Shortcuts")
        let left = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let right = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let leftEntry = Widget(gtk_entry_new())
        let rightEntry = Widget(gtk_entry_new())
        var sentinels = 0

        init() {
            let row = Widget(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
            gtk_box_append(cgtk4_box(left.widgetPointer), leftEntry.widgetPointer)
            gtk_box_append(cgtk4_box(right.widgetPointer), rightEntry.widgetPointer)
            gtk_box_append(cgtk4_box(row.widgetPointer), left.widgetPointer)
            gtk_box_append(cgtk4_box(row.widgetPointer), right.widgetPointer)
            window.child = row
            window.onShortcut(["<Control>j"], scope: .global) { [unowned self] in
                sentinels += 1
                return true
            }
        }

        /// Presses `keys`, then the sentinel, and runs the loop until the sentinel has been seen.
        func pressThenSettle(_ keys: String...) throws {
            let before = sentinels
            for key in keys { try GtkTestKit.pressKeys(key, in: window) }
            try GtkTestKit.pressKeys("ctrl+j", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { self.sentinels > before }), "the sentinel key arrived")
        }

        func focus(_ widget: Widget) {
            XCTAssertNotEqual(gtk_widget_grab_focus(widget.widgetPointer), 0, "the widget takes the focus")
        }
    }

    nonisolated func testTheShortcutRunsItsCommand_andADisabledCommandDoesNot() throws {
        try GtkTestKit.run(self) { _ in
            let scene = Scene()
            let canRun = BehaviorRelay(value: false)
            var runs = 0
            let command = Command<Void, Void>(enabledIf: canRun) { runs += 1 }
            scene.window.lifetime.insert(command => scene.left.rx.shortcut("<Primary>k"))
            XCTAssertTrue(GtkTestKit.presentAndWait(scene.window))
            scene.focus(scene.leftEntry)

            try scene.pressThenSettle("ctrl+k")
            XCTAssertEqual(runs, 0, "a command that cannot execute does not run")

            canRun.accept(true)
            try GtkTestKit.pressKeys("ctrl+k", in: scene.window)
            XCTAssertTrue(GtkTestKit.pump(until: { runs == 1 }), "enabled, the shortcut runs the command")
            scene.window.destroy()
        }
    }

    nonisolated func testALocalShortcutWorksOnlyWithTheFocusInsideItsWidget_aGlobalOneAnywhere() throws {
        try GtkTestKit.run(self) { _ in
            let scene = Scene()
            var local = 0
            var global = 0
            scene.left.onShortcut(["<Control>k"]) { local += 1; return true }
            scene.left.onShortcut(["<Control>g"], scope: .global) { global += 1; return true }
            XCTAssertTrue(GtkTestKit.presentAndWait(scene.window))

            scene.focus(scene.rightEntry)
            try scene.pressThenSettle("ctrl+k", "ctrl+g")
            XCTAssertEqual(local, 0, "the focus is in the other box")
            XCTAssertEqual(global, 1, "a global shortcut works anywhere in the window")

            scene.focus(scene.leftEntry)
            try scene.pressThenSettle("ctrl+k")
            XCTAssertEqual(local, 1, "the focus is inside the shortcut's widget")
            scene.window.destroy()
        }
    }

    nonisolated func testAddShortcutActivatesAnAction_andAMissingOrDisabledActionLeavesTheKey() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4Shortcuts", flags: .nonUnique)
            let window = ApplicationWindow(application: app, title: "Actions")
            let entry = Widget(gtk_entry_new())
            window.child = entry
            let canRemove = BehaviorRelay(value: true)
            var removals = 0
            var sentinels = 0
            window.lifetime.insert(Command<Void, Void>(enabledIf: canRemove) { removals += 1 } => window.rx.action("remove"))
            entry.addShortcut(["<Control>r"], activating: "win.remove")
            entry.addShortcut(["<Control>m"], activating: "win.missing")
            window.onShortcut(["<Control>m", "<Control>j"], scope: .global) { sentinels += 1; return true }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            _ = gtk_widget_grab_focus(entry.widgetPointer)

            try GtkTestKit.pressKeys("ctrl+r", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { removals == 1 }), "the shortcut activated win.remove")

            try GtkTestKit.pressKeys("ctrl+m", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { sentinels == 1 }), "a missing action leaves the key to the window's shortcut")

            canRemove.accept(false)
            try GtkTestKit.pressKeys("ctrl+r", "ctrl+j", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { sentinels == 2 }))
            XCTAssertEqual(removals, 1, "a disabled action does not run")
            window.destroy()
        }
    }

    nonisolated func testApplicationAcceleratorsRunTheWindowsActionCommand() throws {
        try GtkTestKit.run(self) { _ in
            let app = Application(id: "org.example.Gtk4Accelerators", flags: .nonUnique)
            let window = ApplicationWindow(application: app, title: "Accelerators")
            window.child = Widget(gtk_entry_new())
            let canSave = BehaviorRelay(value: false)
            var saves = 0
            var sentinels = 0
            window.lifetime.insert(
                Command<Void, Void>(enabledIf: canSave) { saves += 1 } => window.rx.action("save", accelerators: ["<Primary>s"]))
            window.onShortcut(["<Control>j"], scope: .global) { sentinels += 1; return true }
            // GTK 4 keeps accelerators in its canonical spelling.
            XCTAssertEqual(app.actionAccelerators, [ActionAccelerators(action: "win.save", accelerators: ["<Control>s"])])
            XCTAssertTrue(GtkTestKit.presentAndWait(window))

            try GtkTestKit.pressKeys("ctrl+s", "ctrl+j", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { sentinels == 1 }))
            XCTAssertEqual(saves, 0, "the action is disabled while the command cannot execute")

            canSave.accept(true)
            try GtkTestKit.pressKeys("ctrl+s", in: window)
            XCTAssertTrue(GtkTestKit.pump(until: { saves == 1 }), "the application's accelerator ran the command")
            window.destroy()
            XCTAssertEqual(app.accelerators(for: "win.save"), [], "the binding's end removed the accelerator")
        }
    }

    nonisolated func testADestroyedWindowsShortcutsEnd_andReleaseTheirCommand() throws {
        try GtkTestKit.run(self) { _ in
            let first = Scene()
            var runs = 0
            weak var weakCommand: Command<Void, Void>?
            do {
                let command = Command<Void, Void> { runs += 1 }
                weakCommand = command
                first.window.lifetime.insert(command => first.left.rx.shortcut("<Control>k", scope: .global))
            }
            weak var weakTracker: Tracker?
            do {
                let tracker = Tracker()
                weakTracker = tracker
                // The disposable is dropped: the shortcut lives as long as its widget.
                first.right.onShortcut(["<Control>t"], scope: .global) { tracker.count += 1; return true }
            }
            XCTAssertTrue(GtkTestKit.presentAndWait(first.window))
            try GtkTestKit.pressKeys("ctrl+k", "ctrl+t", in: first.window)
            XCTAssertTrue(GtkTestKit.pump(until: { runs == 1 && weakTracker?.count == 1 }), "both shortcuts work")

            first.window.destroy()
            XCTAssertNil(weakCommand, "the window's end removed its shortcuts and freed the command")
            XCTAssertNil(weakTracker, "a shortcut whose disposable was dropped ended with its widget too")
            let late = first.left.onShortcut(["<Control>k"]) { XCTFail("a destroyed widget has no shortcut"); return true }
            late.dispose()

            let second = Scene()
            XCTAssertTrue(GtkTestKit.presentAndWait(second.window))
            try second.pressThenSettle("ctrl+k")
            XCTAssertEqual(runs, 1)
            second.window.destroy()
        }
    }

    nonisolated func testDisposing_fromTheHandlerOrABackgroundThread_removesTheShortcut() throws {
        try GtkTestKit.run(self) { _ in
            let scene = Scene()
            var runs = 0
            var own: Disposable?
            own = scene.window.onShortcut(["<Control>k"], scope: .global) {
                runs += 1
                own?.dispose()
                return true
            }
            var other = 0
            let fromBackground = scene.window.onShortcut(["<Control>l"], scope: .global) { other += 1; return true }
            XCTAssertTrue(GtkTestKit.presentAndWait(scene.window))

            try scene.pressThenSettle("ctrl+k", "ctrl+k")
            XCTAssertEqual(runs, 1, "the shortcut disposed during its own run is gone for the next key")

            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                fromBackground.dispose()
                DispatchQueue.main.async { done.signal() }
            }
            XCTAssertTrue(GtkTestKit.pump(until: { done.wait(timeout: .now()) == .success }))
            try scene.pressThenSettle("ctrl+l")
            XCTAssertEqual(other, 0, "disposed from a background thread")
            scene.window.destroy()
        }
    }

    nonisolated func testAcceleratorsThatDoNotParse_areLeftOut_andLabelsReadAsInMenus() throws {
        try GtkTestKit.run(self) { _ in
            XCTAssertEqual(Accelerator.label("<Primary>s"), "Ctrl+S")
            XCTAssertEqual(Accelerator.label("<Shift><Control>z"), "Shift+Ctrl+Z")
            XCTAssertEqual(Accelerator.label(["<Control>q", "<Nonsense>w", "Delete"]), "Ctrl+Q, Delete")
            XCTAssertNil(Accelerator.label("<Nonsense>x"))
            XCTAssertFalse(Accelerator.isValid("<Nonsense>x"))
            XCTAssertTrue(Accelerator.isValid("<Shift>F10"))

            let scene = Scene()
            let nothing = scene.left.onShortcut(["<Nonsense>"]) { XCTFail("never"); return true }
            var runs = 0
            scene.left.onShortcut(["<Nonsense>", "<Control>k"]) { runs += 1; return true }
            XCTAssertTrue(GtkTestKit.presentAndWait(scene.window))
            scene.focus(scene.leftEntry)
            try GtkTestKit.pressKeys("ctrl+k", in: scene.window)
            XCTAssertTrue(GtkTestKit.pump(until: { runs == 1 }), "the accelerator that parses still works")
            nothing.dispose()
            scene.window.destroy()
        }
    }

    nonisolated func testPressingKeysInAWindowThatIsNotShownIsAnError() throws {
        try GtkTestKit.run(self) { _ in
            let window = Window(title: "never shown")
            XCTAssertThrowsError(try GtkTestKit.pressKeys("ctrl+k", in: window)) { error in
                XCTAssertEqual(error as? KeyInputError, .windowNotShown)
            }
            window.destroy()
        }
    }
}

/// Something a shortcut handler holds, to see when GTK released the handler.
private final class Tracker {
    var count = 0
}
