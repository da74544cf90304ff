import Binding
import BindingGtk
import BindingGtkTesting
import CGLib
import CGtk
import XCTest

/// Shortcuts scoped to a widget, and window accelerators on plain keys that
/// leave text fields their keys. Keys are delivered through GTK's event
/// dispatch (`GtkTestKit.dispatchKey`), as from the X server.
final class WidgetShortcutTests: XCTestCase {
    /// A shown application window with a table (a tree view with one editable
    /// text column), an entry, a text view, a spin button and a button.
    @MainActor
    private struct Scene {
        let app: Application
        let window: ApplicationWindow
        let table: TreeView
        let entry: Entry
        let textView: TextView
        let spinButton: SpinButton
        let button: Button

        init() throws {
            app = try SharedTestApplication.get()
            window = ApplicationWindow(application: app, title: "Shortcuts")
            table = TreeView()
            var types = [cglib_type_string()]
            let store = gtk_list_store_newv(1, &types)!
            for name in ["Rent", "Tea"] {
                var iter = GtkTreeIter()
                gtk_list_store_append(store, &iter)
                var value = GValue()
                g_value_init(&value, cglib_type_string())
                g_value_set_string(&value, name)
                gtk_list_store_set_value(store, &iter, 0, &value)
                g_value_unset(&value)
            }
            gtk_tree_view_set_model(table.treeViewPointer, OpaquePointer(store))
            g_object_unref(UnsafeMutableRawPointer(store))
            let renderer = gtk_cell_renderer_text_new()!
            var editable = GValue()
            g_value_init(&editable, cglib_type_boolean())
            g_value_set_boolean(&editable, 1)
            g_object_set_property(cglib_object(renderer), "editable", &editable)
            g_value_unset(&editable)
            let column = gtk_tree_view_column_new()!
            gtk_tree_view_column_pack_start(column, renderer, 1)
            gtk_tree_view_column_add_attribute(column, renderer, "text", 0)
            gtk_tree_view_append_column(table.treeViewPointer, column)
            entry = Entry()
            entry.text = "abc"
            textView = TextView()
            spinButton = SpinButton(range: 0...100)
            button = Button(label: "Other")
            let box = Box()
            for widget in [table, entry, textView, spinButton, button] as [Widget] { box.add(widget) }
            window.add(box)
            XCTAssertTrue(GtkTestKit.showAndWait(window))
        }
    }

    func testDeleteOnTheTableRunsItsCommand_butNotElsewhere() throws {
        try onGtk {
            let scene = try Scene()
            var deletes = 0
            let delete = Command<Void, Void> { deletes += 1 }
            scene.window.binding { delete => scene.table.rx.shortcut("Delete", "KP_Delete") }
            GtkTestKit.dispatchKey(Key.Delete, in: scene.table)
            GtkTestKit.dispatchKey(Key.KP_Delete, in: scene.table)
            XCTAssertEqual(deletes, 2, "Delete on the focused table runs the command")
            GtkTestKit.dispatchKey(Key.Delete, in: scene.button)
            XCTAssertEqual(deletes, 2, "the table's shortcut does nothing while a button has the focus")
            scene.entry.cursorPosition = 0
            GtkTestKit.dispatchKey(Key.Delete, in: scene.entry)
            XCTAssertEqual(deletes, 2)
            scene.window.destroy()
        }
    }

    func testDeleteInAnEntryEditsTheText_evenWithAWindowAcceleratorOnDelete() throws {
        try onGtk {
            let scene = try Scene()
            var deletes = 0
            scene.window.binding { Command<Void, Void> { deletes += 1 } => scene.window.rx.action("delete", accelerators: ["Delete"]) }
            MainLoop.runPending()
            scene.entry.grabFocus()
            scene.entry.cursorPosition = 0
            GtkTestKit.dispatchKey(Key.Delete, in: scene.entry)
            XCTAssertEqual(scene.entry.text, "bc", "the entry deleted a character")
            GtkTestKit.dispatchKey(Key.BackSpace, in: scene.entry)
            XCTAssertEqual(deletes, 0, "the window accelerator did not fire in the entry")
            GtkTestKit.dispatchKey(Key.Delete, in: scene.button)
            XCTAssertEqual(deletes, 1, "elsewhere the window accelerator still fires")
            scene.window.destroy()
        }
    }

