/// A boxed value that may cross threads because the code using it serialises
/// access by the observable contract (events to one observer never overlap).
///
/// Used to hand non-`Sendable` closures to dispatch queues and timers, and by
/// the adapter (`package`) for values its binders only use on the main thread.
/// It is not a lock: use it only where something else (the contract, the main
/// thread, a lock around it) already serialises access, and say what in a comment.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @usableFromInline package init(_ value: Value) { self.value = value }
}
