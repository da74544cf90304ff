import CGtk

/// Drag and drop reordering of a bound ``ListBox`` (when the binding allows moving).
///
/// A `GtkListBoxRow` has no input window, so it cannot start a drag itself:
/// each row's widget is put in an input-only `GtkEventBox` that is the drag
/// source (press and drag anywhere on the row), and each row is a drop target.
/// The drag carries the source row's pointer, for this application only; a
/// drop on a row moves the dragged row to the target's index through
/// ``ListBox/moveRow(from:to:)``, which moves the element in the bound array.
@MainActor
enum ListBoxDragAndDrop {
    /// The drag target name (same application only).
    static let targetName = "BINDING_GTK_LIST_BOX_ROW"

    /// `targetName` as an atom. Interned with `gdk_atom_intern`, which copies
    /// the name: the `_static_string` variant keeps the pointer, and a Swift
    /// `String` passed as `const char *` is a temporary valid only during the call.
    static var targetAtom: GdkAtom { gdk_atom_intern(targetName, 0) }

    /// Wraps `content` in an input-only event box that starts row drags.
    static func makeDragHandle(around content: UnsafeMutablePointer<GtkWidget>, of listBox: ListBox) -> UnsafeMutablePointer<GtkWidget> {
        let handle = gtk_event_box_new()!
        gtk_event_box_set_visible_window(UnsafeMutableRawPointer(handle).assumingMemoryBound(to: GtkEventBox.self), 0)
        gtk_container_add(cgtk_container(handle), content)
        gtk_widget_show(handle)
        withTargets { targets in
            gtk_drag_source_set(handle, GDK_BUTTON1_MASK, targets, 1, GDK_ACTION_MOVE)
        }
        let handler: DragDataGetHandler = { widget, selection in
            guard let widget, let selection,
                  let row = gtk_widget_get_ancestor(widget.assumingMemoryBound(to: GtkWidget.self), gtk_list_box_row_get_type())
            else { return }
            store(row: row, in: selection)
        }
        connectUnwrapped(UnsafeMutableRawPointer(handle), "drag-data-get", handler: handler,
                         trampoline: unsafeBitCast(dragDataGetTrampoline, to: UnsafeRawPointer.self))
        return handle
    }

    /// Makes `row` accept dropped rows of the same list box.
    static func makeDropTarget(_ row: UnsafeMutablePointer<GtkWidget>, of listBox: ListBox) {
        withTargets { targets in
            gtk_drag_dest_set(row, GTK_DEST_DEFAULT_ALL, targets, 1, GDK_ACTION_MOVE)
        }
        let weakBox = WeakReference(listBox)
        let handler: DragDataReceivedHandler = { widget, selection in
            guard let widget, let selection, let listBox = weakBox.object else { return }
            _ = drop(selection, onto: widget.assumingMemoryBound(to: GtkWidget.self), in: listBox)
        }
        connectUnwrapped(UnsafeMutableRawPointer(row), "drag-data-received", handler: handler,
                         trampoline: unsafeBitCast(dragDataReceivedTrampoline, to: UnsafeRawPointer.self))
    }

    /// Writes `row`'s pointer into a drag's selection data.
    static func store(row: UnsafeMutablePointer<GtkWidget>, in selection: OpaquePointer) {
        var pointer = UInt(bitPattern: row)
        withUnsafeBytes(of: &pointer) { bytes in
            gtk_selection_data_set(selection, targetAtom, 8,
                                   bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
        }
    }

    /// Handles a drop of `selection` on `target` (a row of `listBox`): moves
    /// the dragged row, if it is one of this list's rows, to the target's index.
    /// Returns whether a row moved.
    static func drop(_ selection: OpaquePointer, onto target: UnsafeMutablePointer<GtkWidget>, in listBox: ListBox) -> Bool {
        guard gtk_selection_data_get_length(selection) == MemoryLayout<UInt>.size,
              gtk_selection_data_get_data_type(selection) == targetAtom,
              let data = gtk_selection_data_get_data(selection) else { return false }
        let address = UnsafeRawPointer(data).loadUnaligned(as: UInt.self)
        guard let from = rowIndex(address: address, in: listBox),
              let to = rowIndex(address: UInt(bitPattern: target), in: listBox) else { return false }
        return listBox.moveRow(from: from, to: to)
    }

    /// The index of the row at `address` if it is a row of `listBox` (found
    /// by comparing addresses, so a stale pointer is never dereferenced).
    private static func rowIndex(address: UInt, in listBox: ListBox) -> Int? {
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBox.listBoxPointer, index) {
            if UInt(bitPattern: row) == address { return Int(index) }
            index += 1
        }
        return nil
    }

    private static func withTargets(_ body: (UnsafePointer<GtkTargetEntry>) -> Void) {
        targetName.withCString { name in
            var entry = GtkTargetEntry(target: UnsafeMutablePointer(mutating: name),
                                       flags: GTK_TARGET_SAME_APP.rawValue, info: 0)
            withUnsafePointer(to: &entry) { body($0) }
        }
    }
}
