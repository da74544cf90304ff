import Synchronization

// Connectable observables: `multicast`, `publish`, `replay`, `replayAll`,
// `connect` and `refCount`, with RxSwift's semantics.
//
// A connectable observable subscribes its subscribers to a subject and
// subscribes the subject to the source only when `connect()` is called. A
// connection ends when it is disposed or the source terminates (it ends
// before the terminal event reaches the subject); with `multicast(makeSubject:)`
// (and so `publish` and `replay`) the next connection gets a fresh subject,
// with `multicast(_ subject:)` the same subject is used again.

/// An observable that starts sharing its source only when `connect()` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result
    /// disconnects it. Calling it while connected returns the current connection.
    func connect() -> Disposable
}

/// A source shared through a subject, connected on demand (`publish()`,
/// `replay(_:)`, `multicast(_:)`); `refCount()` connects it automatically
/// while it has subscribers.
///
/// <!-- snippet: doc-Connectable -->
/// ```swift
/// let shared = source.publish()
/// shared.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
/// shared.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
/// shared.connect().disposed(by: bag)   // the source is subscribed once, now
/// ```
///
/// Thread-safe: subscribe, connect and dispose from any thread.
public final class ConnectableObservable<Element>: ConnectableObservableType, @unchecked Sendable {
    /// A subject's two sides.
    typealias Subject = (observer: AnyObserver<Element>, observable: Observable<Element>)

    private let source: Observable<Element>
    private let makeSubject: () -> Subject
    private let lock = Lock()
    // Guarded by `lock`.
    private var subject: Subject?
    private var connection: MulticastConnection<Element>?

