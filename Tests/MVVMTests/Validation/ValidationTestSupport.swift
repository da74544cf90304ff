import BindingTesting
import MVVM
import ReactiveCore

/// An asynchronous check on virtual time: answers `answer(value)` after `latency`,
/// counting the checks started and the ones cancelled before answering.
final class VirtualTimeCheck: @unchecked Sendable {
    let scheduler: TestScheduler
    let latency: RxTimeInterval
    let answer: (String) -> String?
    private(set) var started: [String] = []
    private(set) var cancelled: [String] = []

    init(scheduler: TestScheduler, latency: RxTimeInterval = .seconds(2), answer: @escaping (String) -> String?) {
        self.scheduler = scheduler
        self.latency = latency
        self.answer = answer
    }

    func check(_ value: String) -> Observable<String?> {
        Observable.create { [self] observer in
            started.append(value)
            var answered = false
            let pending = scheduler.scheduleRelative(latency) { [self] in
                answered = true
                observer.onNext(answer(value))
                observer.onCompleted()
            }
            return Disposables.create { [self] in
                if !answered { cancelled.append(value) }
                pending.dispose()
            }
        }
    }
}

/// Records a Driver's values (delivered inline: tests run on the main thread).
final class DriverRecorder<Element>: @unchecked Sendable {
    private(set) var values: [Element] = []
    private var subscription: Disposable?

    init(_ driver: Driver<Element>) {
        subscription = driver.drive(onNext: { [unowned self] in values.append($0) })
    }

    var last: Element? { values.last }

    deinit { subscription?.dispose() }
}
