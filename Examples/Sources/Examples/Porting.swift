// The Porting from RxSwift article: an RxSwift view model that compiles unchanged.
import Binding
import BindingGtk

struct SaveError: Error {}

/// Stands in for an RxSwift-style service.
final class PortedService: Sendable {
    func save(_ name: String) -> Observable<String> { .just("Saved \(name)") }
}

final class PortedViewModel {
    let name = BehaviorRelay(value: "")
    let saveTapped = PublishRelay<Void>()
    let saved: Signal<String>

    init(service: PortedService, scheduler: SchedulerType = MainScheduler.instance) {
        let name = self.name
        let saveTapped = self.saveTapped
        // snippet: porting-view-model
        let results = saveTapped.asSignal()
            .withLatestFrom(name.asDriver())
            .flatMapFirst { name in                      // taps while saving are ignored
                service.save(name)
                    .retry(when: { errors in
                        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                            attempt < 2 ? .timer(.seconds(1), scheduler: scheduler) : .error(error)
                        }
                    })
                    .materialize()
            }
            .share()
        saved = results.compactMap(\.element).asSignal(onErrorSignalWith: .empty())
        // end-snippet
    }
}

@MainActor
final class PortedWindow {
    let bag = DisposeBag()
    let window = Window()

    // snippet: porting-window
    func bind(_ viewModel: PortedViewModel) {
        viewModel.saved.emit(with: self, onNext: { owner, message in owner.window.title = message }).disposed(by: bag)
    }
    // end-snippet
}
