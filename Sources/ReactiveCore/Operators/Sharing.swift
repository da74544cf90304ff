/// How long a shared subscription and its replay buffer live.
public enum SubjectLifetimeScope: Sendable {
    /// The upstream subscription lives while anyone is subscribed; when the last
    /// subscriber leaves it is disposed and the next subscriber starts afresh.
    case whileConnected
    /// One subject for ever: the upstream subscription lives while anyone is
    /// subscribed (the next subscriber connects again), but the replay buffer
    /// and a terminal event are kept, so a later subscriber first gets the old
    /// values, and after a terminal event only the replay and that event.
    /// (`multicast(subject).refCount()`, as in RxSwift.)
    case forever
}

extension ObservableType {
    /// Shares one upstream subscription among all subscribers, replaying the
    /// last `replay` values to each new subscriber.
    ///
    /// With `.whileConnected` (the default), the connection ends when the last
    /// subscriber leaves or the upstream terminates; it ends *before* the
    /// terminal event is delivered, so a subscriber that subscribes again from
    /// its error or completion handler (`retry`) starts a fresh connection.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .whileConnected:
            let connector = ShareConnector(source: asObservable(), replay: replay)
            return Observable { observer, _ in connector.subscribe(observer) }
        case .forever:
            if replay == 0 { return multicast(PublishSubject()).refCount() }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}

/// The state behind one `share(replay:scope: .whileConnected)` operator.
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
    @usableFromInline let lock = Lock()
    @usableFromInline var connection: Connection?

    @inlinable
    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
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
                if event.isStopEvent, let self, let current { self.terminated(current) }
                subject.emit(event)
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
        let disconnect = current.subscribers == 0 && connection === current
        if disconnect { connection = nil }
        lock.unlock()
        if disconnect { current.dispose() }
    }

    /// Upstream is ending: the connection is dropped (and its upstream
    /// subscription released) before the terminal event is delivered, so
    /// whoever subscribes from then on (even from inside the terminal event's
    /// handler) starts afresh.
    @inlinable
    func terminated(_ current: Connection) {
        lock.lock()
        if connection === current { connection = nil }
        lock.unlock()
        current.dispose()
    }
}
