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
            CompletedSourceListTests.checkTreeView(Self.words) { view in
                view.rx.items(Self.completedPipeline(), columns: [Column(title: "Word", value: { $0 })])
            }
        }
    }

    func testOnDemandTreeViewFromACompletedSourceOrPipeline() throws {
        try onGtk {
            // Read on demand: no GtkListStore, so no sorting by header.
            CompletedSourceListTests.checkTreeView(Self.words, sortsByHeader: false) { view in
                view.rx.items(virtual: Observable.just(Self.words).diff(), columns: [Column(title: "Word", value: { $0 })])
            }
            CompletedSourceListTests.checkTreeView(Self.words, sortsByHeader: false) { view in
                view.rx.items(virtual: Self.completedPipeline(), columns: [Column(title: "Word", value: { $0 })])
            }
        }
    }
}

private extension ArrayPipeline where Item == String {
    /// Sorted by the strings themselves (a `String` is its own identity here).
    func sortedByValue() -> ArrayPipeline<String> {
        mapped { Word(id: $0) }.sorted { $0.id < $1.id }.mapped(\.id)
    }
}
