import CGtk

/// Drag and drop inside this application that carries one address (a
/// widget's pointer) under a private target name: every GTK drag-and-drop
/// call the adapter makes (drag source, drop target, selection data) in one
/// place. Bound list boxes reorder their rows with it (`ListBoxDragAndDrop`).
///
/// The address is compared, never dereferenced, by whoever receives it, so a
/// stale one does no harm. Main thread only.
@MainActor
enum InAppDrag {
    /// Makes `widget` start drags (button 1, move) offering `target`;
    /// `payload(widget)` gives the address a drag carries (`nil`: none).
    static func makeSource(
        _ widget: UnsafeMutablePointer<GtkWidget>, target: String,
        payload: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> UInt?
    ) {
        withTargetEntry(target) { entry in
            gtk_drag_source_set(widget, GDK_BUTTON1_MASK, entry, 1, GDK_ACTION_MOVE)
        }
        let handler: DragDataGetHandler = { source, selection in
            guard let source, let selection,
                  let address = payload(source.assumingMemoryBound(to: GtkWidget.self)) else { return }
            store(address, in: selection, target: target)
        }
        connectUnwrapped(UnsafeMutableRawPointer(widget), "drag-data-get", handler: handler,
                         trampoline: unsafeBitCast(dragDataGetTrampoline, to: UnsafeRawPointer.self))
    }

    /// Makes `widget` accept drops of `target` (move); `received(widget,
    /// address)` gets each dropped address.
    static func makeDestination(
        _ widget: UnsafeMutablePointer<GtkWidget>, target: String,
        received: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>, UInt) -> Void
    ) {
        withTargetEntry(target) { entry in
            gtk_drag_dest_set(widget, GTK_DEST_DEFAULT_ALL, entry, 1, GDK_ACTION_MOVE)
        }
        let handler: DragDataReceivedHandler = { destination, selection in
            guard let destination, let selection, let address = address(in: selection, target: target) else { return }
            received(destination.assumingMemoryBound(to: GtkWidget.self), address)
        }
        connectUnwrapped(UnsafeMutableRawPointer(widget), "drag-data-received", handler: handler,
                         trampoline: unsafeBitCast(dragDataReceivedTrampoline, to: UnsafeRawPointer.self))
    }

    /// Writes `address` into a drag's selection data, typed `target`.
    static func store(_ address: UInt, in selection: OpaquePointer, target: String) {
        var value = address
        withUnsafeBytes(of: &value) { bytes in
            gtk_selection_data_set(selection, gdk_atom_intern(target, 0), 8,
                                   bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
        }
    }

    /// The address `selection` carries, if it is typed `target` and holds
    /// exactly one address.
    static func address(in selection: OpaquePointer, target: String) -> UInt? {
        guard gtk_selection_data_get_length(selection) == MemoryLayout<UInt>.size,
              gtk_selection_data_get_data_type(selection) == gdk_atom_intern(target, 0),
              let data = gtk_selection_data_get_data(selection) else { return nil }
        return UnsafeRawPointer(data).loadUnaligned(as: UInt.self)
    }

    /// A target entry for `target` (same application only), valid in `body`.
    private static func withTargetEntry(_ target: String, _ body: (UnsafePointer<GtkTargetEntry>) -> Void) {
        target.withCString { name in
            var entry = GtkTargetEntry(target: UnsafeMutablePointer(mutating: name),
                                       flags: GTK_TARGET_SAME_APP.rawValue, info: 0)
            withUnsafePointer(to: &entry) { body($0) }
        }
    }
}
