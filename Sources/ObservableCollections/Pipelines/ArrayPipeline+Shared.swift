import ReactiveCore

extension ArrayPipeline {
    /// This pipeline with its stages run once for every consumer: a table,
    /// a total and an editor bound to the result all see one run of the
    /// filter and the sort, instead of one each.
    ///
    /// The first subscriber starts the stages; a later one starts with a
    /// `.reset` holding the current output (not a new run), then receives
    /// the same patches as the others. When the last subscriber leaves, the
    /// stages end; the next subscriber starts them afresh. An error of a
    /// stage reaches every subscriber.
    ///
    /// <!-- snippet: doc-ArrayPipeline-Shared -->
    /// ```swift
    /// let visible = expenses.filtered(by: $query) { query, expense in expense.matches(query) }
    ///     .sorted { ($0.date, $0.id) < ($1.date, $1.id) }
    ///     .shared()
    /// ```
    ///
    /// Writes through rows and selections still reach the source array (the
    /// shared pipeline keeps the pipeline's root).
    public func shared() -> ArrayPipeline<Item> {
        let multicast = events.share(replay: 1)
        return ArrayPipeline(events: Observable { observer, lifetime in
            // Each subscriber's first event is the latest one of the shared
            // run (the replay); its array is the whole current output.
            let isFirst = FirstEventFlag()
            return multicast.run(AnyObserver { event in
                guard case .next(let change) = event, isFirst.take() else { return observer.on(event) }
                observer.on(.next(change.change.isReset ? change : ArrayChangeEvent(array: change.array, change: .reset)))
            }, lifetime)
        }, root: root)
    }
}

/// `true` once, then `false`: marks one subscriber's first event. Events of
/// one subscription arrive serially, so a plain flag is enough.
private final class FirstEventFlag: @unchecked Sendable {
    private var taken = false

    func take() -> Bool {
        defer { taken = true }
        return !taken
    }
}
