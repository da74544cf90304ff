/// What a main-thread delivery does with values still waiting when a newer
/// one arrives while the main thread is overloaded (see ``MainDeliveryQueue``).
/// While the main thread keeps up, every policy but ``single`` delivers every
/// value, in order.
@usableFromInline
package struct MainDeliveryPolicy<Element> {
    /// How a waiting value and the next one combine; `nil`: they never do.
    let combine: ((Element, Element) -> MainDeliveryMerge<Element>)?
    /// Whether they combine even while the main thread keeps up.
    let always: Bool
    /// What one waiting value counts for toward the overload threshold
    /// (`nil`: one): change events carrying a version of an array count for
    /// its elements too.
    var weight: ((Element) -> Int)?

    /// Every value, in order, always: events (`Signal`, control events, commands).
    package static var every: MainDeliveryPolicy { MainDeliveryPolicy(combine: nil, always: false) }

    /// Under overload, the waiting values are replaced by the newer one:
    /// state (`Driver`, widget properties).
    @usableFromInline
    package static var latest: MainDeliveryPolicy { MainDeliveryPolicy(combine: { .merged($1) }, always: false) }

    /// At most one value waits, always: a hop after which the receiver reads
    /// the current state itself (two-way bindings).
    package static var single: MainDeliveryPolicy { MainDeliveryPolicy(combine: { .merged($1) }, always: true) }

    /// Under overload, a waiting value and the newer one are combined by `combine`.
    package static func merge(_ combine: @escaping (Element, Element) -> MainDeliveryMerge<Element>) -> MainDeliveryPolicy {
        MainDeliveryPolicy(combine: combine, always: false)
    }

    /// The values standing for `waiting` followed by `value`: usually one
    /// (or none), more where two do not combine (a stop event); all of them
    /// when this policy never combines.
    package func coalesce<Waiting: Collection>(_ waiting: Waiting, with value: Element) -> [Element] where Waiting.Element == Element {
        guard let combine else { return Array(waiting) + [value] }
        var result: [Element] = []
        for next in [Element](waiting) + CollectionOfOne(value) {
            guard let last = result.last else {
                result.append(next)
                continue
            }
            switch combine(last, next) {
            case .merged(let merged): result[result.count - 1] = merged
            case .nothing: result.removeLast()
            case .separate: result.append(next)
            }
        }
        return result
    }

    /// The policy for values standing for state: merged when they are change
    /// events that can be merged, every one when they are change events that
    /// cannot, else the latest.
    package static var forState: MainDeliveryPolicy {
        if let merge = mergeForChangeEvents { return MainDeliveryPolicy.merge(merge).weighted }
        if Element.self is any IncrementalChangeEvent.Type { return MainDeliveryPolicy.every.weighted }
        return .latest
    }

    /// The policy for event streams: every value, except change events that
    /// can be merged (merging loses no state).
    package static var forEvents: MainDeliveryPolicy {
        if let merge = mergeForChangeEvents { return MainDeliveryPolicy.merge(merge).weighted }
        return MainDeliveryPolicy.every.weighted
    }

    /// This policy with the weight of change events (unchanged for other values).
    private var weighted: MainDeliveryPolicy {
        guard Element.self is any IncrementalChangeEvent.Type else { return self }
        var policy = self
        policy.weight = { ($0 as? any IncrementalChangeEvent)?.deliveryWeight ?? 1 }
        return policy
    }

    /// This policy for the events of a sequence: its values combine as it
    /// says; a stop event never combines.
    package var lifted: MainDeliveryPolicy<Event<Element>> {
        let weight = self.weight.map { weight in
            { (event: Event<Element>) -> Int in
                if case .next(let value) = event { return weight(value) }
                return 1
            }
        }
        guard let combine else { return MainDeliveryPolicy<Event<Element>>(combine: nil, always: false, weight: weight) }
        return MainDeliveryPolicy<Event<Element>>(combine: { earlier, later in
            guard case .next(let first) = earlier, case .next(let second) = later else { return .separate }
            switch combine(first, second) {
            case .merged(let value): return .merged(.next(value))
            case .nothing: return .nothing
            case .separate: return .separate
            }
        }, always: always, weight: weight)
    }

    /// The merge of `Element`'s values when it is a ``MergeableChangeEvent``.
    private static var mergeForChangeEvents: ((Element, Element) -> MainDeliveryMerge<Element>)? {
        guard let type = Element.self as? any MergeableChangeEvent.Type else { return nil }
        return merger(for: type)
    }

    private static func merger<Change: MergeableChangeEvent>(for _: Change.Type) -> (Element, Element) -> MainDeliveryMerge<Element> {
        { earlier, later in
            guard let first = earlier as? Change, let second = later as? Change else { return .separate }
            guard let merged = Change.merged(first, second) else { return .nothing }
            return .merged(merged as! Element)
        }
    }
}

/// How two consecutive waiting values combine.
package enum MainDeliveryMerge<Element> {
    /// Into this one value.
    case merged(Element)
    /// Into nothing: together they change nothing.
    case nothing
    /// They do not: both are delivered.
    case separate
}

/// A value describing a change relative to the value before it (an array's
/// change event), which a delivery must never skip: each one is applied to
/// what the receiver built from the ones before.
package protocol IncrementalChangeEvent {
    /// What this event counts for among the values waiting for the main
    /// thread (see ``MainDeliveryQueue/overloadThreshold``): more than one
    /// when it carries a version of a collection, which it holds in memory
    /// while it waits.
    var deliveryWeight: Int { get }
}

extension IncrementalChangeEvent {
    /// One: the event holds little while it waits.
    package var deliveryWeight: Int { 1 }
}

/// A change event that can be merged with the one after it.
package protocol MergeableChangeEvent: IncrementalChangeEvent {
    /// One event for `earlier` followed by `later`; `nil` when together they
    /// change nothing.
    static func merged(_ earlier: Self, _ later: Self) -> Self?
}
