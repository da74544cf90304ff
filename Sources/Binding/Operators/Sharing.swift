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
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let connector = ShareConnector(source: asObservable(), replay: replay, scope: scope)
        return Observable { observer, _ in connector.subscribe(observer) }
    }
}

/// The state behind one `share` operator.
private final class ShareConnector<Element>: @unchecked Sendable {
    /// One upstream subscription and the subject multicasting it.
    final class Connection: Cancelable, @unchecked Sendable {
        let subject: SubjectCore<Element>
        let upstream = SingleAssignmentDisposable()
        var subscribers = 0

        init(replay: Int) { subject = SubjectCore(replayCount: replay) }

        var isDisposed: Bool { upstream.isDisposed }
        func dispose() { upstream.dispose() }
    }

    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = Lock()
    private var connection: Connection?

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

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
    private func release(_ current: Connection) {
        lock.lock()
        current.subscribers -= 1
        let disconnect = scope == .whileConnected && current.subscribers == 0 && connection === current
        if disconnect { connection = nil }
        lock.unlock()
        if disconnect { current.dispose() }
    }

    /// Upstream ended: with `.whileConnected`, the next subscriber starts afresh.
    private func terminated(_ current: Connection) {
        guard scope == .whileConnected else { return }
        lock.lock()
        if connection === current { connection = nil }
        lock.unlock()
    }
}