    func testLetterAccelerator_typesInTextViewsAndSpinButtons_andFiresElsewhere() throws {
        try onGtk {
            let scene = try Scene()
            var marks = 0
            scene.window.binding { Command<Void, Void> { marks += 1 } => scene.window.rx.action("mark", accelerators: ["m"]) }
            MainLoop.runPending()
            GtkTestKit.dispatchKey(Key.m, in: scene.textView)
            XCTAssertEqual(scene.textView.text, "m", "the text view typed the letter")
            scene.spinButton.grabFocus()
            GtkTestKit.dispatchKey(Key.BackSpace, in: scene.spinButton)
            GtkTestKit.dispatchKey(Key.Delete, in: scene.spinButton)
            XCTAssertEqual(marks, 0)
            GtkTestKit.dispatchKey(Key.m, in: scene.button)
            XCTAssertEqual(marks, 1, "a plain-key accelerator fires where nothing edits text")
            scene.textView.isEditable = false
            GtkTestKit.dispatchKey(Key.m, in: scene.textView)
            XCTAssertEqual(marks, 2, "a read-only text view leaves the accelerator its key")
            GtkTestKit.dispatchKey(Key.m, modifiers: GDK_CONTROL_MASK.rawValue, in: scene.entry)
            XCTAssertEqual(scene.entry.text, "abc", "a modified key is not given to the entry first")
            scene.window.destroy()
        }
    }

    func testDeleteInAnEditedCellEditsTheCell_notTheTablesShortcut() throws {
        try onGtk {
            let scene = try Scene()
            var deletes = 0
            scene.window.binding { Command<Void, Void> { deletes += 1 } => scene.table.rx.shortcut("Delete") }
            scene.table.grabFocus()
            var indices: [Int32] = [0]
            let path = gtk_tree_path_new_from_indicesv(&indices, 1)
            defer { gtk_tree_path_free(path) }
            gtk_tree_view_set_cursor(scene.table.treeViewPointer, path, gtk_tree_view_get_column(scene.table.treeViewPointer, 0), 1)
            let focus = try XCTUnwrap(gtk_window_get_focus(scene.window.windowPointer))
            let editor = try XCTUnwrap(Widget.wrapper(for: UnsafeMutableRawPointer(focus)) as? Entry, "the cell's editor has the focus")
            editor.cursorPosition = 0
            GtkTestKit.dispatchKey(Key.Delete, in: editor)
            XCTAssertEqual(editor.text, "ent", "Delete edited the cell's text")
            XCTAssertEqual(deletes, 0, "and did not delete the row")
            scene.window.destroy()
        }
    }

    func testDisabledCommand_leavesTheKeyToOthers_andAddShortcutActivatesANamedAction() throws {
        try onGtk {
            let scene = try Scene()
            let canDelete = BehaviorRelay(value: false)
            var deletes = 0
            var removals = 0
            let delete = Command<Void, Void>(enabledIf: canDelete) { deletes += 1 }
            scene.window.binding {
                delete => scene.table.rx.shortcut("Delete")
                Command<Void, Void> { removals += 1 } => scene.window.rx.action("remove")
                scene.table.addShortcut(["<Primary>r"], activating: "win.remove")
                scene.table.addShortcut(["<Primary>m"], activating: "win.missing")
            }
            var outerKeys = 0
            scene.window.binding {
                scene.window.connect("key-press-event", after: true, eventHandler: { _ in outerKeys += 1; return false })
            }
            GtkTestKit.dispatchKey(Key.Delete, in: scene.table)
            XCTAssertEqual(deletes, 0)
            canDelete.accept(true)
            GtkTestKit.dispatchKey(Key.Delete, in: scene.table)
            XCTAssertEqual(deletes, 1, "enabled again, the shortcut runs it")
            GtkTestKit.dispatchKey(Key.r, modifiers: GDK_CONTROL_MASK.rawValue, in: scene.table)
            XCTAssertEqual(removals, 1, "the shortcut activated win.remove")
            let before = outerKeys
            GtkTestKit.dispatchKey(Key.m, modifiers: GDK_CONTROL_MASK.rawValue, in: scene.table)
            XCTAssertEqual(outerKeys, before + 1, "a missing action leaves the key unhandled")
            scene.window.destroy()
        }
    }

    func testShortcutsWidgetDestroyed_endsTheShortcut_andFreesTheCommand() throws {
        try onGtk {
            let scene = try Scene()
            var deletes = 0
            weak var weakCommand: Command<Void, Void>?
            do {
                let delete = Command<Void, Void> { deletes += 1 }
                weakCommand = delete
                scene.table.binding { delete => scene.table.rx.shortcut("Delete") }
            }
            GtkTestKit.dispatchKey(Key.Delete, in: scene.table)
            XCTAssertEqual(deletes, 1)
            scene.button.grabFocus()
            scene.table.destroy()
            XCTAssertNil(weakCommand, "the table's end frees its shortcut's command")
            GtkTestKit.dispatchKey(Key.Delete, in: scene.button)
            XCTAssertEqual(deletes, 1)
            let late = scene.table.onShortcut(["Delete"]) { XCTFail("a destroyed widget has no shortcut"); return true }
            late.dispose()
            scene.window.destroy()
        }
    }

    func testAcceleratorThatDoesNotParse_isReportedAndIgnored() throws {
        try onGtk {
            let scene = try Scene()
            let shortcut = scene.table.onShortcut(["<Nonsense>"]) { XCTFail("never"); return true }
            GtkTestKit.dispatchKey(Key.Delete, in: scene.table)
            shortcut.dispose()
            scene.window.destroy()
        }
    }
}
