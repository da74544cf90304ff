import BindingGLib
import CGtk

extension Object {
    /// Connects `handler` to an editable's `insert-text` signal: it receives
    /// the inserted text and the insertion position pointer.
    @discardableResult
    public func connectInsertText(
        after: Bool = false,
        handler: @escaping @MainActor (String, UnsafeMutablePointer<Int32>?) -> Void
    ) -> SignalConnection {
        let trampoline = unsafeBitCast(insertTextSignalTrampoline, to: UnsafeRawPointer.self)
        return connect("insert-text", box: SignalHandlerBox<InsertTextSignalHandler>(handler), trampoline: trampoline, after: after)
    }
}
