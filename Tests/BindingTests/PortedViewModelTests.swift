import Binding
import BindingTesting
import XCTest

/// A service whose first call fails, as a flaky network would.
private final class FlakyProfileService: @unchecked Sendable {
    let scheduler: TestScheduler
    private(set) var calls = 0

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func save(_ name: String) -> Observable<String> {
        Observable.deferred { [self] in
            calls += 1
            if calls == 1 { return Observable<String>.error(ServiceError.offline) }
            return Observable.just("saved \(name)").delay(.seconds(2), scheduler: scheduler)
        }
    }

    enum ServiceError: Error { case offline }
}

/// A view model written exactly as it would be with RxSwift and RxCocoa
/// (inputs as relays, outputs as Driver/Signal, `flatMapFirst` to ignore taps
/// while saving, `retry(when:)` with back-off, `materialize` to split results
/// from errors); it compiles and behaves unchanged here.
private final class SaveProfileViewModel {
    let name = BehaviorRelay(value: "")
    let saveTapped = PublishRelay<Void>()
    let isSaving: Driver<Bool>
    let saved: Signal<String>
    let failures: Signal<String>

    init(service: FlakyProfileService, scheduler: SchedulerType) {
        let activity = BehaviorRelay(value: false)
        let results = saveTapped.asSignal()
            .withLatestFrom(name.asDriver())
            .flatMapFirst { name in
                service.save(name)
                    .retry(when: { errors in
                        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                            attempt < 2 ? .timer(.seconds(1), scheduler: scheduler) : .error(error)
                        }
                    })
                    .do(onSubscribe: { activity.accept(true) }, onDispose: { activity.accept(false) })
                    .materialize()
            }
            .share()
        saved = results.compactMap(\.element).asSignal(onErrorSignalWith: .empty())
        failures = results.compactMap { $0.error.map { "\($0)" } }.asSignal(onErrorSignalWith: .empty())
        isSaving = activity.asDriver().distinctUntilChanged()
    }
}

/// The window side, holding its bindings weakly through `drive(with:)` / `emit(with:)`.
private final class SaveProfileWindow {
    var title = ""
    var spinnerStates: [Bool] = []
    var alerts: [String] = []
    let bag = DisposeBag()

    func bind(_ viewModel: SaveProfileViewModel) {
        viewModel.isSaving.drive(with: self, onNext: { window, saving in window.spinnerStates.append(saving) }).disposed(by: bag)
        viewModel.saved.emit(with: self, onNext: { window, message in window.title = message }).disposed(by: bag)
        viewModel.failures.emit(with: self, onNext: { window, message in window.alerts.append(message) }).disposed(by: bag)
    }
}

/// XCTest runs this on the main thread, so Driver and Signal deliver inline.
final class PortedViewModelTests: XCTestCase {
    func testRxSwiftStyleViewModelPortsUnchanged() {
        let scheduler = TestScheduler()
        let service = FlakyProfileService(scheduler: scheduler)
        let viewModel = SaveProfileViewModel(service: service, scheduler: scheduler)
        var window: SaveProfileWindow? = SaveProfileWindow()
        weak let releasedWindow = window
        window?.bind(viewModel)

        viewModel.name.accept("Ada")
        scheduler.scheduleAt(10) { viewModel.saveTapped.accept(()) }
        scheduler.scheduleAt(11) { viewModel.saveTapped.accept(()) } // ignored: a save is running
        scheduler.advance(to: 12)
        XCTAssertEqual(window?.spinnerStates, [false, true])
        XCTAssertEqual(window?.title, "")
        scheduler.advance(to: 13)
        // First call failed at 10, retried at 11, answered 2 s later.
        XCTAssertEqual(window?.title, "saved Ada")
        XCTAssertEqual(window?.spinnerStates, [false, true, false])
        XCTAssertEqual(service.calls, 2)
        XCTAssertEqual(window?.alerts, [])

        window = nil
        XCTAssertNil(releasedWindow, "drive(with:) and emit(with:) do not keep the window alive")
        scheduler.scheduleAt(15) { viewModel.saveTapped.accept(()) }
        scheduler.advance(to: 16)
        XCTAssertEqual(service.calls, 2, "with no window bound nothing is subscribed, as in RxSwift")

        let reopened = SaveProfileWindow()
        reopened.bind(viewModel)
        viewModel.name.accept("Grace")
        scheduler.scheduleAt(20) { viewModel.saveTapped.accept(()) }
        scheduler.advance(to: 30)
        XCTAssertEqual(service.calls, 3)
        XCTAssertEqual(reopened.title, "saved Grace", "the shared results restart for the next window")
        XCTAssertEqual(reopened.spinnerStates, [false, true, false])
    }
}
