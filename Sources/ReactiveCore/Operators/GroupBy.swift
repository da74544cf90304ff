// groupBy: one inner sequence per key.

/// The values of one group of `groupBy`: a sequence with the group's `key`.
///
/// A group is hot: subscribe to it when it arrives (inside the `onNext` that
/// delivers it, or through `flatMap`), or values sent before are missed.
public struct GroupedObservable<Key, Element>: ObservableType, @unchecked Sendable {
    /// The key all of this group's values share.
    public let key: Key
    private let source: Observable<Element>

    /// A group with `key` whose values are those of `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to this group's values from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// This group's values as a plain `Observable`.
    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the values into groups by the key `keySelector` gives each: a
    /// new group is sent when a value with a new key arrives, then that value
    /// goes to it.
    ///
    /// Errors and completion reach every group, then the result; an error
    /// thrown by `keySelector` fails them all. The source stays subscribed
    /// while the result or any group is subscribed.
    ///
    /// <!-- snippet: doc-GroupBy -->
    /// ```swift
    /// messages.groupBy { $0.conversationID }
    ///     .flatMap { conversation in conversation.debounce(.seconds(1), scheduler: scheduler) }
    /// ```
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable { observer, _ in
            let sink = GroupBySink(observer: observer, keySelector: keySelector)
            sink.sourceLifetime.attach(source.run(AnyObserver(eventHandler: sink.on), sink.sourceLifetime))
            return Disposables.create { sink.sourceLifetime.releaseOuter() }
        }
    }
}

/// One `groupBy` subscription. The groups table is touched only by the
/// source's events, which never overlap.
private final class GroupBySink<Key: Hashable, Element>: @unchecked Sendable {
    let sourceLifetime = RefCountLifetime()
    private let observer: AnyObserver<GroupedObservable<Key, Element>>
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they were made (terminal events go out in it).
    private var groupsInOrder: [PublishSubject<Element>] = []
    private var stopped = false

    init(observer: AnyObserver<GroupedObservable<Key, Element>>, keySelector: @escaping (Element) throws -> Key) {
        self.observer = observer
        self.keySelector = keySelector
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let value):
            let key: Key
            do { key = try keySelector(value) } catch {
                stop(failure: error)
                return
            }
            group(for: key).on(event)
        case .error(let error):
            stop(failure: error)
        case .completed:
            stop(failure: nil)
        }
    }

    /// The group for `key`, made and sent downstream if it is new.
    private func group(for key: Key) -> PublishSubject<Element> {
        if let existing = groups[key] { return existing }
        let subject = PublishSubject<Element>()
        groups[key] = subject
        groupsInOrder.append(subject)
        let lifetime = sourceLifetime
        let source = Observable<Element> { groupObserver, groupLifetime in
            guard let retained = lifetime.retainInner() else { return Disposables.create() }
            return Disposables.create(subject.asObservable().run(groupObserver, groupLifetime), retained)
        }
        observer.on(.next(GroupedObservable(key: key, source: source)))
        return subject
    }

    /// Ends every group, then the result, with `failure` (completion when `nil`).
    private func stop(failure: (any Error)?) {
        stopped = true
        let groups = groupsInOrder
        self.groups = [:]
        groupsInOrder = []
        for group in groups { group.on(failure.map { .error($0) } ?? .completed) }
        observer.on(failure.map { .error($0) } ?? .completed)
        sourceLifetime.dispose()
    }
}
