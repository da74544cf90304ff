@testable import BindingGtk
import Binding
import BindingGtkTesting
import XCTest

/// The selection of a bound `TreeView` stays on the element the user picked,
/// and nothing becomes selected that the user did not pick.
final class TreeViewSelectionIdentityTests: XCTestCase {
    @MainActor
    private static func shownTable(_ array: MutableObservableArray<String>, options: ListItemsOptions = .default)
        -> (Window, TreeView, Disposable) {
        let window = Window(title: "Selection")
        let view = TreeView()
        window.add(view)
        let binding = view.rx.items(array, columns: [Column(title: "Name", value: { $0 })], options: options)
        window.showAll()
        return (window, view, binding)
    }

    func testDeletingTheSelectedRowSelectsNothingElseEvenTwice() throws {
        try onGtk {
            let letters = MutableObservableArray(["a", "b", "c", "d"])
            let (window, view, binding) = Self.shownTable(letters, options: ListItemsOptions(allowsDeletion: true))
            defer { binding.dispose(); window.destroy() }
            var reported: [Int?] = []
            let subscription = view.rx.selectedIndex.subscribe(onNext: { reported.append($0) })
            defer { subscription.dispose() }
            view.selectRowAsUser(at: 1)
            XCTAssertEqual(view.selectedIndex, 1)

            letters.remove(at: 1)
            XCTAssertEqual(view.selectedRows, [], "GTK moved its cursor to the next row; that row must not become selected")
            letters.remove(at: 1)
            XCTAssertEqual(view.selectedRows, [], "again after the second removal (\(letters.array))")
            XCTAssertNil(view.selectedIndex)
            XCTAssertEqual(reported.last, .some(nil))
            XCTAssertFalse(reported.contains(.some(1)) && reported.last != .some(nil))
            XCTAssertEqual(letters.array, ["a", "d"], "nothing the user did not pick was deleted")
        }
    }

    func testTheSelectionFollowsItsElementThroughASortedPipeline() throws {
        struct Item: Identifiable, Equatable {
            let id: Int
            var name: String
        }
        try onGtk {
            let items = MutableObservableArray([Item(id: 1, name: "b"), Item(id: 2, name: "d"), Item(id: 3, name: "a")])
            let query = BehaviorRelay(value: "")
            let shown = items.filtered(by: query) { text, item in text.isEmpty || item.name.contains(text) }
                .sorted { ($0.name, $0.id) < ($1.name, $1.id) }
            let window = Window(title: "Selection")
            let view = TreeView()
            window.add(view)
            let binding = view.rx.items(shown, columns: [Column(title: "Name", value: { $0.name })])
            defer { binding.dispose(); window.destroy() }
            window.showAll()
            view.selectRowAsUser(at: 1)   // "b", id 1
            XCTAssertEqual(view.element(atShownRow: view.selectedRow!, as: Item.self)?.id, 1)
            items[0] = Item(id: 1, name: "z")       // moves to the end
            XCTAssertEqual(view.selectedRow, 2)
            XCTAssertEqual(view.element(atShownRow: 2, as: Item.self)?.id, 1)
            query.accept("a")                       // filtered out: deselected
            XCTAssertEqual(view.selectedRows, [])
            query.accept("")                        // back: not reselected
            XCTAssertEqual(view.selectedRows, [])
        }
    }
}
