/// Groups writes so that subscribers of computeds see one consistent update.
///
/// <!-- snippet: doc-Transaction -->
/// ```swift
/// Transaction.run {
///     viewModel.first = "Grace"
///     viewModel.last = "Hopper"
/// }   // fullName's subscribers are notified once, with both names new
/// ```
///
/// Inside the block relays change at once (their own subscribers are called as
/// usual) and computeds read there are up to date; only the notification of
/// computed subscribers waits until the outermost `run` returns. Observable
/// arrays edited in the block also change at once (reads see every edit),
/// but send their edits as ONE change event each when the outermost `run`
/// returns, with the change set that merges them all (a list widget updates
/// once); an edit another thread makes to such an array meanwhile joins
/// that event. For the
/// duration of the block the dependency graph's lock is held, so computeds
/// updated on other threads wait and never see half of the transaction.
/// Keep transactions short, and do not wait in them for work that another
/// thread does with computeds (that thread would be waiting for you).
public enum Transaction {
    /// Runs `body` as one transaction; transactions nest.
    public static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let context = ThreadContext.current
        context.transactionDepth += 1
        defer {
            context.transactionDepth -= 1
            context.endTransactionParticipants()
            DependencyGraph.flushDeferred(context)
        }
        return try DependencyGraph.lock.withLock { _ in try body() }
    }

    /// `true` inside `run` on this thread.
    public static var isActive: Bool {
        (ThreadContext.existing?.transactionDepth ?? 0) > 0
    }
}

/// Something that holds work back while a transaction is open on the
/// calling thread and finishes it when the outermost one ends (an
/// observable array sending its merged change). Enlisted with
/// `ThreadContext.enlist(_:)`; `transactionEnded` runs on that thread,
/// after the transaction's lock is released.
package protocol TransactionParticipant: AnyObject {
    /// The outermost transaction on the calling thread has ended.
    func transactionEnded()
}
