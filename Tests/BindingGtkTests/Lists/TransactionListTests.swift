@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import Foundation
import XCTest

/// List widgets bound to an array (or a pipeline over it) apply the edits of
/// one `Transaction.run` as one change: the rows end as the array, and GTK
/// hears only the merged change (no row made, changed or removed in between).
final class TransactionListTests: XCTestCase {
    private struct Entry: Identifiable, Equatable, Sendable {
        let id: Int
        var value: Int
    }

    func testATreeViewHearsOnlyTheMergedChange() throws {
        try onGtk {
            let numbers = MutableObservableArray(Array(0..<20))
            let view = TreeView()
            let binding = view.rx.items(numbers, columns: [Column(title: "N", value: { "\($0)" })])
            defer { binding.dispose() }
            let recorder = ModelSignalRecorder(gtk_tree_view_get_model(view.treeViewPointer)!)
            defer { recorder.disconnect() }

            Transaction.run {
                for step in 0..<10 {
                    numbers.insert(100 + step, at: 0)
                    numbers.remove(at: 0)
                }
                numbers[2] = 200
                numbers[2] = 201
                numbers[2] = 202
            }
            XCTAssertEqual(recorder.signals, [.changed(2)], "ten inserts and removals cancel out; three updates are one")
            let shown: [String] = view.model?.values(column: 0) ?? []
            XCTAssertEqual(shown, numbers.array.map { "\($0)" })
        }
    }

    func testAListBoxMakesRowsOnlyForTheMergedInserts() throws {
        try onGtk {
            let entries = MutableObservableArray((0..<5).map { Entry(id: $0, value: $0) })
            let listBox = ListBox()
            var made = 0
            let binding = listBox.rx.items(entries) { _, entry in
                made += 1
                return Label("\(entry.value)")
            }
            defer { binding.dispose() }
            made = 0
            Transaction.run {
                for id in 10..<15 { entries.append(Entry(id: id, value: id)) }
                for _ in 0..<2 {
                    for index in 5..<10 { entries[index].value += 100 }
                }
                entries.remove(at: 9)
                entries.remove(at: 5)
            }
            XCTAssertEqual(made, 3, "one row per element the transaction added and kept")
            let texts = (0..<listBox.rowCount).compactMap { (listBox.rowContent(at: $0) as? Label)?.text }
            XCTAssertEqual(texts, entries.array.map { "\($0.value)" })
        }
    }

    func testATransactionOnABackgroundThreadReachesAPipelinesRowsOnce() throws {
        try onGtk {
            let entries = MutableObservableArray((0..<100).map { Entry(id: $0, value: $0) })
            let shown = entries.filtered { $0.value % 2 == 0 }.sorted { ($0.value, $0.id) < ($1.value, $1.id) }
            let listBox = ListBox()
            var made = 0
            var offMain = 0
            let binding = listBox.rx.items(shown) { _, entry in
                made += 1
                if !Thread.isMainThread { offMain += 1 }
                return Label("\(entry.value)")
            }
            defer { binding.dispose() }
            made = 0
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                Transaction.run {
                    for id in 100..<110 {
                        entries.insert(Entry(id: id, value: id * 2), at: 0)
                        entries.remove(at: 0)
                    }
                    entries.append(Entry(id: 500, value: -2))
                }
                done.signal()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { done.wait(timeout: .now()) == .success }), "the transaction ended")
            let expected = entries.array.filter { $0.value % 2 == 0 }.sorted { ($0.value, $0.id) < ($1.value, $1.id) }
                .map { "\($0.value)" }
            let texts = { (0..<listBox.rowCount).compactMap { (listBox.rowContent(at: $0) as? Label)?.text } }
            XCTAssertTrue(GtkTestKit.pump(until: { texts() == expected }), "\(texts().count) rows, \(expected.count) expected")
            XCTAssertEqual(made, 1, "only the element the transaction kept gets a row")
            XCTAssertEqual(offMain, 0)
        }
    }
}
