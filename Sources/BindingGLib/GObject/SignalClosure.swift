import CGLib

/// The arguments of one signal emission, as GLib passes them to a closure
/// (index 0 is the emitting instance, the signal's own arguments follow).
/// Valid only during the handler call; main thread.
public struct SignalArguments: @unchecked Sendable {
    private let values: UnsafePointer<GValue>
    /// The number of values, the instance included.
    public let count: Int

    package init(_ values: UnsafePointer<GValue>, count: Int) {
        self.values = values
        self.count = count
    }

    /// Argument `index` (1 is the first signal argument) as `T`.
    public func value<T: GValueConvertible>(_ index: Int, as type: T.Type) -> T {
        precondition(index < count, "signal has \(count - 1) arguments, asked for argument \(index)")
        return T(gValue: values + index)
    }

    /// Object argument `index` as its wrapper, `nil` if `NULL` or not a `T`.
    @MainActor
    public func object<T: Object>(_ index: Int, as type: T.Type) -> T? {
        precondition(index < count, "signal has \(count - 1) arguments, asked for argument \(index)")
        return g_value_get_object(values + index).map { Object.wrapper(for: $0) } as? T
    }
}

/// A Swift handler in a GClosure; the closure's finalize notifier releases it.
private final class ClosureHandlerBox: @unchecked Sendable {
    let handler: @MainActor (SignalArguments) -> Bool
    init(_ handler: @escaping @MainActor (SignalArguments) -> Bool) { self.handler = handler }
}

extension Object {
    /// Connects `handler` to `signal` through one generic GClosure marshaller
    /// that hands it the emission's `GValue` arguments: the path for any signal
    /// whose arguments convert to Swift (all generated `ControlEvent`s use it).
    /// The handler's result is returned to signals that return `gboolean`
    /// (`true` stops other handlers); other signals ignore it.
    ///
    /// The typed trampolines in `SignalFastPaths.swift` are the measured fast
    /// paths for the hand-written hot signals.
    ///
    /// - Precondition: the object has a signal named `signal` (a detail such as
    ///   `notify::label` is allowed).
    @discardableResult
    public func connectClosure(
        _ signal: String,
        after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Bool
    ) -> SignalConnection {
        let signalName = signal.split(separator: ":", maxSplits: 1).first.map(String.init) ?? signal
        precondition(g_signal_lookup(signalName, gType) != 0, "\(typeName) has no signal named \"\(signal)\"")
        let id = Object.connectClosure(to: UnsafeMutableRawPointer(objectPointer), signal, after: after, handler: handler)
        return SignalConnection(object: self, handlerID: id)
    }

    /// Connects `handler` to `signal` of `instance`, which needs no wrapper (a
    /// composite widget's template child while the template is being built),
    /// through the same marshaller as ``connectClosure(_:after:handler:)``, and
    /// returns the handler id. The signal must exist.
    package static func connectClosure(
        to instance: UnsafeMutableRawPointer,
        _ signal: String,
        after: Bool,
        handler: @escaping @MainActor (SignalArguments) -> Bool
    ) -> gulong {
        let box = Unmanaged.passRetained(ClosureHandlerBox(handler)).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
        g_closure_set_marshal(closure, signalClosureMarshal)
        g_closure_add_finalize_notifier(closure, box, releaseClosureHandlerBox)
        return g_signal_connect_closure(instance, signal, closure, after ? 1 : 0)
    }
}

/// GLib's marshaller for every closure made by ``Object/connectClosure(_:after:handler:)``.
private let signalClosureMarshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure, let data = closure.pointee.data, let values else { return }
    let box = Unmanaged<ClosureHandlerBox>.fromOpaque(data).takeUnretainedValue()
    let arguments = SignalArguments(values, count: Int(count))
    let result = MainActor.assumeIsolated { box.handler(arguments) }
    if let returnValue, cglib_value_type(returnValue) == cglib_type_boolean() {
        g_value_set_boolean(returnValue, result ? 1 : 0)
    }
}

/// Drops the box's retain when GLib finalizes the closure (disconnect, destroy, finalize).
private let releaseClosureHandlerBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<ClosureHandlerBox>.fromOpaque(data).release()
}
