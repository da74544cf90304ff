import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class ProfileViewModel: @unchecked Sendable {
    @Bindable var title = "title"
    @Bindable var isLoading = false
    @Mutable var name = ""
    @ViewAction var showError: (String) -> Void
    @ViewAction.NoParam var dismiss: () -> Void
    private let disposeBag = DisposeBag()

    init() {
        // The view model binds its own inputs into its outputs, capturing itself weakly.
        $name.asObservable()
            .map { [weak self] name in name.isEmpty ? (self?.title ?? "") : name }
            .bind(to: _title)
            .disposed(by: disposeBag)
    }

    func touch() {}
}

private final class ProfileWindow: BindingContext, @unchecked Sendable {
    let disposeBag = DisposeBag()
    let viewModel: ProfileViewModel
    let entry = SemFakeControl<String?>(nil)
    var shownTitle = ""
    var errors: [String] = []
    var closed = false

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        binding {
            viewModel.$title => { [weak self] in self?.shownTitle = $0 }
            viewModel.$name <=> entry.property ?? ""
            viewModel.$showError => { [weak self] in self?.errors.append($0) }
            viewModel.$dismiss => { [weak self] in self?.closed = true }
        }
    }
}

/// A window whose binding captures `self` strongly: a cycle through its own bag.
private final class StrongCaptureWindow: BindingContext, @unchecked Sendable {
    let disposeBag = DisposeBag()
    let viewModel: ProfileViewModel
    var shownTitle = ""

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        binding {
            viewModel.$title => { self.shownTitle = $0 }
        }
    }
}

