// The examples of the doc comments of ReactiveCore: each region is the ```swift block after the
// `/// <!-- snippet: NAME -->` line of the file named above it (bash Scripts/check-snippets.sh).
import Binding
import BindingGtk
import Dispatch

let api = StandInAPI()
let cache = StandInCache()

/// A view model with two names, for the transaction example.
final class FullNameViewModel {
    @Mutable var first = "Ada"
    @Mutable var last = "Lovelace"
}

// ReactiveCore/Computed/Computed.swift
@MainActor
func docComputed(label: Label, context: some BindingContext) {
    context.binding {
        // snippet: doc-Computed
        let first = BehaviorRelay(value: "Ada")
        let last = BehaviorRelay(value: "Lovelace")
        let fullName = Computed { "\(first.tracked) \(last.tracked)" }
        fullName => label.rx.text
        // end-snippet
    }
}

// ReactiveCore/Computed/Transaction.swift
func docTransaction(viewModel: FullNameViewModel) {
    // snippet: doc-Transaction
    Transaction.run {
        viewModel.first = "Grace"
        viewModel.last = "Hopper"
    }   // fullName's subscribers are notified once, with both names new
    // end-snippet
}

// ReactiveCore/Infallible/Infallible.swift
func docInfallible(bag: DisposeBag) {
    // snippet: doc-Infallible
    let names: Infallible<String> = api.names().asInfallible(onErrorJustReturn: "")
    names.subscribe(onNext: { print($0) }).disposed(by: bag)
    // end-snippet
}

// ReactiveCore/Operators/Connectable.swift
func docConnectable(source: Observable<Int>, bag: DisposeBag) {
    // snippet: doc-Connectable
    let shared = source.publish()
    shared.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
    shared.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
    shared.connect().disposed(by: bag)   // the source is subscribed once, now
    // end-snippet
}

// ReactiveCore/Operators/Creation.swift
func docCreation(path: String) -> Observable<String> {
    // snippet: doc-Creation
    let lines = Observable<String>.create { observer in
        let reader = LineReader(path) { observer.onNext($0) } onEnd: { observer.onCompleted() }
        return Disposables.create { reader.close() }
    }
    // end-snippet
    return lines
}

// ReactiveCore/Operators/Generation.swift
func docGeneration(path: String) -> Observable<String> {
    // snippet: doc-Generation
    Observable.using({ FileHandleDisposable(path) }, observableFactory: { $0.lines })
    // end-snippet
}

// ReactiveCore/Operators/Generation.swift
func docGeneration2() -> Observable<Int> {
    // snippet: doc-Generation-2
    Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })  // 1, 2, 4, … 64
    // end-snippet
}

// ReactiveCore/Operators/GroupBy.swift
func docGroupBy(messages: Observable<ChatMessage>, scheduler: any SchedulerType) -> Observable<ChatMessage> {
    // snippet: doc-GroupBy
    messages.groupBy { $0.conversationID }
        .flatMap { conversation in conversation.debounce(.seconds(1), scheduler: scheduler) }
    // end-snippet
}

// ReactiveCore/Operators/LimitedFlattening.swift
func docLimitedFlattening(saveTapped: Observable<Void>, profile: RemoteProfile) -> Observable<Void> {
    // snippet: doc-LimitedFlattening
    saveTapped.flatMapFirst { _ in api.save(profile) }
    // end-snippet
}

// ReactiveCore/Operators/RetryWhen.swift
func docRetryWhen(request: Observable<User>, scheduler: any SchedulerType) -> Observable<User> {
    // snippet: doc-RetryWhen
    request.retry(when: { errors in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
            attempt < 3 ? .timer(.seconds(1 << attempt), scheduler: scheduler) : .error(error)
        }
    })
    // end-snippet
}

/// A screen whose examples use `self`: what the operators keep weakly.
final class UserScreen {
    var user: User?
    var receipt: Receipt?
    var title = ""
    let bag = DisposeBag()
    func close() {}
    func show(_ error: Error) { print(error) }

