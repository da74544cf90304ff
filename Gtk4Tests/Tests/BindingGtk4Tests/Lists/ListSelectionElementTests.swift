import Binding
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import XCTest

/// `ListSelection.rxSelectedElement(id:)` and `(matching:)`: the selected
/// element two-way with the view model for elements that are not `Equatable`,
/// followed through changes made on other threads.
@MainActor
final class ListSelectionElementTests: XCTestCase {
    /// An element with an identity and no `Equatable`.
    struct Person: Sendable {
        let id: Int
        var name: String
    }

    private static func people(_ count: Int) -> [Person] { (0..<count).map { Person(id: $0, name: "Person \($0)") } }

    nonisolated func testTheSelectedElementIsTwoWayWithoutEquatableAndWithoutEcho() throws {
        try GtkTestKit.run(self) { _ in
            let array = MutableObservableArray(Self.people(10))
            let selection = ListSelection(ObservableListModel(array), mode: .single)
            let property = selection.rxSelectedElement(id: \.id)
            var seen: [String?] = []
            let watch = property.subscribe(onNext: { seen.append($0?.name) })
            defer { watch.dispose() }
            let chosen = BehaviorRelay<Person?>(value: nil)
            let binding = chosen <=> property
            defer { binding.dispose() }

            gtk_selection_model_select_item(selection.selectionPointerForTests, 4, 1)
            XCTAssertEqual(chosen.value?.id, 4, "the user's selection reaches the view model")
            chosen.accept(Person(id: 7, name: "another value, same id"))
            XCTAssertEqual(selection.selectedIndex, 7, "the view model's element is found by id")
            XCTAssertEqual(seen, [nil, "Person 4"], "setting it is not echoed")
            chosen.accept(Person(id: 99, name: "nobody"))
            XCTAssertNil(selection.selectedIndex, "an element that is not there selects nothing")

            let byName = selection.rxSelectedElement(matching: { $0.name == $1.name })
            byName.onNext(Person(id: -1, name: "Person 2"))
            XCTAssertEqual(selection.selectedIndex, 2, "matching: selects the first element it accepts")
        }
    }

    nonisolated func testTheSelectedElementFollowsBackgroundMovesUpdatesAndItsRemoval() throws {
        try GtkTestKit.run(self) { _ in
            let array = MutableObservableArray(Self.people(10))
            let model = ObservableListModel(array)
            let selection = ListSelection(model, mode: .single)
            let view = ListView()
            view.show(selection, rows: PersonRow.self)
            let (window, _) = listWindow(view)
            defer { window.destroy() }
            XCTAssertTrue(GtkTestKit.presentAndWait(window))
            var seen: [String?] = []
            let watch = selection.rxSelectedElement(id: \.id).subscribe(onNext: { seen.append($0?.name) })
            defer { watch.dispose() }
            gtk_selection_model_select_item(selection.selectionPointerForTests, 5, 1)

            onAnotherThread {
                array.insert(Person(id: 100, name: "Inserted"), at: 0)
                array.move(from: 6, to: 9)
            }
            XCTAssertTrue(GtkTestKit.pump(until: { model.count == 11 && model.elements[9].id == 5 }))
            XCTAssertEqual(selection.selectedIndex, 9, "the selection moved with its element")
            XCTAssertEqual(seen, [nil, "Person 5"], "a mere move is not reported")

            onAnotherThread { array[9] = Person(id: 5, name: "Renamed") }
            XCTAssertTrue(GtkTestKit.pump(until: { seen.last == "Renamed" }), "an update of the selected element is reported")

            onAnotherThread { array.remove(at: 9) }
            XCTAssertTrue(GtkTestKit.pump(until: { model.count == 10 }))
            XCTAssertEqual(seen, [nil, "Person 5", "Renamed", nil], "its removal clears the selection")
            XCTAssertNil(selection.selectedIndex)
        }
    }
}

/// A row showing a person's name.
@MainActor
final class PersonRow: ListRowComponent {
    let label = Label()
    var root: Widget { label }

    init() {}

    func bind(_ element: ListElement<ListSelectionElementTests.Person>, bag: DisposeBag) {
        bag.insert(element.values.map { Optional($0.name) }.subscribe(label.rx.label))
    }
}
