import CGLib

/// The handler type of `items-changed` (position, removed, added).
package typealias ItemsChangedHandler = @MainActor (Int, Int, Int) -> Void

/// `items-changed`'s C signature, reading the handler from the signal's data.
private let itemsChangedTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?
) -> Void = { _, position, removed, added, data in
    let handler = SignalHandlerBox<ItemsChangedHandler>.from(data).handler
    MainActor.assumeIsolated { handler(Int(position), Int(removed), Int(added)) }
}

/// Connects `handler` to `items-changed` of any `GListModel` (tests and
/// views use it); returns the handler id for `g_signal_handler_disconnect`.
@MainActor
package func connectItemsChanged(_ model: OpaquePointer, _ handler: @escaping ItemsChangedHandler) -> UInt {
    connectSignal(
        UnsafeMutableRawPointer(model), "items-changed", box: SignalHandlerBox<ItemsChangedHandler>(handler),
        trampoline: unsafeBitCast(itemsChangedTrampoline, to: UnsafeRawPointer.self), after: false)
}