/// Reliability: view models, contexts, relays and subscriptions are
/// freed (weak references become nil) once bindings are disposed or their owner goes.
final class MemoryTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    // MARK: view models and contexts

    func testMemory_viewModelAndWindowFreedWhenWindowGoes() {
        weak var weakModel: ProfileViewModel?
        weak var weakWindow: ProfileWindow?
        weak var weakEntry: SemFakeControl<String?>?
        do {
            let model = ProfileViewModel()
            let window = ProfileWindow(viewModel: model)
            weakModel = model
            weakWindow = window
            weakEntry = window.entry
            model.showError("e")
            window.entry.userSets("ann")
            XCTAssertEqual(window.errors, ["e"])
            XCTAssertEqual(window.shownTitle, "ann")
            XCTAssertEqual(window.entry.observerCount, 1)
        }
        XCTAssertNil(weakWindow, "the window is freed: [weak self] captures make no cycle")
        XCTAssertNil(weakModel, "the view model is freed with the window")
        XCTAssertNil(weakEntry)
    }

    func testMemory_viewModelOutlivingWindowKeepsNoWindowAlive() {
        let model = ProfileViewModel()
        weak var weakWindow: ProfileWindow?
        weak var weakEntry: SemFakeControl<String?>?
        do {
            let window = ProfileWindow(viewModel: model)
            weakWindow = window
            weakEntry = window.entry
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakEntry)
        model.title = "after"
        model.showError("nobody listens")
        model.dismiss()
    }

    func testMemory_windowsCreatedAndDestroyedInALoop() {
        let model = ProfileViewModel()
        var weakWindows: [() -> ProfileWindow?] = []
        for index in 0..<200 {
            let window = ProfileWindow(viewModel: model)
            window.entry.userSets("name \(index)")
            weakWindows.append { [weak window] in window }
        }
        XCTAssertTrue(weakWindows.allSatisfy { $0() == nil }, "every window freed")
        XCTAssertEqual(model.name, "name 199")
    }

    func testMemory_strongSelfCaptureIsACycleUntilTheBagIsDisposed() {
        weak var weakWindow: StrongCaptureWindow?
        let model = ProfileViewModel()
        var window: StrongCaptureWindow? = StrongCaptureWindow(viewModel: model)
        weakWindow = window
        let bag = window!.disposeBag
        window = nil
        XCTAssertNotNil(weakWindow, "a strong self capture keeps the window alive through its own bag")
        bag.dispose()
        XCTAssertNil(weakWindow, "disposing the bag breaks the cycle")
    }

    func testMemory_weakSelfPatternInViewModelPipelines() {
        weak var weakModel: ProfileViewModel?
        do {
            let model = ProfileViewModel()
            weakModel = model
            model.name = "x"
            XCTAssertEqual(model.title, "x")
        }
        XCTAssertNil(weakModel, "a view model binding into itself with [weak self] is freed")
    }

    // MARK: subscriptions

    func testMemory_disposedDriverSubscriptionDoesNotKeepViewModelAlive() {
        weak var weakModel: ProfileViewModel?
        var subscription: Disposable?
        do {
            let model = ProfileViewModel()
            weakModel = model
            subscription = model.$title.drive(onNext: { _ in model.touch() })
        }
        XCTAssertNotNil(weakModel, "a live subscription whose closure captures the model keeps it")
        subscription?.dispose()
        XCTAssertNil(weakModel, "once disposed, the subscription releases its closure and the model")
        withExtendedLifetime(subscription) {}
    }

    func testMemory_disposedSubscriptionReleasesItsClosures() {
        let relay = PublishRelay<Int>()
        weak var weakToken: SemToken?
        var subscription: Disposable?
        do {
            let token = SemToken()
            weakToken = token
            subscription = relay.subscribe(
                onNext: { _ in withExtendedLifetime(token) {} },
                onDisposed: { withExtendedLifetime(token) {} }
            )
        }
        XCTAssertNotNil(weakToken)
        subscription?.dispose()
        XCTAssertNil(weakToken, "a disposed subscription that is still held releases what its closures captured")
        withExtendedLifetime(subscription) {}
    }

    func testMemory_completedSubscriptionReleasesUpstream() {
        weak var weakToken: SemToken?
        var subscription: Disposable?
        do {
            let token = SemToken()
            weakToken = token
            subscription = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { withExtendedLifetime(token) {} }
            }.subscribe()
        }
        XCTAssertNil(weakToken, "completion disposes the upstream and frees its resources")
        withExtendedLifetime(subscription) {}
    }

    func testMemory_relayFreedAfterItsSubscriptionsAreDisposed() {
        weak var weakRelay: BehaviorRelay<Int>?
        var subscriptions: [Disposable] = []
        do {
            let relay = BehaviorRelay(value: 0)
            weakRelay = relay
            subscriptions.append(relay.subscribe(onNext: { _ in }))
            subscriptions.append(relay.asDriver().drive(onNext: { _ in }))
            subscriptions.append(relay.map { $0 + 1 }.distinctUntilChanged().subscribe(onNext: { _ in }))
        }
        subscriptions.forEach { $0.dispose() }
        subscriptions.removeAll()
        XCTAssertNil(weakRelay)
    }

    func testMemory_tenThousandSubscribeDisposeCyclesLeaveNoObservers() {
        let relay = BehaviorRelay(value: 0)
        let subject = PublishSubject<Int>()
        var weakTokens: [() -> SemToken?] = []
        weakTokens.reserveCapacity(10_000)
        for index in 0..<10_000 {
            let token = SemToken()
            weakTokens.append { [weak token] in token }
            let a = relay.subscribe(onNext: { _ in withExtendedLifetime(token) {} })
            let b = relay.asDriver().map { $0 + 1 }.drive(onNext: { _ in withExtendedLifetime(token) {} })
            let c = subject.subscribe(onNext: { _ in withExtendedLifetime(token) {} })
            if index.isMultiple(of: 100) { relay.accept(index) }
            a.dispose()
            b.dispose()
            c.dispose()
        }
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(weakTokens.filter { $0() != nil }.count, 0, "the relay holds no observer of any cycle")
        let received = SemRecorder<Int>()
        let last = relay.subscribe(onNext: received.append)
        relay.accept(1)
        XCTAssertEqual(received.values, [9_900, 1], "the relay still works")
        last.dispose()
    }

    func testMemory_sharedUpstreamReleasedAfterLastSubscriberLeaves() {
        weak var weakToken: SemToken?
        let driver: Driver<Int>
        do {
            let token = SemToken()
            weakToken = token
            driver = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { withExtendedLifetime(token) {} }
            }.asDriver(onErrorJustReturn: 0)
        }
        let a = driver.drive(onNext: { _ in })
        let b = driver.drive(onNext: { _ in })
        a.dispose()
        b.dispose()
        XCTAssertNotNil(weakToken, "the source description itself still holds the token")
        // What matters is that no connection is left: a new subscriber starts afresh.
        let received = SemRecorder<Int>()
        let c = driver.drive(onNext: received.append)
        XCTAssertEqual(received.values, [1])
        c.dispose()
    }

    func testMemory_disposedDriverOperatorChainReleasesItsUpstreamSubscription() {
        // `vm.$title.map { … } => …`: the mapped Driver is a temporary that shares
        // its upstream; disposing the binding must end that upstream subscription
        // even though nobody holds the mapped Driver any more.
        let model = ProfileViewModel()
        weak var weakToken: SemToken?
        let bag = DisposeBag()
        do {
            let token = SemToken()
            weakToken = token
            bag.insert(model.$title.map { title -> String in
                withExtendedLifetime(token) {}
                return title.uppercased()
            } => { _ in })
        }
        model.title = "x"
        XCTAssertNotNil(weakToken, "alive while bound")
        bag.dispose()
        XCTAssertNil(weakToken, "the map closure upstream of the share is released: the relay no longer feeds it")
    }

    func testMemory_disposedShareSubscriptionReleasesUpstreamWhenTheSharedObservableIsATemporary() {
        let relay = BehaviorRelay(value: 0)
        var weakTokens: [() -> SemToken?] = []
        for index in 0..<100 {
            let token = SemToken()
            weakTokens.append { [weak token] in token }
            let subscription = relay
                .map { value -> Int in withExtendedLifetime(token) { value } }
                .share(replay: 1)
                .subscribe(onNext: { _ in })
            if index.isMultiple(of: 10) { relay.accept(index) }
            subscription.dispose()
        }
        XCTAssertEqual(weakTokens.filter { $0() != nil }.count, 0, "no upstream subscription left behind on the relay")
    }

    func testMemory_twoWayBindingReleasesRelayAndControlAfterDispose() {
        weak var weakRelay: BehaviorRelay<String>?
        weak var weakControl: SemFakeControl<String>?
        var binding: Disposable?
        do {
            let relay = BehaviorRelay(value: "a")
            let control = SemFakeControl<String>("b")
            weakRelay = relay
            weakControl = control
            binding = relay <=> control.property
        }
        binding?.dispose()
        binding = nil
        XCTAssertNil(weakRelay)
        XCTAssertNil(weakControl)
    }

    func testMemory_relayPairBindingReleasesBothRelays() {
        weak var weakLeft: BehaviorRelay<Int>?
        weak var weakRight: BehaviorRelay<Int>?
        do {
            let bag = DisposeBag()
            let left = BehaviorRelay(value: 1)
            let right = BehaviorRelay(value: 2)
            weakLeft = left
            weakRight = right
            (left <=> right).disposed(by: bag)
        }
        XCTAssertNil(weakLeft)
        XCTAssertNil(weakRight)
    }

    func testMemory_binderBindingDoesNotKeepTargetAlive() {
        let model = ProfileViewModel()
        weak var weakTarget: SemToken?
        let applied = SemCounter()
        let binding: Disposable
        do {
            let target = SemToken()
            weakTarget = target
            binding = model.$title => Binder<String>(target) { _, _ in applied.increment() }
        }
        XCTAssertNil(weakTarget, "the binding holds its target weakly")
        model.title = "no target"
        XCTAssertEqual(applied.value, 1)
        binding.dispose()
    }

    func testMemory_bindingContextFreedWithOutstandingQueuedValues() {
        weak var weakWindow: ProfileWindow?
        let model = ProfileViewModel()
        do {
            let window = ProfileWindow(viewModel: model)
            weakWindow = window
            semOnBackgroundThread { model.title = "queued" }
        }
        semDrainMainQueue()
        XCTAssertNil(weakWindow, "a value queued for the main thread does not keep the window alive")
    }
}
