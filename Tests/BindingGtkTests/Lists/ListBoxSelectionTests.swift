@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ListBoxSelectionTests: XCTestCase {
    func testSelectedIndexFollowsUserAndDataChangesWithoutEcho() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray(["a", "b", "c", "d"])
            let binding = list.rx.items(array) { Label($1) }
            let recorder = ListEventRecorder(list.rx.selectedIndex)
            XCTAssertEqual(recorder.values, [nil])

            list.selectRowAsUser(at: 2)
            XCTAssertEqual(recorder.values, [nil, 2])
            list.rx.selectedIndex.onNext(1)
            XCTAssertEqual(list.selectedIndex, 1)
            XCTAssertEqual(recorder.values, [nil, 2], "a programmatic selection does not echo")

            array.insert("x", at: 0)
            XCTAssertEqual(list.selectedIndex, 2, "the selection stays on b")
            XCTAssertEqual(recorder.values, [nil, 2, 2], "the shifted index is reported")
            array.append("e")
            XCTAssertEqual(recorder.values, [nil, 2, 2], "a change after the selection reports nothing")
            array.move(from: 2, to: 4)
            XCTAssertEqual(list.selectedIndex, 4, "a moved selected row stays selected")
            XCTAssertEqual(recorder.values, [nil, 2, 2, 4])
            array[4] = "B"
            XCTAssertEqual(list.selectedIndex, 4, "an updated selected row stays selected")
            XCTAssertEqual(recorder.values, [nil, 2, 2, 4])
            array.remove(at: 4)
            XCTAssertNil(list.selectedIndex)
            XCTAssertEqual(recorder.values, [nil, 2, 2, 4, nil], "deleting the selected element clears the selection")
            binding.dispose()
            list.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testSelectionKeptAcrossResetOnlyWhenPatched() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray(["a", "b", "c"])
            let binding = list.rx.items(array, options: .init(rebuildThreshold: 1)) { Label($1) }
            list.selectedIndex = 1
            array.batchUpdate { batch in
                batch.insert("x", at: 0)
                batch.insert("y", at: 0)
            }
            XCTAssertEqual(ListProbe.rowTexts(list), ["y", "x", "a", "b", "c"])
            XCTAssertEqual(list.selectedIndex, 3, "a rebuild above the threshold keeps the selected element")
            array.replace(with: ["y", "x", "a", "b", "c"])
            XCTAssertNil(list.selectedIndex, "a reset cannot know the element: the selection is cleared")
            binding.dispose()
            list.destroy()
        }
    }

    func testSelectedElementProperty() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray(["a", "b", "c"])
            let binding = list.rx.items(array) { Label($1) }
            let recorder = ListEventRecorder(list.rx.selectedElement(String.self))
            XCTAssertEqual(recorder.values, [nil])
            list.selectRowAsUser(at: 1)
            XCTAssertEqual(recorder.values, [nil, "b"])
            array.insert("x", at: 0)
            XCTAssertEqual(recorder.values, [nil, "b"], "a shift keeps the element")
            array[2] = "B"
            XCTAssertEqual(recorder.values, [nil, "b", "B"], "an update of the selected element is reported")
            list.rx.selectedElement(String.self).onNext("c")
            XCTAssertEqual(list.selectedIndex, 3)
            XCTAssertEqual(recorder.values, [nil, "b", "B"], "setting does not echo")
            array.remove(at: 3)
            XCTAssertEqual(recorder.values, [nil, "b", "B", nil])
            binding.dispose()
            list.destroy()
        }
    }

    func testUserSelectionAndActivationEventsCarryIndexAndElement() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray([10, 20, 30])
            let binding = list.rx.items(array) { Label("\($1)") }
            let selected = ListEventRecorder(list.rx.itemSelected)
            let models = ListEventRecorder(list.rx.modelSelected(Int.self))
            let activated = ListEventRecorder(list.rx.rowActivated)
            let activatedModels = ListEventRecorder(list.rx.modelActivated(Int.self))
            let activatedItems = ListEventRecorder(list.rx.itemActivated(Int.self))

            list.selectRowAsUser(at: 2)
            list.selectedIndex = 0
            list.selectRowAsUser(at: 1)
            XCTAssertEqual(selected.values, [2, 1], "programmatic selections are not user selections")
            XCTAssertEqual(models.values, [30, 20])

            list.activateRow(at: 0)
            array.insert(5, at: 0)
            list.activateRow(at: 0)
            XCTAssertEqual(activated.values, [0, 0])
            XCTAssertEqual(activatedModels.values, [10, 5], "elements are looked up in the current array")
            XCTAssertEqual(activatedItems.values.map(\.index), [0, 0])
            XCTAssertEqual(activatedItems.values.map(\.element), [10, 5])
            binding.dispose()
            list.destroy()
            XCTAssertTrue(selected.isCompleted && activated.isCompleted && models.isCompleted)
        }
    }

    func testMultipleSelectionIsKeptAcrossMoves() throws {
        try onGtk {
            let list = ListBox()
            list.selectionMode = .multiple
            let array = MutableObservableArray(["a", "b", "c", "d", "e"])
            let binding = list.rx.items(array) { Label($1) }
            gtk_list_box_select_row(list.listBoxPointer, gtk_list_box_get_row_at_index(list.listBoxPointer, 1))
            gtk_list_box_select_row(list.listBoxPointer, gtk_list_box_get_row_at_index(list.listBoxPointer, 3))
            XCTAssertEqual(list.selectedIndices, [1, 3])
            array.batchUpdate { batch in
                batch.move(from: 3, to: 0)
                batch.remove(at: 4)
            }
            XCTAssertEqual(ListProbe.rowTexts(list), ["d", "a", "b", "c"])
            XCTAssertEqual(list.selectedIndices.map { array[$0] }, ["d", "b"])
            binding.dispose()
            list.destroy()
        }
    }

    func testReachedEndFiresWhenScrolledNearTheBottom() throws {
        try onGtk {
            let list = ListBox()
            let array = MutableObservableArray((0..<100).map { "row \($0)" })
            let binding = list.rx.items(array) { Label($1) }
            let reached = ListEventRecorder(list.rx.reachedEnd(offset: 50))
            let window = showInWindow(list, height: 200)
            let scrolled = try XCTUnwrap(list.parent?.parent as? ScrolledWindow ?? list.parent as? ScrolledWindow)
            XCTAssertTrue(GtkTestKit.pump(until: { scrolled.maximumVerticalOffset > 500 }))
            XCTAssertEqual(reached.values.count, 0)
            GtkTestKit.scroll(scrolled, toVerticalOffset: 100)
            XCTAssertEqual(reached.values.count, 0, "far from the end")
            GtkTestKit.scroll(scrolled, toVerticalOffset: scrolled.maximumVerticalOffset - 20)
            XCTAssertEqual(reached.values.count, 1)
            GtkTestKit.scroll(scrolled, toVerticalOffset: scrolled.maximumVerticalOffset)
            XCTAssertEqual(reached.values.count, 1, "once per arrival")
            // Load more: the end moves away, and reaching it again fires again.
            let end = scrolled.maximumVerticalOffset
            array.append(contentsOf: (100..<150).map { "row \($0)" })
            XCTAssertTrue(GtkTestKit.pump(until: { scrolled.maximumVerticalOffset > end + 500 }))
            GtkTestKit.scroll(scrolled, toVerticalOffset: scrolled.maximumVerticalOffset)
            XCTAssertEqual(reached.values.count, 2)
            binding.dispose()
            window.destroy()
            XCTAssertTrue(list.isDestroyed, "destroyed with its window")
            XCTAssertTrue(reached.isCompleted)
        }
    }
}
