import Binding
import BindingGtk
import BindingGtkTesting
import Observation
import XCTest

/// An `@Observable` view model of the kind Swift's Observation module publishes.
@Observable
private final class Person {
    var first = "Ada"
    var last = "Lovelace"
    var fullName: String { "\(first) \(last)" }
}

/// `@Observable` models bound to real widgets under Xvfb: key paths as Drivers
/// into labels, two-way through an entry, and Computeds in a transaction.
final class ObservableModelBindingTests: XCTestCase {
    func testKeyPathDrivesALabelAndTwoPropertiesChangedTogetherArriveOnce() throws {
        try onGtk {
            let person = Person()
            let label = Label()
            let window = Window(title: "observation")
            window.add(label)
            window.showAll()
            var updates: [String] = []
            let bag = DisposeBag()
            bag.insert(observe(\.fullName, on: person) => label.rx.text)
            bag.insert(observe(\.fullName, on: person).drive(onNext: { updates.append($0) }))
            XCTAssertEqual(label.text, "Ada Lovelace")

            person.first = "Grace"
            person.last = "Hopper"
            XCTAssertTrue(GtkTestKit.pump(until: { label.text == "Grace Hopper" }), "the label never showed the change")
            // A second update would have been queued by the second write, before this fence.
            XCTAssertTrue(GtkTestKit.pump(until: mainQueueDrained()), "the main queue did not drain")
            XCTAssertEqual(updates, ["Ada Lovelace", "Grace Hopper"], "both changes in one update, none lost")
            bag.dispose()
            window.destroy()
        }
    }

    func testTwoWayBindingWithAnEntryFollowsTheUserWithoutEcho() throws {
        try onGtk {
            let person = Person()
            let entry = Entry()
            let window = Window(title: "observation two-way")
            window.add(entry)
            window.showAll()
            var texts: [String] = []
            let bag = DisposeBag()
            bag.insert(person.bind(\.first, to: entry.rx.text ?? ""))
            bag.insert(entry.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }))
            XCTAssertEqual(entry.text, "Ada", "the model's value wins at creation")

            try GtkTestKit.type("!", into: entry)
            XCTAssertTrue(GtkTestKit.pump(until: { person.first == "Ada!" }))

            person.first = "Grace"
            XCTAssertTrue(GtkTestKit.pump(until: { entry.text == "Grace" }), "the entry never showed the model's value")
            // An echo would have been queued when the entry changed, before this fence.
            XCTAssertTrue(GtkTestKit.pump(until: mainQueueDrained()), "the main queue did not drain")
            XCTAssertEqual(person.first, "Grace", "setting the entry from the model does not echo back a change")
            XCTAssertEqual(texts.last, "Ada!", "programmatic sets are not reported as user changes")
            bag.dispose()
            window.destroy()
        }
    }

    func testComputedInATransactionUpdatesTheLabelOnceAndEverythingIsFreed() throws {
        try onGtk {
            weak var weakComputed: Computed<String>?
            weak var weakWindow: Window?
            do {
                let first = BehaviorRelay(value: "Ada")
                let last = BehaviorRelay(value: "Lovelace")
                let computed = Computed { "\(first.value) \(last.value)" }
                weakComputed = computed
                let label = Label()
                let window = Window(title: "computed")
                weakWindow = window
                window.add(label)
                window.showAll()
                var updates: [String] = []
                window.binding {
                    computed.asDriver() => label.rx.text
                    computed.asDriver() => { updates.append($0) }
                }
                XCTAssertEqual(label.text, "Ada Lovelace")
                Transaction.run {
                    first.accept("Grace")
                    last.accept("Hopper")
                }
                XCTAssertTrue(GtkTestKit.pump(until: { label.text == "Grace Hopper" }))
                XCTAssertEqual(updates, ["Ada Lovelace", "Grace Hopper"], "one consistent update for the transaction")
                window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { weakComputed == nil && weakWindow == nil }), "the Computed or the window wrapper was never freed")
            XCTAssertNil(weakComputed, "the Computed is freed once its window's bindings end")
            XCTAssertNil(weakWindow, "the window wrapper is freed")
        }
    }
}