    /// The view model of the `withUnretained` and `subscribe(with:)` examples.
    struct ViewModel {
        let saved: Observable<Void>
        let name: Observable<String>
    }

    // ReactiveCore/Operators/Unretained.swift
    func docUnretained(viewModel: ViewModel) -> Disposable {
        // snippet: doc-Unretained
        viewModel.saved.withUnretained(self).subscribe(onNext: { owner, _ in owner.close() })
        // end-snippet
    }

    // ReactiveCore/Operators/Unretained.swift
    func docUnretained2(viewModel: ViewModel) {
        // snippet: doc-Unretained-2
        viewModel.name.subscribe(with: self, onNext: { owner, name in owner.title = name })
            .disposed(by: bag)
        // end-snippet
    }

    // ReactiveCore/PrimitiveSequence/Completable.swift
    func docCompletable(settings: StandInSettings) {
        // snippet: doc-Completable
        settings.save()                      // Completable
            .andThen(api.upload(settings))   // Single<Receipt>
            .subscribe(onSuccess: { self.receipt = $0 }, onFailure: { self.show($0) })
            .disposed(by: bag)
        // end-snippet
    }

    // ReactiveCore/PrimitiveSequence/Maybe.swift
    func docMaybe() {
        // snippet: doc-Maybe
        cache.cachedUser(id: 7)            // Maybe<User>
            .ifEmpty(switchTo: api.user(id: 7))
            .subscribe(onSuccess: { self.user = $0 })
            .disposed(by: bag)
        // end-snippet
    }

    // ReactiveCore/PrimitiveSequence/PrimitiveSequence+SubscribeWith.swift
    func docSubscribeWith() {
        // snippet: doc-PrimitiveSequence-SubscribeWith
        api.user(id: 7)
            .subscribe(with: self, onSuccess: { owner, user in owner.user = user })
            .disposed(by: bag)
        // end-snippet
    }

    // ReactiveCore/PrimitiveSequence/Single.swift
    func docSingle() {
        // snippet: doc-Single
        func loadUser(id: Int) -> Single<User> {
            Single.create { single in
                let request = api.get(id) { result in single(result) }
                return Disposables.create { request.cancel() }
            }
        }
        loadUser(id: 7)
            .subscribe(onSuccess: { self.user = $0 }, onFailure: { self.show($0) })
            .disposed(by: bag)
        // end-snippet
    }
}

// ReactiveCore/Operators/Windowing.swift
func docWindowing(events: Observable<Int>, scheduler: any SchedulerType) -> Observable<[Int]> {
    // snippet: doc-Windowing
    events.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
        .flatMap { $0.toArray() }   // batches of at most 100, at least every second
    // end-snippet
}

// ReactiveCore/PrimitiveSequence/PrimitiveSequence+Concurrency.swift
func docConcurrency() -> Single<RemoteProfile> {
    // snippet: doc-PrimitiveSequence-Concurrency
    let profile = Single.create { try await api.profile() }
    // end-snippet
    return profile
}

// ReactiveCore/Subjects/AsyncSubject.swift
func docAsyncSubject(bag: DisposeBag) {
    // snippet: doc-AsyncSubject
    let result = AsyncSubject<Int>()
    result.subscribe(onNext: { print($0) }).disposed(by: bag)   // prints 3 on completion
    result.onNext(1); result.onNext(3); result.onCompleted()
    // end-snippet
}

// ReactiveCore/Subjects/ReplayRelay.swift
func docReplayRelay(bag: DisposeBag) {
    // snippet: doc-ReplayRelay
    let recent = ReplayRelay<String>.create(bufferSize: 2)
    recent.accept("a"); recent.accept("b"); recent.accept("c")
    recent.subscribe(onNext: { print($0) }).disposed(by: bag)   // b, c
    // end-snippet
}
