// Creation operators that generate values (generate, range, repeatElement)
// or tie a resource to a subscription (using).
//
// The generators send one value per action on their scheduler, as RxSwift's
// do: on `CurrentThreadScheduler` (the default) values follow one another at
// once; on a queue or the main loop each value is a separate action, so other
// work interleaves and disposal between two values stops the sequence.

extension ObservableType {
    /// Creates a resource for each subscription, builds the sequence from it,
    /// and disposes the resource when the subscription ends (after the
    /// sequence's own subscription). An error thrown by either factory fails
    /// the sequence (a resource already made is still disposed).
    ///
    /// <!-- snippet: doc-Generation -->
    /// ```swift
    /// Observable.using({ FileHandleDisposable(path) }, observableFactory: { $0.lines })
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer, lifetime in
            let resource: Resource
            do { resource = try resourceFactory() } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            let source: Observable<Element>
            do { source = try observableFactory(resource) } catch {
                observer.on(.error(error))
                return resource
            }
            return Disposables.create(source.run(observer, lifetime), resource)
        }
    }

    /// `initialState`, then each state `iterate` makes from the previous one,
    /// while `condition` holds; then completion. An error thrown by
    /// `condition` or `iterate` fails the sequence.
    ///
    /// <!-- snippet: doc-Generation-2 -->
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })  // 1, 2, 4, … 64
    /// ```
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer, lifetime in
            let state = GeneratorState<Element>(initialState)
            return Generator(scheduler: scheduler, lifetime: lifetime) {
                do {
                    if state.isFirst { state.isFirst = false } else { state.value = try iterate(state.value) }
                    guard try condition(state.value) else {
                        observer.on(.completed)
                        return false
                    }
                } catch {
                    observer.on(.error(error))
                    return false
                }
                observer.on(.next(state.value))
                return true
            }.start()
        }
    }

    /// `element` again and again, one per action on `scheduler`; never completes.
    /// End it with `take`, `take(until:)` or by disposing.
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Observable { observer, lifetime in
            Generator(scheduler: scheduler, lifetime: lifetime) {
                observer.on(.next(element))
                return true
            }.start()
        }
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// `count` consecutive integers from `start`, then completion. A negative
    /// `count`, or a range past the type's largest value, fails with
    /// `RxError.argumentOutOfRange`.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
        if count > 0 && start.addingReportingOverflow(count - 1).overflow { return .error(RxError.argumentOutOfRange) }
        return Observable { observer, lifetime in
            let sent = GeneratorState<Element>(0)
            return Generator(scheduler: scheduler, lifetime: lifetime) {
                guard sent.value < count else {
                    observer.on(.completed)
                    return false
                }
                observer.on(.next(start + sent.value))
                sent.value += 1
                return true
            }.start()
        }
    }
}

/// The state of one generator subscription (its steps never overlap, so no lock).
final class GeneratorState<Value> {
    var value: Value
    var isFirst = true
    init(_ value: Value) { self.value = value }
}

/// Runs `step` once per action on `scheduler` until it returns `false` or the
/// subscription ends. A scheduler that runs the action at once
/// (`ImmediateScheduler`) is driven by a loop, not by recursion.
final class Generator: Disposable, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lifetime: any Cancelable
    private let step: () -> Bool
    private let pending = SerialDisposable()
    private let restarts = RestartLoop()

    init(scheduler: ImmediateSchedulerType, lifetime: any Cancelable, step: @escaping () -> Bool) {
        self.scheduler = scheduler
        self.lifetime = lifetime
        self.step = step
    }

    func start() -> Disposable {
        scheduleNext()
        return self
    }

    private func scheduleNext() {
        restarts.request {
            if lifetime.isDisposed || pending.isDisposed { return }
            pending.disposable = scheduler.schedule { [self] in
                if lifetime.isDisposed || pending.isDisposed { return }
                if step() { scheduleNext() } else { pending.dispose() }
            }
        }
    }

    func dispose() { pending.dispose() }
}
