/// Sends only the last value, and only when the sequence completes (RxSwift's
/// `AsyncSubject`): subscribers get nothing before the terminal event; on
/// completion each gets the last value (if any) then `.completed`; on failure
/// only the error. A subscriber arriving after the end gets the same at once.
///
/// Thread-safe: `on` and `subscribe` may be called from any thread; no lock is
/// held while observers run, so an observer may subscribe or dispose from
/// inside its handler.
///
/// <!-- snippet: doc-AsyncSubject -->
/// ```swift
/// let result = AsyncSubject<Int>()
/// result.subscribe(onNext: { print($0) }).disposed(by: bag)   // prints 3 on completion
/// result.onNext(1); result.onNext(3); result.onCompleted()
/// ```
public final class AsyncSubject<Element>: SubjectType, ObserverType, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var observers: [(id: UInt64, observer: AnyObserver<Element>)] = []
    private var nextID: UInt64 = 0
    private var lastElement: Element?
    private var terminal: Event<Element>?

    /// A new subject.
    public init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    public func on(_ event: Event<Element>) {
        let ending = lock.withLock { () -> (targets: [(id: UInt64, observer: AnyObserver<Element>)], last: Element?)? in
            if terminal != nil { return nil }
            switch event {
            case .next(let value):
                lastElement = value
                return nil
            case .error, .completed:
                terminal = event
                let targets = observers
                observers = []
                return (targets, lastElement)
            }
        }
        guard let ending else { return }
        for target in ending.targets { Self.deliver(event, last: ending.last, to: target.observer) }
    }

    /// Sends the end of the sequence: the last value before a completion.
    private static func deliver(_ terminal: Event<Element>, last: Element?, to observer: AnyObserver<Element>) {
        if terminal.isCompleted, let last { observer.on(.next(last)) }
        observer.on(terminal)
    }

    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }

    public func asObservable() -> Observable<Element> {
        Observable { [self] observer, _ in subscribe(observer) }
    }

    private func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let registered = lock.withLock { () -> (id: UInt64?, terminal: Event<Element>?, last: Element?) in
            if let terminal { return (nil, terminal, lastElement) }
            let id = nextID
            nextID &+= 1
            observers.append((id, observer))
            return (id, nil, nil)
        }
        guard let id = registered.id else {
            Self.deliver(registered.terminal!, last: registered.last, to: observer)
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            lock.withLock { observers.removeAll { $0.id == id } }
        }
    }
}
