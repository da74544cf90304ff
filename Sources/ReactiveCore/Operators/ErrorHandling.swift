extension ObservableType {
    /// On failure, continues with the sequence `handler` returns for the error.
    public func `catch`<Source: ObservableConvertibleType>(
        _ handler: @escaping (any Error) throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        return Observable { observer, lifetime in
            let serial = SerialDisposable()
            source.runChild(AnyObserver { event in
                guard case .error(let error) = event else {
                    observer.on(event)
                    return
                }
                do {
                    try handler(error).asObservable().runChild(observer, parent: lifetime, in: serial)
                } catch {
                    observer.on(.error(error))
                }
            }, parent: lifetime, in: serial)
            return serial
        }
    }

    /// On failure, sends `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }

    /// Resubscribes after a failure, up to `maxAttempts` subscriptions in all
    /// (without a limit, until it succeeds or the subscriber leaves).
    public func retry(_ maxAttempts: Int? = nil) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer, lifetime in
            let serial = SerialDisposable()
            let attempts = Counter(0)
            func attempt() {
                attempts.remaining += 1
                source.runChild(AnyObserver { event in
                    let mayRetry = maxAttempts.map { attempts.remaining < $0 } ?? true
                    if case .error = event, mayRetry, !lifetime.isDisposed {
                        attempt()
                    } else {
                        observer.on(event)
                    }
                }, parent: lifetime, in: serial)
            }
            attempt()
            return serial
        }
    }
}
