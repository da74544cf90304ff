import CGLib

/// A Swift closure connected to a GObject signal.
///
/// `g_signal_connect_data` receives the box retained once; GLib calls
/// ``releaseSignalHandlerBox`` when the handler is disconnected (by us, by
/// a widget's destruction, or at finalization) and never calls the trampoline
/// with a released box.
package class SignalHandlerBoxBase {}

/// A box holding a handler of one concrete type; trampolines read `handler`.
///
/// Sendable because it is immutable and its handler only runs on the GTK
/// (main) thread.
package final class SignalHandlerBox<Handler>: SignalHandlerBoxBase, @unchecked Sendable {
    package let handler: Handler

    package init(_ handler: Handler) {
        self.handler = handler
    }

    /// Reads the box passed as a signal's user data (not consuming GLib's retain).
    package static func from(_ data: UnsafeMutableRawPointer?) -> SignalHandlerBox<Handler> {
        Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// GLib's destroy notify for signal data: drops the retain taken at connection.
package let releaseSignalHandlerBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBoxBase>.fromOpaque(data).release()
}
