import CGtk

// Signal signatures the list widgets need beyond those of Object+Signals.swift.
// Same rules: exact C types, one retained `SignalHandlerBox` per connection,
// released by GLib through `releaseSignalHandlerBox`.

/// `void handler(GObject *instance, gpointer a, gpointer b, gpointer data)`
/// (`row-inserted`, a tree view's `row-activated`, `drag-begin` with a context).
typealias TwoPointerSignalHandler = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
let twoPointerSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, first, second, data in
    let box = SignalHandlerBox<TwoPointerSignalHandler>.from(data)
    let arguments = SignalArgument((first, second))
    MainActor.assumeIsolated { box.handler(arguments.value.0, arguments.value.1) }
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

/// Connects `handler` to `signal` of a GObject that has no Swift wrapper
/// (GLib owns the handler until the object is finalized).
func connectUnwrapped<Handler>(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    handler: Handler,
    trampoline: UnsafeRawPointer
) {
    let box = SignalHandlerBox<Handler>(handler)
    let data = Unmanaged.passRetained(box).toOpaque()
    let callback = unsafeBitCast(trampoline, to: GCallback.self)
    let id = g_signal_connect_data(instance, signal, callback, data, releaseSignalHandlerBox, GConnectFlags(rawValue: 0))
    if id == 0 {
        Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).release()
        preconditionFailure("no signal named \"\(signal)\"")
    }
}

extension Object {
    /// Connects `handler` through `trampoline`, handing GLib one retain of its box.
    func connectList<Handler>(
        _ signal: String,
        handler: Handler,
        trampoline: UnsafeRawPointer,
        after: Bool = false
    ) -> SignalConnection {
        let box = SignalHandlerBox<Handler>(handler)
        let data = Unmanaged.passRetained(box).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let flags = after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
        let id = g_signal_connect_data(objectPointer, signal, callback, data, releaseSignalHandlerBox, flags)
        if id == 0 {
            Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).release()
            preconditionFailure("\(typeName) has no signal named \"\(signal)\"")
        }
        return SignalConnection(object: self, handlerID: id)
    }

    /// Connects a handler taking two pointer arguments (`row-inserted`: path and iter).
    func connect(
        _ signal: String,
        after: Bool = false,
        twoPointerHandler handler: @escaping TwoPointerSignalHandler
    ) -> SignalConnection {
        connectList(signal, handler: handler,
                    trampoline: unsafeBitCast(twoPointerSignalTrampoline, to: UnsafeRawPointer.self), after: after)
    }
}
