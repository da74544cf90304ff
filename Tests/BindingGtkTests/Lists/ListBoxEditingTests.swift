@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ListBoxEditingTests: XCTestCase {
    private static let editable = ListItemsOptions(allowsDeletion: true, allowsMoving: true)

    func testDeleteKeyRemovesSelectedElementOnceWithoutEcho() throws {
        try onGtk {
            let list = ListBox()
            let days = MutableObservableArray(["Mon", "Tue", "Wed", "Thu"])
            var made = 0
            let binding = list.rx.items(days, options: Self.editable) { _, day in
                made += 1
                return Label(day)
            }
            let window = showInWindow(list)
            let events = ArrayChangeRecorder(days)
            let selection = ListEventRecorder(list.rx.selectedIndex)
            list.selectRowAsUser(at: 1)
            list.row(at: 1)?.grabFocus()

            try GtkTestKit.pressKey(Key.Delete, in: list)
            XCTAssertEqual(days.array, ["Mon", "Wed", "Thu"])
            XCTAssertEqual(events.changes, [.patch(ArrayChangeSet(deletes: [1]))], "the array announced the deletion once")
            XCTAssertEqual(ListProbe.rowTexts(list), ["Mon", "Wed", "Thu"], "the row was removed exactly once")
            XCTAssertEqual(made, 4, "no row was rebuilt")
            XCTAssertEqual(list.selectedIndex, 1, "the next row is selected")
            XCTAssertEqual(selection.values.last, 1)

            // Later changes from the view model still reach the rows.
            days.append("Fri")
            XCTAssertEqual(ListProbe.rowTexts(list), ["Mon", "Wed", "Thu", "Fri"])
            binding.dispose()
            window.destroy()
        }
    }

    func testDeleteKeyDoesNothingWithoutPermission() throws {
        try onGtk {
            let list = ListBox()
            let days = MutableObservableArray(["Mon", "Tue"])
            let binding = list.rx.items(days) { Label($1) }
            let window = showInWindow(list)
            list.selectRowAsUser(at: 0)
            list.row(at: 0)?.grabFocus()
            try? GtkTestKit.pressKey(Key.Delete, in: list)
            XCTAssertEqual(days.array, ["Mon", "Tue"])
            XCTAssertFalse(list.deleteRow(at: 0))
            XCTAssertFalse(list.moveRow(from: 0, to: 1))
            XCTAssertEqual(ListProbe.rowTexts(list), ["Mon", "Tue"])
            binding.dispose()
            window.destroy()
        }
    }

    func testRowDeleteButtonRemovesItsElement() throws {
        try onGtk {
            let list = ListBox()
            let items = MutableObservableArray(["one", "two", "three"])
            var buttons: [String: Button] = [:]
            let binding = list.rx.items(items, options: Self.editable) { [weak list] _, text in
                let box = Box(orientation: .horizontal, spacing: 4)
                box.packStart(Label(text), expand: true)
                let delete = Button(label: "Delete")
                _ = delete.rx.tap.subscribe(onNext: { [weak list, weak delete] in
                    guard let list, let delete else { return }
                    list.deleteRow(containing: delete)
                })
                box.packEnd(delete)
                buttons[text] = delete
                return box
            }
            let events = ArrayChangeRecorder(items)
            GtkTestKit.click(try XCTUnwrap(buttons["two"]))
            XCTAssertEqual(items.array, ["one", "three"])
            XCTAssertEqual(events.changes, [.patch(ArrayChangeSet(deletes: [1]))])
            XCTAssertEqual(ListProbe.rowTexts(list), ["one", "three"])
            GtkTestKit.click(try XCTUnwrap(buttons["three"]))
            XCTAssertEqual(items.array, ["one"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["one"])
            binding.dispose()
            list.destroy()
        }
    }

    func testMoveRowMovesElementOnceAndKeepsRowWidgets() throws {
        try onGtk {
            let list = ListBox()
            let items = MutableObservableArray(["a", "b", "c", "d"])
            var made = 0
            let binding = list.rx.items(items, options: Self.editable) { _, text in
                made += 1
                return Label(text)
            }
            let events = ArrayChangeRecorder(items)
            let widgetA = list.rowContent(at: 0)
            list.selectedIndex = 0
            XCTAssertTrue(list.moveRow(from: 0, to: 2))
            XCTAssertEqual(items.array, ["b", "c", "a", "d"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["b", "c", "a", "d"])
            XCTAssertEqual(events.changes.count, 1, "one event for the move")
            XCTAssertTrue(list.rowContent(at: 2) === widgetA, "the row moved, it was not remade")
            XCTAssertEqual(list.selectedIndex, 2, "the moved row stays selected")
            XCTAssertTrue(list.moveRow(from: 3, to: 2), "an adjacent move (which the array may describe differently)")
            XCTAssertEqual(items.array, ["b", "c", "d", "a"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["b", "c", "d", "a"])
            XCTAssertEqual(events.changes.count, 2)
            XCTAssertEqual(made, 4)
            XCTAssertFalse(list.moveRow(from: 0, to: 9), "out of range")
            binding.dispose()
            list.destroy()
        }
    }

    func testDragAndDropSignalsMoveTheRow() throws {
        try onGtk {
            let list = ListBox()
            let items = MutableObservableArray(["a", "b", "c", "d"])
            let binding = list.rx.items(items, options: Self.editable) { Label($1) }
            let window = showInWindow(list)
            let events = ArrayChangeRecorder(items)
            let source = try XCTUnwrap(list.row(at: 0))
            let target = try XCTUnwrap(list.row(at: 2))
            let handle = try XCTUnwrap(source.child as? EventBox, "a movable row's widget sits in a drag handle")
            XCTAssertTrue(handle.child === list.rowContent(at: 0))

            let selection = try XCTUnwrap(DragSelection.make(target: ListBoxDragAndDrop.targetName))
            defer { gtk_selection_data_free(selection) }
            // What GTK does during a drag: ask the source for the data, deliver it to the target.
            cgtk_emit_drag_data_get(handle.widgetPointer, nil, selection, 0, 0)
            cgtk_emit_drag_data_received(target.widgetPointer, nil, 5, 5, selection, 0, 0)
            XCTAssertEqual(items.array, ["b", "c", "a", "d"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["b", "c", "a", "d"])
            XCTAssertEqual(events.changes.count, 1)

            // A drop of something that is not one of this list's rows is ignored.
            let foreign = try XCTUnwrap(DragSelection.make(target: ListBoxDragAndDrop.targetName))
            defer { gtk_selection_data_free(foreign) }
            ListBoxDragAndDrop.store(row: window.widgetPointer, in: foreign)
            XCTAssertFalse(ListBoxDragAndDrop.drop(foreign, onto: target.widgetPointer, in: list))
            XCTAssertEqual(items.array, ["b", "c", "a", "d"])
            binding.dispose()
            window.destroy()
        }
    }

    func testForeignChangeQueuedBeforeUserEditResyncsRows() throws {
        try onGtk {
            let list = ListBox()
            let items = MutableObservableArray(["a", "b", "c"])
            let binding = list.rx.items(items, options: Self.editable) { Label($1) }
            // A background edit: its event waits in the main queue.
            onBackgroundThread { items.insert("x", at: 0) }
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "b", "c"], "not delivered yet")
            // The user deletes the row showing "a" (index 0 on screen, but "x" in the array now).
            XCTAssertTrue(list.deleteRow(at: 0))
            XCTAssertEqual(ListProbe.rowTexts(list), ["b", "c"])
            XCTAssertTrue(GtkTestKit.pump(until: { ListProbe.rowTexts(list) == items.array }), "the rows never caught up with the array")
            XCTAssertEqual(ListProbe.rowTexts(list), items.array, "the rows caught up with the array")
            items.append("z")
            XCTAssertEqual(ListProbe.rowTexts(list), items.array)
            binding.dispose()
            list.destroy()
        }
    }

    func testUserEditsThroughADriverStillAvoidEcho() throws {
        try onGtk {
            let list = ListBox()
            let items = MutableObservableArray(["a", "b", "c"])
            var made = 0
            let binding = list.rx.items(items, options: Self.editable) { _, text in
                made += 1
                return Label(text)
            }
            for _ in 0..<3 { XCTAssertTrue(list.moveRow(from: 0, to: 2)) }
            XCTAssertEqual(items.array, ["a", "b", "c"])
            XCTAssertTrue(list.deleteRow(at: 1))
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "c"])
            XCTAssertEqual(made, 3)
            binding.dispose()
            list.destroy()
        }
    }
}

/// A real `GtkSelectionData` for drag-and-drop tests, obtained the way GTK
/// hands one to a drop target: by converting a selection this process owns.
@MainActor
enum DragSelection {
    /// A selection data whose target is `target`; free it with `gtk_selection_data_free`.
    static func make(target: String) -> OpaquePointer? {
        guard let clipboard = gtk_clipboard_get(gdk_atom_intern("BINDING_GTK_TEST_DND", 0)) else { return nil }
        let stored = target.withCString { name -> Bool in
            var entry = GtkTargetEntry(target: UnsafeMutablePointer(mutating: name), flags: 0, info: 0)
            return gtk_clipboard_set_with_data(clipboard, &entry, 1, { _, data, _, _ in
                var byte: UInt8 = 0
                gtk_selection_data_set(data, gtk_selection_data_get_target(data), 8, &byte, 1)
            }, nil, nil) != 0
        }
        guard stored else { return nil }
        return gtk_clipboard_wait_for_contents(clipboard, gdk_atom_intern(target, 0))
    }
}