    init(source: Observable<Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// The subject of the current (or next) connection.
    private var currentSubject: Subject {
        lock.withLock {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    public func connect() -> Disposable {
        let (current, isNew) = lock.withLock { () -> (MulticastConnection<Element>, Bool) in
            if let connection { return (connection, false) }
            let subject: Subject
            if let existing = self.subject {
                subject = existing
            } else {
                subject = makeSubject()
                self.subject = subject
            }
            let made = MulticastConnection(parent: self, subject: subject.observer)
            connection = made
            return (made, true)
        }
        if isNew { current.start(source) }
        return current
    }

    /// Forgets `ended` (and its subject) if it is the current connection.
    fileprivate func detach(_ ended: MulticastConnection<Element>) {
        lock.withLock {
            if connection === ended {
                connection = nil
                subject = nil
            }
        }
    }

    public func asObservable() -> Observable<Element> {
        Observable { [self] observer, lifetime in currentSubject.observable.run(observer, lifetime) }
    }
}

/// One connection of a `ConnectableObservable`: the source's subscription
/// feeding the subject.
private final class MulticastConnection<Element>: Cancelable, @unchecked Sendable {
    private weak var parent: ConnectableObservable<Element>?
    private let subject: AnyObserver<Element>
    private let upstream = SingleAssignmentDisposable()
    private let disposed = Atomic<Bool>(false)

    init(parent: ConnectableObservable<Element>, subject: AnyObserver<Element>) {
        self.parent = parent
        self.subject = subject
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func start(_ source: Observable<Element>) {
        upstream.setDisposable(source.run(AnyObserver { [self] event in on(event) }, self))
    }

    private func on(_ event: Event<Element>) {
        if isDisposed { return }
        if event.isStopEvent { dispose() }
        subject.on(event)
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        parent?.detach(self)
        upstream.dispose()
    }
}

extension ObservableType {
    /// A connectable observable multicasting this sequence through `subject`,
    /// the same subject for every connection.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element, Subject.Element == Element {
        let sides = (observer: subject.asObserver().asObserver(), observable: subject.asObservable())
        return ConnectableObservable(source: asObservable(), makeSubject: { sides })
    }

    /// A connectable observable multicasting this sequence through a subject
    /// made by `makeSubject` for each connection (a connection that ends,
    /// disposed or terminated, takes its subject with it).
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element, Subject.Element == Element {
        ConnectableObservable(source: asObservable(), makeSubject: {
            let subject = makeSubject()
            return (observer: subject.asObserver().asObserver(), observable: subject.asObservable())
        })
    }

    /// For each subscription: a subject from `subjectSelector` multicasting
    /// this sequence to the observable `selector` builds from it, connected
    /// once that observable is subscribed.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element, Subject.Element == Element {
        let source = asObservable()
        return Observable { observer, lifetime in
            do {
                let subject = try subjectSelector()
                let connectable = source.multicast(subject)
                let subscription = try selector(connectable.asObservable()).run(observer, lifetime)
                return Disposables.create(subscription, connectable.connect())
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }

    /// A connectable observable sharing this sequence through a `PublishSubject`
    /// (a fresh one per connection).
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable observable sharing this sequence through a `ReplaySubject`
    /// of `bufferSize` values (a fresh one per connection).
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable observable sharing this sequence through an unbounded
    /// `ReplaySubject` (a fresh one per connection).
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}

extension ConnectableObservableType {
    /// An observable that connects this one when its first subscriber arrives
    /// and disconnects when the last leaves, or when the source terminates;
    /// the next subscriber connects again.
    public func refCount() -> Observable<Element> {
        let counter = RefCounter(self)
        return Observable { observer, lifetime in counter.subscribe(observer, lifetime) }
    }
}

/// The subscriber count and connection of one `refCount()`.
private final class RefCounter<Source: ConnectableObservableType>: @unchecked Sendable {
    private let source: Source
    private let lock = Lock()
    // Guarded by `lock`.
    private var count = 0
    /// Changes each time a connection ends by a terminal event, so that the
    /// late disposal of a subscription of an earlier connection is ignored.
    private var generation: UInt64 = 0
    private var connection: SingleAssignmentDisposable?

    init(_ source: Source) { self.source = source }

    func subscribe(_ observer: AnyObserver<Source.Element>, _ lifetime: any Cancelable) -> Disposable {
        let subscription = RefCountSubscription(counter: self)
        subscription.attach(source.asObservable().run(AnyObserver { event in
            if event.isStopEvent { self.terminated(subscription) }
            observer.on(event)
            if event.isStopEvent { subscription.dispose() }
        }, lifetime))
        let outcome = lock.withLock { () -> RefCountOutcome in
            if lifetime.isDisposed || subscription.isDisposed { return .disposed }
            subscription.generation = generation
            count += 1
            if count > 1 { return .joined }
            let made = SingleAssignmentDisposable()
            connection = made
            return .connect(made)
        }
        switch outcome {
        case .disposed: subscription.dispose()
        case .joined: break
        case .connect(let made): made.setDisposable(source.connect())
        }
        return subscription
    }

    /// `subscription` left.
    fileprivate func release(_ subscription: RefCountSubscription<Source>) {
        let ended = lock.withLock { () -> SingleAssignmentDisposable? in
            guard subscription.generation == generation, count > 0 else { return nil }
            subscription.generation = nil
            count -= 1
            if count > 0 { return nil }
            let ended = connection
            connection = nil
            return ended
        }
        ended?.dispose()
    }

    /// The source of `subscription` is terminating: if it belongs to the
    /// current connection, that connection ends, and the next subscriber
    /// connects again.
    private func terminated(_ subscription: RefCountSubscription<Source>) {
        let ended = lock.withLock { () -> SingleAssignmentDisposable? in
            guard subscription.generation == generation else { return nil }
            count = 0
            generation &+= 1
            let ended = connection
            connection = nil
            return ended
        }
        ended?.dispose()
    }
}

/// What a new `refCount()` subscriber does after counting itself in.
private enum RefCountOutcome {
    /// It left while subscribing: nothing to count.
    case disposed
    /// It joins the current connection.
    case joined
    /// It is the first: it connects, keeping the connection here.
    case connect(SingleAssignmentDisposable)
}

/// One subscription of a `refCount()`.
private final class RefCountSubscription<Source: ConnectableObservableType>: Disposable, @unchecked Sendable {
    private let counter: RefCounter<Source>
    private let upstream = SingleAssignmentDisposable()
    private let disposed = Atomic<Bool>(false)
    /// The connection generation it is counted in; `nil` while not counted.
    /// Guarded by the counter's lock.
    var generation: UInt64?

    init(counter: RefCounter<Source>) { self.counter = counter }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func attach(_ disposable: Disposable) { upstream.setDisposable(disposable) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        upstream.dispose()
        counter.release(self)
    }
}
