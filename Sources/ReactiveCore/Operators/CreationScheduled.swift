// RxSwift's creation forms that take a scheduler, and from(optional:): each
// value is one action on the scheduler (see Generation.swift), so on a queue
// or the main loop other work interleaves between values.

extension ObservableType {
    /// `element` and completion, sent from an action on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(CollectionOfOne(element), scheduler: scheduler)
    }

    /// The given values in order, then completion, one per action on `scheduler`.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// The elements of `sequence` in order, then completion, one per action
    /// on `scheduler`. The sequence is read lazily, so it may be endless
    /// (end it with `take`).
    public static func from<S: Sequence>(_ sequence: S, scheduler: ImmediateSchedulerType) -> Observable<Element>
        where S.Element == Element {
        Observable { observer, lifetime in
            let iterator = GeneratorState(sequence.makeIterator())
            return Generator(scheduler: scheduler, lifetime: lifetime) {
                guard let element = iterator.value.next() else {
                    observer.on(.completed)
                    return false
                }
                observer.on(.next(element))
                return true
            }.start()
        }
    }

    /// `optional`'s value and completion, or completion alone for `nil`.
    public static func from(optional: Element?) -> Observable<Element> {
        from(optional.map { [$0] } ?? [])
    }

    /// `optional`'s value and completion, or completion alone for `nil`,
    /// sent from actions on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
