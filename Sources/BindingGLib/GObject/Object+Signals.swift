import CGLib

/// The one place that hands a Swift handler to GLib through a typed trampoline:
/// `g_signal_connect_data` with the box retained once and
/// ``releaseSignalHandlerBox`` as destroy notify. Returns GLib's handler id.
///
/// - Precondition: `instance` has a signal named `signal` (GLib logs
///   "signal is invalid" and returns 0 otherwise; the box is released then).
package func connectSignal<Handler>(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    box: SignalHandlerBox<Handler>,
    trampoline: UnsafeRawPointer,
    after: Bool
) -> UInt {
    let data = Unmanaged.passRetained(box).toOpaque()
    let callback = unsafeBitCast(trampoline, to: GCallback.self)
    let flags = after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
    let id = g_signal_connect_data(instance, signal, callback, data, releaseSignalHandlerBox, flags)
    if id == 0 {
        Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).release()
        let typeName = String(cString: g_type_name(cglib_object_type(instance)))
        preconditionFailure("\(typeName) has no signal named \"\(signal)\"")
    }
    return id
}

/// Connects `handler` to `signal` of a GObject that has no Swift wrapper (a
/// list row GTK made): GLib owns the handler until the object is finalized.
package func connectUnwrapped<Handler>(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    handler: Handler,
    trampoline: UnsafeRawPointer
) {
    _ = connectSignal(instance, signal, box: SignalHandlerBox<Handler>(handler), trampoline: trampoline, after: false)
}

extension Object {
    /// Connects `box` through `trampoline`, handing GLib one retain of the box.
    package func connect<Handler>(
        _ signal: String,
        box: SignalHandlerBox<Handler>,
        trampoline: UnsafeRawPointer,
        after: Bool
    ) -> SignalConnection {
        let id = connectSignal(UnsafeMutableRawPointer(objectPointer), signal, box: box, trampoline: trampoline, after: after)
        return SignalConnection(object: self, handlerID: id)
    }

    /// Connects `handler` to a signal whose C handler is
    /// `void (*)(GObject *instance, gpointer user_data)`, such as `clicked`,
    /// `changed`, `activate` or `destroy`.
    ///
    /// The handler runs on the main thread. Capture the wrapper weakly in it:
    /// the object owns the handler until it is disconnected or destroyed.
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(voidSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<VoidSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes one pointer
    /// argument and returns nothing (`notify`, `size-allocate`, …).
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        pointerHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(pointerSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<PointerSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes one pointer
    /// argument and returns `gboolean` (event signals such as `delete-event`):
    /// return `true` to stop other handlers (and the default action).
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        eventHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(pointerBoolSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<PointerBoolSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes one `gint` (or C
    /// enum) argument, such as a dialog's `response`.
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        intHandler handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(intSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<IntSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes a `gint` (or C
    /// enum) and a pointer, such as an entry's `icon-press`.
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        intPointerHandler handler: @escaping @MainActor (Int32, UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(intPointerSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<IntPointerSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes one pointer and
    /// returns `gint`, such as an application's `command-line`.
    @discardableResult
    public func connect(
        _ signal: String,
        after: Bool = false,
        pointerIntHandler handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(pointerIntSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<PointerIntSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Connects `handler` to a signal whose C handler takes two pointer
    /// arguments (`row-inserted`: path and iter; a tree view's `row-activated`).
    @discardableResult
    package func connect(
        _ signal: String,
        after: Bool = false,
        twoPointerHandler handler: @escaping TwoPointerSignalHandler
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(twoPointerSignalTrampoline, to: UnsafeRawPointer.self)
        return connect(signal, box: SignalHandlerBox<TwoPointerSignalHandler>(handler), trampoline: trampoline, after: after)
    }

    /// Calls `handler` whenever the GObject property `property` changes
    /// (`notify::<property>`), including programmatic changes.
    @discardableResult
    public func observeProperty(_ property: String, handler: @escaping @MainActor () -> Void) -> SignalConnection {
        precondition(hasProperty(property), "\(typeName) has no property named \"\(property)\"")
        return connect("notify::\(property)", pointerHandler: { _ in handler() })
    }
}

extension Object {
    /// Emits `signal`, which takes no arguments and returns nothing, on the
    /// object, as GTK itself does (`g_signal_emit_by_name`, which is variadic
    /// and does not import into Swift). Used to simulate the user.
    package func emitSignal(_ signal: String) {
        let id = g_signal_lookup(signal, gType)
        precondition(id != 0, "\(typeName) has no signal named \"\(signal)\"")
        var instance = GValue()
        _ = g_value_init(&instance, gType)
        g_value_set_object(&instance, objectPointer)
        defer { g_value_unset(&instance) }
        g_signal_emitv(&instance, id, 0, nil)
    }
}
