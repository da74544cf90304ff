@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

private struct Person: Equatable {
    var name: String
    var age: Int
}

final class TreeViewItemsTests: XCTestCase {
    @MainActor private static var columns: [Column<Person>] {
        [
            Column(title: "Name", value: { $0.name }),
            Column(title: "Age", value: { "\($0.age)" }, sortBy: { $0.age }),
        ]
    }

    private static func people() -> MutableObservableArray<Person> {
        MutableObservableArray([
            Person(name: "Ada", age: 36), Person(name: "Grace", age: 85),
            Person(name: "Linus", age: 9), Person(name: "Ken", age: 101),
        ])
    }

    /// The table as shown: each row's cells joined by "/".
    @MainActor
    private static func shown(_ view: TreeView) -> [String] {
        guard let store = view.model else { return [] }
        let names: [String] = store.values(column: 0)
        let ages: [String] = store.values(column: 1)
        return zip(names, ages).map { "\($0)/\($1)" }
    }

    func testMultiColumnTableFollowsEveryChangeKind() throws {
        try onGtk {
            let view = TreeView()
            let people = Self.people()
            let binding = view.rx.items(people, columns: Self.columns)
            XCTAssertEqual(view.columns.map(\.title), ["Name", "Age"])
            XCTAssertEqual(view.model?.columnCount, 3, "two shown texts and the numeric age key")
            XCTAssertEqual(view.model?.columnType(2), Int.valueGType)
            XCTAssertEqual(Self.shown(view), ["Ada/36", "Grace/85", "Linus/9", "Ken/101"])

            people.append(Person(name: "Barbara", age: 84))
            people.insert(Person(name: "Alan", age: 41), at: 1)
            XCTAssertEqual(Self.shown(view), ["Ada/36", "Alan/41", "Grace/85", "Linus/9", "Ken/101", "Barbara/84"])
            people.remove(at: 0)
            people.move(from: 0, to: 3)
            XCTAssertEqual(Self.shown(view), ["Grace/85", "Linus/9", "Ken/101", "Alan/41", "Barbara/84"])
            people[1] = Person(name: "Linus", age: 55)
            XCTAssertEqual(Self.shown(view), ["Grace/85", "Linus/55", "Ken/101", "Alan/41", "Barbara/84"])
            people.batchUpdate { batch in
                batch.move(from: 4, to: 0)
                batch.remove(at: 2)
                batch.append(Person(name: "Dennis", age: 70))
                batch[0].age = 1
            }
            XCTAssertEqual(Self.shown(view), people.array.map { "\($0.name)/\($0.age)" })
            people.replace(with: [Person(name: "Solo", age: 1)])
            XCTAssertEqual(Self.shown(view), ["Solo/1"])
            binding.dispose()
            view.destroy()
        }
    }

    func testSortingByClickingHeadersKeepsRowsMappedToElements() throws {
        try onGtk {
            let view = TreeView()
            let people = Self.people()
            let binding = view.rx.items(people, columns: Self.columns)
            let window = showInWindow(view)
            let selected = ListEventRecorder(view.rx.modelSelected(Person.self))
            let activated = ListEventRecorder(view.rx.itemActivated(Person.self))

            view.columns[1].clickHeader()
            XCTAssertEqual(view.model?.sortColumn?.column, 2, "the age column sorts by its numeric key")
            XCTAssertEqual(Self.shown(view), ["Linus/9", "Ada/36", "Grace/85", "Ken/101"], "numeric, not text, order")
            view.columns[1].clickHeader()
            XCTAssertEqual(Self.shown(view), ["Ken/101", "Grace/85", "Ada/36", "Linus/9"], "a second click reverses")
            view.columns[0].clickHeader()
            XCTAssertEqual(Self.shown(view), ["Ada/36", "Grace/85", "Ken/101", "Linus/9"])

            // Shown row 2 is Ken, array index 3.
            view.selectRowAsUser(at: 2)
            XCTAssertEqual(view.selectedIndex, 3)
            XCTAssertEqual(selected.values, [Person(name: "Ken", age: 101)])
            view.activateRow(at: 1)
            XCTAssertEqual(activated.values.map(\.index), [1])
            XCTAssertEqual(activated.values.map(\.element), [Person(name: "Grace", age: 85)])

            // Changes while sorted land in sorted position and still map back.
            people.insert(Person(name: "Bjarne", age: 74), at: 0)
            people[3] = Person(name: "Aaron", age: 50)   // was Linus
            people.remove(at: 1)                          // Ada
            people.move(from: 0, to: 2)
            XCTAssertEqual(Self.shown(view), ["Aaron/50", "Bjarne/74", "Grace/85", "Ken/101"])
            XCTAssertEqual(people.array.map(\.name), ["Grace", "Aaron", "Bjarne", "Ken"])
            for shownRow in 0..<4 {
                let element = try XCTUnwrap(view.element(atShownRow: shownRow, as: Person.self))
                XCTAssertEqual("\(element.name)/\(element.age)", Self.shown(view)[shownRow])
            }
            XCTAssertEqual(view.selectedIndex, 3, "Ken stays selected, now at array index 3")
            XCTAssertEqual(view.selectedRow, 3)

            // Unsorting puts the rows back in array order.
            view.model?.sortColumn = nil
            XCTAssertEqual(Self.shown(view), ["Grace/85", "Aaron/50", "Bjarne/74", "Ken/101"])
            people.insert(Person(name: "Edsger", age: 72), at: 1)
            XCTAssertEqual(Self.shown(view), people.array.map { "\($0.name)/\($0.age)" })
            binding.dispose()
            window.destroy()
        }
    }

