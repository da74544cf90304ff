@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ListBoxItemsTests: XCTestCase {
    /// Counts the widgets each factory call makes, to prove which rows were touched.
    @MainActor
    private final class Factory {
        var made: [String] = []
        func label(_ index: Int, _ text: String) -> Widget {
            made.append(text)
            return Label(text)
        }
    }

    func testInitialRowsThenEveryChangeKindTouchesOnlyItsRows() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray(["a", "b", "c", "d"])
            let factory = Factory()
            let binding = list.rx.items(array) { factory.label($0, $1) }
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "b", "c", "d"])
            XCTAssertEqual(ListProbe.rowCount(list), 4)
            XCTAssertEqual(factory.made, ["a", "b", "c", "d"])

            let rowB = list.row(at: 1)
            factory.made = []
            array.append("e")
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "b", "c", "d", "e"])
            array.insert("x", at: 1)
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "x", "b", "c", "d", "e"])
            XCTAssertEqual(factory.made, ["e", "x"], "only the inserted rows were made")
            XCTAssertTrue(list.row(at: 2) === rowB, "the other rows are the same widgets")

            array.remove(at: 0)
            XCTAssertEqual(ListProbe.rowTexts(list), ["x", "b", "c", "d", "e"])
            array.move(from: 0, to: 3)
            XCTAssertEqual(ListProbe.rowTexts(list), ["b", "c", "d", "x", "e"])
            XCTAssertTrue(list.row(at: 0) === rowB, "a move keeps the rows it does not move")
            array.move(from: 4, to: 0)
            XCTAssertEqual(ListProbe.rowTexts(list), ["e", "b", "c", "d", "x"])
            XCTAssertEqual(factory.made, ["e", "x"], "deletes and moves make no widget")

            array[2] = "C"
            XCTAssertEqual(ListProbe.rowTexts(list), ["e", "b", "C", "d", "x"])
            XCTAssertEqual(factory.made, ["e", "x", "C"], "an update remakes only its row's widget")

            array.batchUpdate { batch in
                batch.remove(at: 0)
                batch.append("y")
                batch.move(from: 0, to: 2)
                batch[0] = "CC"
            }
            XCTAssertEqual(ListProbe.rowTexts(list), array.array)
            XCTAssertEqual(ListProbe.rowCount(list), array.count)

            array.removeAll()
            XCTAssertEqual(ListProbe.rowCount(list), 0)
            array.replace(with: ["p", "q"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["p", "q"])
            binding.dispose()
            array.append("after dispose")
            XCTAssertEqual(ListProbe.rowTexts(list), ["p", "q"], "a disposed binding leaves the rows alone")
            list.destroy()
        }
    }

    func testReusableRowsAreConfiguredInPlaceOnUpdate() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray([1, 2, 3])
            var made = 0
            let binding = list.rx.items(array, makeRow: { () -> Label in
                made += 1
                return Label()
            }, configure: { _, value, label in label.text = "#\(value)" })
            XCTAssertEqual(ListProbe.rowTexts(list), ["#1", "#2", "#3"])
            let second = list.rowContent(at: 1)
            array[1] = 20
            XCTAssertEqual(ListProbe.rowTexts(list), ["#1", "#20", "#3"])
            XCTAssertTrue(list.rowContent(at: 1) === second, "the row's widget was reconfigured, not replaced")
            XCTAssertEqual(made, 3)
            binding.dispose()
            list.destroy()
        }
    }

    func testReplaceWithDiffReconfiguresOnlyTheChangedRows() throws {
        struct Entry: Identifiable, Equatable {
            let id: Int
            var title: String
        }
        try onGtk {
            let list = ListBox()
            let original = (0..<300).map { Entry(id: $0, title: "Row \($0)") }
            let array = MutableObservableArray(original)
            var configured: [Int] = []
            let binding = list.rx.items(array, makeRow: { Label() }, configure: { index, entry, label in
                configured.append(index)
                label.text = entry.title
            })
            let widgets = (0..<300).map { list.rowContent(at: $0) }
            var edited = original
            for index in [0, 100, 299] { edited[index].title += " (edited)" }
            configured = []
            array.replace(with: edited, performDiff: true)
            XCTAssertEqual(configured, [0, 100, 299], "only the changed elements' rows were configured")
            XCTAssertEqual(ListProbe.rowTexts(list), edited.map(\.title))
            XCTAssertTrue(zip(widgets, (0..<300).map { list.rowContent(at: $0) }).allSatisfy { $0 === $1 },
                          "every row kept its widget")
            binding.dispose()
            list.destroy()
        }
    }

    func testResetAndBatchAboveThresholdRebuild() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray(Array(0..<10))
            let factory = Factory()
            let binding = list.rx.items(array, options: .init(rebuildThreshold: 3)) { factory.label($0, "\($1)") }
            factory.made = []
            array.batchUpdate { batch in
                batch.remove(at: 0)
                batch.remove(at: 0)
            }
            XCTAssertEqual(factory.made, [], "two changes: patched")
            array.batchUpdate { batch in
                for _ in 0..<4 { batch.remove(at: 0) }
            }
            XCTAssertEqual(factory.made, ["6", "7", "8", "9"], "four changes: rebuilt")
            XCTAssertEqual(ListProbe.rowTexts(list), ["6", "7", "8", "9"])
            factory.made = []
            array.replace(with: [6, 7, 8, 9])
            XCTAssertEqual(factory.made.count, 4, "a reset rebuilds")
            binding.dispose()
            list.destroy()
        }
    }

    func testDriverOfArraysIsDiffed() throws {
        try onGtk {
            let list = ListBox()
            let relay = BehaviorRelay(value: ["a", "b", "c"])
            let factory = Factory()
            let binding = list.rx.items(relay.asDriver()) { factory.label($0, $1) }
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "b", "c"])
            factory.made = []
            relay.accept(["a", "x", "b", "c"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "x", "b", "c"])
            XCTAssertEqual(factory.made, ["x"])
            relay.accept(["c", "a", "x", "b"])
            XCTAssertEqual(ListProbe.rowTexts(list), ["c", "a", "x", "b"])
            XCTAssertEqual(factory.made, ["x"], "a reordering moves rows")
            binding.dispose()
            list.destroy()
        }
    }

    func testChangeEventsFromBackgroundThreadReachRowsOnMain() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray<Int>([])
            let binding = list.rx.items(array) { _, value in
                XCTAssertTrue(MainThread.isCurrent)
                return Label("\(value)")
            }
            onBackgroundThread {
                for value in 0..<50 { array.append(value) }
            }
            XCTAssertTrue(GtkTestKit.pump(until: { ListProbe.rowCount(list) == 50 }))
            XCTAssertEqual(ListProbe.rowTexts(list), (0..<50).map(String.init))
            binding.dispose()
            list.destroy()
        }
    }

    func testBindingEndsWhenListBoxIsDestroyed() throws {
        try onGtk {
            let array = MutableObservableArray(["a"])
            weak var weakList: ListBox?
            do {
                let list = ListBox()
                weakList = list
                _ = list.rx.items(array) { Label($1) }
                list.destroy()
            }
            array.append("b")
            XCTAssertNil(weakList)
        }
    }

    func testRowsAndBindingAreFreedWithAnUnparentedListBox() throws {
        try onGtk {
            let array = MutableObservableArray(["a", "b"])
            weak var weakList: ListBox?
            weak var weakLabel: Widget?
            do {
                let list = ListBox()
                weakList = list
                _ = list.rx.items(array) { Label($1) }
                weakLabel = list.rowContent(at: 0)
                XCTAssertNotNil(weakLabel)
            }
            XCTAssertNil(weakList)
            XCTAssertNil(weakLabel, "the binding let go of its row widgets when the list box went away")
            array.append("c")
        }
    }

    func testRebindingReplacesRows() throws {
        try onGtk {
            let list = ListBox()
            list.insert(Label("manual"))
            let first = MutableObservableArray(["a", "b"])
            let second = MutableObservableArray(["x"])
            let one = list.rx.items(first) { Label($1) }
            XCTAssertEqual(ListProbe.rowTexts(list), ["a", "b"])
            let two = list.rx.items(second) { Label($1) }
            XCTAssertEqual(ListProbe.rowTexts(list), ["x"])
            first.append("c")
            XCTAssertEqual(ListProbe.rowTexts(list), ["x"], "the replaced binding no longer drives the rows")
            one.dispose()
            two.dispose()
            list.destroy()
        }
    }
}
