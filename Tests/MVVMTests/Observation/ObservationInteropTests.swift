import Dispatch
@testable import MVVM
import Observation
import ReactiveCore
import Synchronization
import XCTest

@Observable
private final class Profile {
    var first = "Ada"
    var last = "Lovelace"
    var age = 36
    var fullName: String { "\(first) \(last)" }
}

/// A model written from another thread: Observation tracks its properties but
/// does not guard them, so a model shared across threads guards its storage
/// itself (here with a mutex), as any shared mutable object must.
@Observable
private final class SharedCounter: @unchecked Sendable {
    @ObservationIgnored private let storage = Mutex(36)

    var age: Int {
        get {
            access(keyPath: \.age)
            return storage.withLock { $0 }
        }
        set {
            withMutation(keyPath: \.age) { storage.withLock { $0 = newValue } }
        }
    }
}

final class ObservationInteropTests: XCTestCase {
    /// Runs the main queue until `condition` holds or a second passes.
    private func drainMainQueue(until condition: @escaping () -> Bool) {
        let deadline = Date().addingTimeInterval(1)
        while !condition(), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
    }

    func testKeyPathAsDriverDeliversCurrentValueAndChanges() {
        let profile = Profile()
        var names: [String] = []
        let subscription = observe(\.first, on: profile).drive(onNext: { names.append($0) })
        defer { subscription.dispose() }
        XCTAssertEqual(names, ["Ada"], "the current value arrives at once on the main thread")
        profile.first = "Grace"
        drainMainQueue { names.count == 2 }
        XCTAssertEqual(names, ["Ada", "Grace"])
        profile.first = "Hedy"
        drainMainQueue { names.count == 3 }
        XCTAssertEqual(names, ["Ada", "Grace", "Hedy"], "tracking was re-armed after the first change")
    }

    func testSeveralPropertiesChangedTogetherArriveAsOneValue() {
        let profile = Profile()
        var names: [String] = []
        let subscription = observe(\.fullName, on: profile).drive(onNext: { names.append($0) })
        defer { subscription.dispose() }
        profile.first = "Grace"
        profile.last = "Hopper"
        drainMainQueue { names.count == 2 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(names, ["Ada Lovelace", "Grace Hopper"], "one update with both changes, none lost")
        profile.last = "Murray"
        drainMainQueue { names.count == 3 }
        XCTAssertEqual(names.last, "Grace Murray")
    }

    func testChangesFromABackgroundThreadArriveOnTheMainThread() {
        let counter = SharedCounter()
        let box = UncheckedSendable(counter)
        var ages: [Int] = []
        var offMain = 0
        let subscription = observe(\.age, on: counter).drive(onNext: { age in
            if !Thread.isMainThread { offMain += 1 }
            ages.append(age)
        })
        defer { subscription.dispose() }
        let written = expectation(description: "written")
        DispatchQueue.global().async {
            box.value.age = 40
            written.fulfill()
        }
        wait(for: [written], timeout: 1)
        drainMainQueue { ages.last == 40 }
        XCTAssertEqual(ages, [36, 40])
        XCTAssertEqual(offMain, 0)
    }

    func testDisposedObservationStopsAndReleasesTheObject() {
        weak var weakProfile: Profile?
        var names: [String] = []
        do {
            let profile = Profile()
            weakProfile = profile
            let subscription = observe(\.first, on: profile).drive(onNext: { names.append($0) })
            subscription.dispose()
            profile.first = "Grace"
        }
        drainMainQueue { false }
        XCTAssertEqual(names, ["Ada"])
        XCTAssertNil(weakProfile)
    }

    func testTwoWayBindingWithARelay() {
        let profile = Profile()
        let relay = BehaviorRelay(value: "")
        let binding = profile.bind(\.first, to: relay)
        defer { binding.dispose() }
        XCTAssertEqual(relay.value, "Ada", "the object's value wins at creation")

        relay.accept("Grace")
        XCTAssertEqual(profile.first, "Grace", "relay writes reach the object at once on the main thread")
        var relayValues: [String] = []
        let watcher = relay.asObservable().subscribe(onNext: { relayValues.append($0) })
        defer { watcher.dispose() }

        profile.first = "Hedy"
        drainMainQueue { relay.value == "Hedy" }
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(relay.value, "Hedy")
        XCTAssertEqual(relayValues, ["Grace", "Hedy"], "no echo: each value reaches the relay once")
        XCTAssertEqual(profile.first, "Hedy")
    }

    func testTwoWayBindingWithAControlProperty() {
        let profile = Profile()
        let userEdits = BehaviorRelay(value: "initial")
        var controlText: [String] = []
        let property = ControlProperty<String>(
            values: userEdits.asObservable(),
            valueSink: AnyObserver { event in if case .next(let text) = event { controlText.append(text) } }
        )
        let binding = profile.bind(\.last, to: property)
        defer { binding.dispose() }
        XCTAssertEqual(controlText, ["Lovelace"], "the control shows the object's value")

        userEdits.accept("Byron")
        XCTAssertEqual(profile.last, "Byron", "a user edit reaches the object at once")

        profile.last = "King"
        drainMainQueue { controlText.last == "King" }
        XCTAssertEqual(controlText.last, "King")
        XCTAssertEqual(profile.last, "King")
    }

    func testComputedOverAnObservedDriver() {
        let profile = Profile()
        let mirrored = BehaviorRelay(value: "")
        let binding = observe(\.fullName, on: profile) => mirrored
        defer { binding.dispose() }
        let initials = Computed { mirrored.tracked.split(separator: " ").compactMap(\.first).map(String.init).joined() }
        XCTAssertEqual(initials.value, "AL")
        profile.first = "Grace"
        profile.last = "Hopper"
        drainMainQueue { initials.value == "GH" }
        XCTAssertEqual(initials.value, "GH")
    }
}
