/// How long a shared subscription and its replay buffer live.
public enum SubjectLifetimeScope: Sendable {
    /// The upstream subscription lives while anyone is subscribed; when the last
    /// subscriber leaves it is disposed and the next subscriber starts afresh.
    case whileConnected
    /// One upstream subscription, made by the first subscriber, kept forever;
    /// its replay buffer and terminal event are kept too.
    case forever
}

extension ObservableType {
    /// Shares one upstream subscription among all subscribers, replaying the
    /// last `replay` values to each new subscriber.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let connector = ShareConnector(source: asObservable(), replay: replay, scope: scope)
        return Observable { observer, _ in connector.subscribe(observer) }
    }
}

/// The state behind one `share` operator.
@usableFromInline
final class ShareConnector<Element>: @unchecked Sendable {
    /// One upstream subscription and the subject multicasting it.
    @usableFromInline
    final class Connection: Cancelable, @unchecked Sendable {
        @usableFromInline let subject: SubjectCore<Element>
        @usableFromInline let upstream = SingleAssignmentDisposable()
        @usableFromInline var subscribers = 0

        @inlinable init(replay: Int) { subject = SubjectCore(replayCount: replay) }

        @inlinable var isDisposed: Bool { upstream.isDisposed }
        @inlinable func dispose() { upstream.dispose() }
    }

    @usableFromInline let source: Observable<Element>
    @usableFromInline let replay: Int
    @usableFromInline let scope: SubjectLifetimeScope
    @usableFromInline let lock = Lock()
    @usableFromInline var connection: Connection?

    @inlinable
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        let current: Connection
        let isNew: Bool
        if let existing = connection {
            current = existing
            isNew = false
        } else {
            current = Connection(replay: replay)
            connection = current
            isNew = true
        }
        current.subscribers += 1
        lock.unlock()

        let removal = current.subject.subscribe(observer)
        if isNew {
            let subject = current.subject
            let upstream = source.run(AnyObserver { [weak self, weak current] event in
                subject.emit(event)
                if event.isStopEvent, let self, let current { self.terminated(current) }
            }, current)
            current.upstream.setDisposable(upstream)
        }
        // `self` is captured strongly: the shared observable is often a temporary
        // (`driver.map { … }`) that nobody holds once subscribed, and a weak
        // reference would then skip `release`, leaving the upstream subscription
        // (and everything it captures) attached to the source forever. The
        // reference lives only as long as this subscription.
        return Disposables.create { [self] in
            removal.dispose()
            release(current)
        }
    }

    /// The last subscriber of `current` left.
    @inlinable
    func release(_ current: Connection) {
        lock.lock()
        current.subscribers -= 1
        let disconnect = scope == .whileConnected && current.subscribers == 0 && connection === current
        if disconnect { connection = nil }
        lock.unlock()
        if disconnect { current.dispose() }
    }

    /// Upstream ended: with `.whileConnected`, the next subscriber starts afresh.
    @inlinable
    func terminated(_ current: Connection) {
        guard scope == .whileConnected else { return }
        lock.lock()
        if connection === current { connection = nil }
        lock.unlock()
    }
}
