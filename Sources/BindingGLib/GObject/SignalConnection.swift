import Binding
import CGLib
import Dispatch

/// One handler connected to a GObject signal; disposing it disconnects.
///
/// Disconnecting is safe at any time: after the object was destroyed (which
/// disconnects every handler of a window's children), after the wrapper is
/// gone, twice, or from a background thread (the work then hops to the main
/// thread).
public final class SignalConnection: Cancelable, @unchecked Sendable {
    /// GLib's handler id (unique in the process; never reused while connected).
    public let handlerID: UInt

    // Only touched on the main thread.
    private weak var object: Object?
    private var disconnected = false

    package init(object: Object, handlerID: UInt) {
        self.object = object
        self.handlerID = handlerID
    }

    /// `true` while GLib still has the handler connected.
    @MainActor
    public var isConnected: Bool {
        guard !disconnected, let object else { return false }
        return g_signal_handler_is_connected(object.objectPointer, handlerID) != 0
    }

    /// `true` once ``disconnect()`` has run (GLib may also have dropped the
    /// handler earlier, see ``isConnected``).
    public var isDisposed: Bool {
        MainThread.isCurrent ? MainActor.assumeIsolated { disconnected } : false
    }

    /// Disconnects the handler if GLib still has it; GLib then releases the closure.
    @MainActor
    public func disconnect() {
        guard !disconnected else { return }
        disconnected = true
        guard let object else { return }
        self.object = nil
        if g_signal_handler_is_connected(object.objectPointer, handlerID) != 0 {
            g_signal_handler_disconnect(object.objectPointer, handlerID)
        }
    }

    /// Disconnects, on the main thread.
    public func dispose() {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { disconnect() }
        } else {
            DispatchQueue.main.async { self.disconnect() }
        }
    }

    /// Stops the handler from being called until ``unblock()``; nests.
    @MainActor
    public func block() {
        guard isConnected, let object else { return }
        g_signal_handler_block(object.objectPointer, handlerID)
    }

    /// Undoes one ``block()``.
    @MainActor
    public func unblock() {
        guard isConnected, let object else { return }
        g_signal_handler_unblock(object.objectPointer, handlerID)
    }

    /// Runs `body` with the handler blocked (for example to set a property
    /// without hearing one's own change).
    @MainActor
    public func whileBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        let blocked = isConnected
        if blocked { block() }
        defer { if blocked { unblock() } }
        return try body()
    }
}
