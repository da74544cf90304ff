@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// An element with an identity, for the keyed pipeline stages and row components.
private struct Word: Identifiable, Hashable {
    var id: String
}

/// The items bindings not covered by `CompletedSourceListTests` keep working
/// when their source completes: a tree view read on demand, and every
/// binding fed by a pipeline (which completes with its source).
final class CompletedPipelineListTests: XCTestCase {
    private static let words = ["alpha", "beta", "gamma"]

    /// A pipeline over `words` that completes after its first event.
    private static func completedPipeline() -> ArrayPipeline<String> {
        Observable.just(Array(words.reversed())).diff().asArrayPipeline().filtered { !$0.isEmpty }.sortedByValue()
    }

    func testListBoxFromACompletedPipeline() throws {
        try onGtk {
            CompletedSourceListTests.checkListBox(Self.words) { list in
                list.rx.items(Self.completedPipeline()) { _, word in Label(word) }
            }
            CompletedSourceListTests.checkListBox(Self.words) { list in
                list.rx.items(Self.completedPipeline(), text: { $0 })
            }
        }
    }

    func testListBoxRowComponentsFromACompletedPipeline() throws {
        try onGtk {
            let words = Self.words.map(Word.init)
            CompletedSourceListTests.checkListBox(words) { list in
                list.rx.items(Observable.just(Array(words.reversed())).diff().asArrayPipeline().sorted { $0.id < $1.id }) { row in
                    Label(row.element.id)
                }
            }
        }
    }

    func testComboBoxFromACompletedPipeline() throws {
        try onGtk {
            CompletedSourceListTests.checkComboBox(Self.words) { combo in
                combo.rx.items(Self.completedPipeline(), title: { $0 })
            }
        }
    }

    func testTreeViewFromACompletedPipeline() throws {
        try onGtk {
            CompletedSourceListTests.checkTreeView(Self.words, columns: [Column(title: "Word", value: { $0 })]) { view in
                view.rx.items(Self.completedPipeline(), columns: [Column(title: "Word", value: { $0 })])
            }
        }
    }

    func testOnDemandTreeViewFromACompletedSourceOrPipeline() throws {
        try onGtk {
            Self.checkOnDemandTreeView { view in
                view.rx.items(onDemand: Observable.just(Self.words).diff(), columns: [Column(title: "Word", value: { $0 })])
            }
            Self.checkOnDemandTreeView { view in
                view.rx.items(onDemand: Self.completedPipeline(), columns: [Column(title: "Word", value: { $0 })])
            }
        }
    }

    /// As `CompletedSourceListTests.checkTreeView` for a tree view read on
    /// demand (it has no `GtkListStore` to sort): rows, element lookups,
    /// selection and activation still work after the source completed, and
    /// disposing the binding or destroying the view frees its controller.
    @MainActor
    private static func checkOnDemandTreeView(
        file: StaticString = #filePath, line: UInt = #line, bind: (TreeView) -> Disposable
    ) {
        let view = TreeView()
        let binding = bind(view)
        XCTAssertEqual(view.rowCount, words.count, "rows", file: file, line: line)
        XCTAssertNotNil(view.itemsController, "the controller outlives the completed source", file: file, line: line)
        let models = ListEventRecorder(view.rx.modelSelected(String.self))
        let activated = ListEventRecorder(view.rx.modelActivated(String.self))
        view.selectRowAsUser(at: 1)
        XCTAssertEqual(models.values, [words[1]], "modelSelected", file: file, line: line)
        XCTAssertEqual(view.element(atShownRow: 2, as: String.self), words[2], file: file, line: line)
        view.rx.selectedIndex.onNext(2)
        XCTAssertEqual(view.selectedRow, 2, "writing selectedIndex selects its row", file: file, line: line)
        view.activateRow(at: 0)
        XCTAssertEqual(activated.values, [words[0]], "modelActivated", file: file, line: line)

        weak let controller = view.itemsController
        XCTAssertNotNil(controller, file: file, line: line)
        binding.dispose()
        XCTAssertNil(controller, "disposing the binding frees its controller", file: file, line: line)
        view.destroy()

        let other = TreeView()
        let otherBinding = bind(other)
        weak let otherController = other.itemsController
        XCTAssertNotNil(otherController, file: file, line: line)
        other.destroy()
        XCTAssertNil(otherController, "destroying the tree view frees the controller", file: file, line: line)
        otherBinding.dispose()
    }
}

private extension ArrayPipeline where Item == String {
    /// Sorted by the strings themselves (a `String` is its own identity here).
    func sortedByValue() -> ArrayPipeline<String> {
        mapped { Word(id: $0) }.sorted { $0.id < $1.id }.mapped(\.id)
    }
}
