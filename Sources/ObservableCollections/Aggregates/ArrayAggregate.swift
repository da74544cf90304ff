import ReactiveCore

/// A value computed from every element of an observable array or pipeline —
/// a count, a sum, a minimum or a maximum — kept up to date from each change
/// event instead of being recomputed from all the elements.
///
/// Pass one to `aggregate(_:)` of an array or a pipeline:
///
/// <!-- snippet: doc-ArrayAggregate -->
/// ```swift
/// let total = visible.aggregate(.sum(\.amount))     // Observable<Decimal>
/// let latest = visible.aggregate(.max(\.date))      // Observable<CalendarDate?>
/// ```
///
/// Cost per change event, for a change of `k` elements among `n`:
/// - ``count``: O(1).
/// - ``sum(_:)``: O(k) additions and subtractions. The key of each element
///   is kept in a mirror array beside the source (to know what a deleted or
///   updated element contributed), edited in place for a single change.
/// - ``min(_:)`` and ``max(_:)``: O(k log n) amortized. The keys live in a
///   binary heap with lazy deletion: a removed key goes into a second heap
///   and both are popped together when it reaches the top; when the removed
///   keys outnumber the live ones, the heap is rebuilt from the mirror
///   (O(n), at most once per n removals), so memory stays within twice the
///   elements.
///
/// A `.reset` recomputes from the whole array (O(n)). Floating-point sums
/// collect rounding errors over many changes that a recomputation would not
/// have; a reset starts them again from zero.
public struct ArrayAggregate<Item, Value> {
    /// Makes the per-subscription state that turns change events into values.
    let makeAccumulator: () -> any AggregateAccumulator<Item, Value>

    init(_ makeAccumulator: @escaping () -> any AggregateAccumulator<Item, Value>) {
        self.makeAccumulator = makeAccumulator
    }
}

extension ArrayAggregate where Value == Int {
    /// The number of elements.
    public static var count: ArrayAggregate<Item, Int> {
        ArrayAggregate { CountAccumulator() }
    }
}

extension ArrayAggregate where Value: AdditiveArithmetic {
    /// The sum of the elements' `keyPath` (zero for no elements).
    public static func sum(_ keyPath: KeyPath<Item, Value> & Sendable) -> ArrayAggregate<Item, Value> {
        ArrayAggregate { KeyedAccumulator(key: { $0[keyPath: keyPath] }, tally: SumTally<Value>()) }
    }
}

extension ArrayAggregate {
    /// The smallest of the elements' `keyPath` (`nil` for no elements).
    public static func min<Key: Comparable>(_ keyPath: KeyPath<Item, Key> & Sendable) -> ArrayAggregate<Item, Key?>
        where Value == Key? {
        ArrayAggregate { KeyedAccumulator(key: { $0[keyPath: keyPath] }, tally: ExtremumTally<Key>(precedes: <)) }
    }

    /// The largest of the elements' `keyPath` (`nil` for no elements).
    public static func max<Key: Comparable>(_ keyPath: KeyPath<Item, Key> & Sendable) -> ArrayAggregate<Item, Key?>
        where Value == Key? {
        ArrayAggregate { KeyedAccumulator(key: { $0[keyPath: keyPath] }, tally: ExtremumTally<Key>(precedes: >)) }
    }
}

extension ArrayPipelineSource {
    /// The value of `aggregate` over the elements: the value for the current
    /// elements first, then a new value after each change event that changes
    /// it. Each subscription keeps its own running state, and subscribes to
    /// this source once: over a pipeline that a table also shows, use
    /// `shared()` so that its stages run once for both.
    ///
    /// <!-- snippet: doc-ArrayAggregate-aggregate -->
    /// ```swift
    /// visible.aggregate(.count).map { "\($0) expenses" } => countLabel.rx.text
    /// ```
    ///
    /// Fails or completes when the source does.
    public func aggregate<Value: Equatable>(_ aggregate: ArrayAggregate<Item, Value>) -> Observable<Value> {
        let events = pipeline.events
        return Observable { observer, lifetime in
            let accumulator = aggregate.makeAccumulator()
            let last = LastValue<Value>()
            return events.run(AnyObserver { event in
                switch event {
                case .next(let change):
                    let value = accumulator.receive(change)
                    if last.replace(with: value) { observer.on(.next(value)) }
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }, lifetime)
        }
    }
}

/// The last value a subscription sent (its events arrive serially).
private final class LastValue<Value: Equatable>: @unchecked Sendable {
    private var value: Value?

    /// Records `newValue`; `true` when it differs from the last one (or is the first).
    func replace(with newValue: Value) -> Bool {
        defer { value = newValue }
        return value != newValue
    }
}
