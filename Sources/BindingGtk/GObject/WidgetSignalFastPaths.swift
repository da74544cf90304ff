import BindingGLib
import CGtk

// The typed signal entry points of GTK's own signals (`insert-text` of an
// editable, drag and drop), beside the GLib layer's (`SignalFastPaths.swift`
// in BindingGLib), for the same reason: GLib calls them with C arguments, no
// `GValue` marshalling.

/// `void handler(GtkEditable *e, const gchar *text, gint length, gint *position, gpointer data)` (`insert-text`)
typealias InsertTextSignalHandler = @MainActor (String, UnsafeMutablePointer<Int32>?) -> Void
let insertTextSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?
) -> Void = { _, text, length, position, data in
    let box = SignalHandlerBox<InsertTextSignalHandler>.from(data)
    let inserted: String
    if let text {
        if length < 0 {
            inserted = String(cString: text)
        } else {
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            inserted = String(decoding: bytes, as: UTF8.self)
        }
    } else {
        inserted = ""
    }
    let position = SignalArgument(position)
    MainActor.assumeIsolated { box.handler(inserted, position.value) }
}

/// `void drag_data_get(GtkWidget *w, GdkDragContext *c, GtkSelectionData *s, guint info, guint time, gpointer data)`:
/// the handler gets the widget and the selection data to fill.
typealias DragDataGetHandler = @MainActor (UnsafeMutableRawPointer?, OpaquePointer?) -> Void
let dragDataGetTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, OpaquePointer?, UInt32, UInt32, UnsafeMutableRawPointer?
) -> Void = { widget, _, selection, _, _, data in
    let box = SignalHandlerBox<DragDataGetHandler>.from(data)
    let arguments = SignalArgument((widget, selection))
    MainActor.assumeIsolated { box.handler(arguments.value.0, arguments.value.1) }
}

/// `void drag_data_received(GtkWidget *w, GdkDragContext *c, gint x, gint y,
/// GtkSelectionData *s, guint info, guint time, gpointer data)`: the handler
/// gets the widget and the dropped selection data.
typealias DragDataReceivedHandler = @MainActor (UnsafeMutableRawPointer?, OpaquePointer?) -> Void
let dragDataReceivedTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, Int32, OpaquePointer?, UInt32, UInt32,
    UnsafeMutableRawPointer?
) -> Void = { widget, _, _, _, selection, _, _, data in
    let box = SignalHandlerBox<DragDataReceivedHandler>.from(data)
    let arguments = SignalArgument((widget, selection))
    MainActor.assumeIsolated { box.handler(arguments.value.0, arguments.value.1) }
}
