@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// `rx.items(_:text:)`: rows that are bare labels, made without Swift wrappers.
final class ListBoxTextRowsTests: XCTestCase {
    private struct Person: Equatable {
        var name: String
    }

    /// The label GTK holds in row `index`.
    @MainActor
    private static func label(at index: Int, of list: ListBox) -> UnsafeMutablePointer<GtkWidget>? {
        guard let row = gtk_list_box_get_row_at_index(list.listBoxPointer, Int32(index)) else { return nil }
        return gtk_bin_get_child(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBin.self))
    }

    func testEveryChangeKindKeepsTheOtherLabelsAndUpdatesTextInPlace() throws {
        try onGtk {
            let list = ListBox()
            let people = MutableObservableArray([Person(name: "Ada"), Person(name: "Bo"), Person(name: "Cy")])
            let binding = list.rx.items(people) { $0.name }
            XCTAssertEqual(ListProbe.rowTexts(list), ["Ada", "Bo", "Cy"])
            let boLabel = Self.label(at: 1, of: list)

            people.append(Person(name: "Di"))
            people.insert(Person(name: "Ed"), at: 0)
            XCTAssertEqual(ListProbe.rowTexts(list), ["Ed", "Ada", "Bo", "Cy", "Di"])
            people.remove(at: 1)
            people.move(from: 3, to: 0)
            XCTAssertEqual(ListProbe.rowTexts(list), ["Di", "Ed", "Bo", "Cy"])
            XCTAssertEqual(Self.label(at: 2, of: list), boLabel, "inserts, deletes and moves leave other rows' labels alone")

            people[2] = Person(name: "Bob")
            XCTAssertEqual(ListProbe.rowTexts(list), ["Di", "Ed", "Bob", "Cy"])
            XCTAssertEqual(Self.label(at: 2, of: list), boLabel, "a changed element updates its label's text in place")

            people.replace(with: [Person(name: "Cy"), Person(name: "Zed")], performDiff: true)
            XCTAssertEqual(ListProbe.rowTexts(list), ["Cy", "Zed"])
            people.removeAll()
            XCTAssertEqual(ListProbe.rowCount(list), 0)
            binding.dispose()
            list.destroy()
        }
    }

    func testRowsHaveNoWrapperUntilOneIsAskedFor() throws {
        try onGtk {
            let list = ListBox()
            let texts = MutableObservableArray(["one", "two"])
            let binding = list.rx.items(texts) { $0 }
            let first = try XCTUnwrap(Self.label(at: 0, of: list))
            XCTAssertNil(Object.existingWrapper(for: UnsafeMutableRawPointer(first)), "text rows are made without wrappers")

            let wrapper = try XCTUnwrap(list.rowContent(at: 0) as? Label)
            XCTAssertEqual(wrapper.text, "one")
            XCTAssertTrue(list.rowContent(at: 0) === wrapper, "the wrapper made on demand is the row's from then on")
            texts[0] = "uno"
            XCTAssertEqual(wrapper.text, "uno", "the binding updates the label the wrapper stands for")
            XCTAssertNil(list.rowContent(at: 2))
            binding.dispose()
            list.destroy()
            XCTAssertTrue(wrapper.isDestroyed)
        }
    }

    func testUserDeletionAndMoveChangeTheArrayOnce() throws {
        try onGtk {
            let list = ListBox()
            let texts = MutableObservableArray(["a", "b", "c"])
            var events: [ArrayChangeEvent<String>] = []
            let watch = texts.skip(1).subscribe(onNext: { events.append($0) })
            let binding = list.rx.items(texts, options: ListItemsOptions(allowsDeletion: true, allowsMoving: true)) { $0 }

            XCTAssertTrue(list.deleteRow(at: 1))
            XCTAssertEqual(texts.array, ["a", "c"])
            XCTAssertTrue(list.moveRow(from: 1, to: 0))
            XCTAssertEqual(texts.array, ["c", "a"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["c", "a"])
            XCTAssertEqual(events.count, 2, "each user edit reaches the array once")
            watch.dispose()
            binding.dispose()
            list.destroy()
        }
    }

    func testRandomBatchesKeepTheLabelsEqualToTheArray() throws {
        try onGtk {
            let list = ListBox()
            let texts = MutableObservableArray((0..<100).map { "item \($0)" })
            let binding = list.rx.items(texts) { $0 }
            var random = ListsRandom(seed: 7)
            var next = 100
            for _ in 0..<200 {
                let edits = Int.random(in: 1...6, using: &random)
                texts.batchUpdate { batch in
                    for _ in 0..<edits { ListBoxStressTests.randomEdit(&batch, next: &next, using: &random) }
                }
                XCTAssertEqual(ListProbe.rowTexts(list), texts.array)
            }
            binding.dispose()
            list.destroy()
        }
    }
}
