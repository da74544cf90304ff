import CGLib

// The deliberate fast paths of signal connection. Any signal can be connected
// through the generic GClosure marshaller (`Object.connectClosure`, used by
// every generated `ControlEvent`), which reads the emission's `GValue`s. The
// typed C entry points below skip that: GLib calls them directly with C
// arguments, which makes an emission reaching Swift measurably cheaper (the
// `signal` row of the benchmarks: `cd Benchmarks && swift run -c release
// Benchmarks signal`, typed trampoline against the marshaller). Kept for the
// hand-written hot signals (`changed`, `notify::` of bound properties, list
// signals); new code uses `connectClosure`.
//
// Each entry point reads its `SignalHandlerBox` from the user-data pointer and
// calls the Swift closure on the main actor (GTK emits signals on the thread
// running its main loop). Parameter types match the C signatures exactly:
// gint/gboolean are Int32, pointers are raw pointers, and a signal returning
// gboolean gets one back.

/// `void handler(GObject *instance, gpointer data)`
package typealias VoidSignalHandler = @MainActor () -> Void
package let voidSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let box = SignalHandlerBox<VoidSignalHandler>.from(data)
    MainActor.assumeIsolated { box.handler() }
}

/// `void handler(GObject *instance, gpointer arg, gpointer data)` (for example `notify`)
package typealias PointerSignalHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
package let pointerSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, argument, data in
    let box = SignalHandlerBox<PointerSignalHandler>.from(data)
    let argument = SignalArgument(argument)
    MainActor.assumeIsolated { box.handler(argument.value) }
}

/// `gboolean handler(GObject *instance, gpointer arg, gpointer data)` (for example `delete-event`)
package typealias PointerBoolSignalHandler = @MainActor (UnsafeMutableRawPointer?) -> Bool
package let pointerBoolSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> gboolean = { _, argument, data in
    let box = SignalHandlerBox<PointerBoolSignalHandler>.from(data)
    let argument = SignalArgument(argument)
    return MainActor.assumeIsolated { box.handler(argument.value) } ? 1 : 0
}

/// `void handler(GObject *instance, gint arg, gpointer data)` (for example `response`)
package typealias IntSignalHandler = @MainActor (Int32) -> Void
package let intSignalTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
    let box = SignalHandlerBox<IntSignalHandler>.from(data)
    MainActor.assumeIsolated { box.handler(argument) }
}

/// `void handler(GObject *instance, gint arg, gpointer arg2, gpointer data)` (for example `icon-press`)
package typealias IntPointerSignalHandler = @MainActor (Int32, UnsafeMutableRawPointer?) -> Void
package let intPointerSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, argument, argument2, data in
    let box = SignalHandlerBox<IntPointerSignalHandler>.from(data)
    let argument2 = SignalArgument(argument2)
    MainActor.assumeIsolated { box.handler(argument, argument2.value) }
}

/// A signal argument carried into the main actor's region. Signals are
/// emitted on the GTK thread, which is the main thread.
package struct SignalArgument<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

/// `gint handler(GObject *instance, gpointer arg, gpointer data)` (for example `command-line`)
package typealias PointerIntSignalHandler = @MainActor (UnsafeMutableRawPointer?) -> Int32
package let pointerIntSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Int32 = { _, argument, data in
    let box = SignalHandlerBox<PointerIntSignalHandler>.from(data)
    let argument = SignalArgument(argument)
    return MainActor.assumeIsolated { box.handler(argument.value) }
}

/// `void handler(GObject *instance, gpointer a, gpointer b, gpointer data)`
/// (`row-inserted`, a tree view's `row-activated`, `drag-begin` with a context).
package typealias TwoPointerSignalHandler = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
package let twoPointerSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, first, second, data in
    let box = SignalHandlerBox<TwoPointerSignalHandler>.from(data)
    let arguments = SignalArgument((first, second))
    MainActor.assumeIsolated { box.handler(arguments.value.0, arguments.value.1) }
}