    func testRandomBatchesWhileSortedAndUnsorted() throws {
        try onGtk {
            var random = ListsRandom(seed: 31)
            var next = 0
            let array = MutableObservableArray((0..<200).map { _ in next += 1; return Person(name: "p\(next)", age: next * 7 % 97) })
            let view = TreeView()
            let binding = view.rx.items(array, columns: Self.columns, options: .init(rebuildThreshold: 30))
            for round in 0..<300 {
                if round == 100 { view.columns[1].clickHeader() }
                if round == 200 { view.model?.sortColumn = nil }
                array.batchUpdate { batch in
                    for _ in 0..<Int.random(in: 1...(round % 25 == 0 ? 40 : 6), using: &random) {
                        let count = batch.count
                        switch Int.random(in: 0..<4, using: &random) {
                        case 0:
                            next += 1
                            batch.insert(Person(name: "p\(next)", age: next * 7 % 97), at: Int.random(in: 0...count, using: &random))
                        case 1 where count > 0: batch.remove(at: Int.random(in: 0..<count, using: &random))
                        case 2 where count > 1:
                            batch.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
                        case 3 where count > 0:
                            next += 1
                            batch[Int.random(in: 0..<count, using: &random)].age = next % 113
                        default: break
                        }
                    }
                }
                let expected = array.array.map { "\($0.name)/\($0.age)" }
                let shown = Self.shown(view)
                if round >= 100 && round < 200 {
                    XCTAssertEqual(shown.sorted(), expected.sorted(), "round \(round)")
                    let ages: [Int] = view.model?.values(column: 2) ?? []
                    XCTAssertEqual(ages, ages.sorted(), "round \(round): sorted by age")
                } else {
                    XCTAssertEqual(shown, expected, "round \(round)")
                }
                for shownRow in Swift.stride(from: 0, to: shown.count, by: 17) {
                    let element = view.element(atShownRow: shownRow, as: Person.self)
                    XCTAssertEqual(element.map { "\($0.name)/\($0.age)" }, shown[shownRow])
                }
                if shown.sorted() != expected.sorted() { break }
            }
            binding.dispose()
            view.destroy()
        }
    }

    func testDeleteKeyAndReorderingDragWriteBackWithoutEcho() throws {
        try onGtk {
            let view = TreeView()
            let people = Self.people()
            let binding = view.rx.items(people, columns: Self.columns,
                                        options: .init(allowsDeletion: true, allowsMoving: true))
            XCTAssertTrue(view.isReorderable)
            let window = showInWindow(view)
            let events = ArrayChangeRecorder(people)
            view.selectRowAsUser(at: 1)
            view.grabFocus()
            try GtkTestKit.pressKey(Key.Delete, in: view)
            XCTAssertEqual(people.array.map(\.name), ["Ada", "Linus", "Ken"])
            XCTAssertEqual(Self.shown(view), ["Ada/36", "Linus/9", "Ken/101"])
            XCTAssertEqual(events.changes, [.patch(ArrayChangeSet(deletes: [1]))])

            // What GtkTreeView's drag and drop does to a reorderable list
            // store: insert a copy at the drop position, then delete the source row.
            let store = try XCTUnwrap(view.model)
            let selection = try XCTUnwrap(DragSelection.make(target: "GTK_TREE_MODEL_ROW"))
            defer { gtk_selection_data_free(selection) }
            var sourceIndices: [Int32] = [0]
            let source = gtk_tree_path_new_from_indicesv(&sourceIndices, 1)
            var destinationIndices: [Int32] = [3]
            let destination = gtk_tree_path_new_from_indicesv(&destinationIndices, 1)
            defer {
                gtk_tree_path_free(source)
                gtk_tree_path_free(destination)
            }
            XCTAssertNotEqual(gtk_tree_set_row_drag_data(selection, store.modelPointer, source), 0)
            XCTAssertNotEqual(gtk_tree_drag_dest_drag_data_received(store.modelPointer, destination, selection), 0)
            XCTAssertNotEqual(gtk_tree_drag_source_drag_data_delete(store.modelPointer, source), 0)
            XCTAssertEqual(people.array.map(\.name), ["Linus", "Ken", "Ada"], "Ada dragged to the end")
            XCTAssertEqual(Self.shown(view), ["Linus/9", "Ken/101", "Ada/36"])
            XCTAssertEqual(events.changes.count, 2, "one event for the move")

            people.append(Person(name: "Guido", age: 68))
            XCTAssertEqual(Self.shown(view), ["Linus/9", "Ken/101", "Ada/36", "Guido/68"])
            binding.dispose()
            window.destroy()
        }
    }

    func testSelectedIndexFollowsDataChanges() throws {
        try onGtk {
            let view = TreeView()
            let people = Self.people()
            let binding = view.rx.items(people, columns: Self.columns)
            let recorder = ListEventRecorder(view.rx.selectedIndex)
            view.selectRowAsUser(at: 2)
            XCTAssertEqual(recorder.values, [nil, 2])
            view.rx.selectedIndex.onNext(0)
            XCTAssertEqual(view.selectedIndex, 0)
            XCTAssertEqual(recorder.values, [nil, 2], "no echo")
            people.insert(Person(name: "New", age: 1), at: 0)
            XCTAssertEqual(view.selectedIndex, 1)
            XCTAssertEqual(recorder.values, [nil, 2, 1])
            people.remove(at: 1)
            XCTAssertNil(view.selectedIndex)
            XCTAssertEqual(recorder.values, [nil, 2, 1, nil])
            binding.dispose()
            view.destroy()
        }
    }
}
