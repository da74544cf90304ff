@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class ListBoxStressTests: XCTestCase {
    /// 1,000 random mixed batches (inserts, deletes, moves, updates, from 1
    /// to 40 edits each, so both the in-place and the merge paths run) on a
    /// 1,000-element array: after each batch GTK's rows, read in GTK's order,
    /// show exactly the array, and the binding made a widget only for the
    /// inserted and updated elements.
    func testThousandRandomBatchesKeepRowsEqualToArray() throws {
        try onGtk {
            var random = ListsRandom(seed: 0x11575)
            var next = 1_000
            let array = MutableObservableArray((0..<1_000).map { "item \($0)" })
            let list = ListBox()
            var made = 0
            let binding = list.rx.items(array, options: .init(rebuildThreshold: .max)) { _, text in
                made += 1
                return Label(text)
            }
            XCTAssertEqual(ListProbe.rowTexts(list), array.array)
            let recorder = ArrayChangeRecorder(array)
            var mismatches = 0
            for batchNumber in 0..<1_000 {
                let edits = batchNumber % 10 == 0 ? Int.random(in: 20...40, using: &random)
                                                  : Int.random(in: 1...6, using: &random)
                array.batchUpdate { batch in
                    for _ in 0..<edits { Self.randomEdit(&batch, next: &next, using: &random) }
                }
                let texts = ListProbe.rowTexts(list)
                if texts != array.array {
                    mismatches += 1
                    XCTFail("batch \(batchNumber): rows differ from the array")
                    break
                }
            }
            XCTAssertEqual(mismatches, 0)
            XCTAssertEqual(ListProbe.rowCount(list), array.count)
            for index in 0..<array.count {
                XCTAssertTrue(list.row(at: index)?.child === list.rowContent(at: index),
                              "row \(index): the binding's widget is GTK's row child")
            }
            let needed = recorder.changes.reduce(1_000) { total, change in
                total + (change.changeSet.map { $0.inserts.count + $0.updates.count } ?? 0)
            }
            XCTAssertEqual(made, needed, "a widget was made exactly for each inserted or updated element")
            XCTAssertGreaterThan(recorder.changes.count, 900)
            binding.dispose()
            list.destroy()
        }
    }

    /// The same random batches through a small rebuild threshold, with a
    /// selected element followed across every batch.
    func testRandomBatchesKeepSelectionOnItsElement() throws {
        try onGtk {
            var random = ListsRandom(seed: 99)
            var next = 300
            let array = MutableObservableArray((0..<300).map { "item \($0)" })
            let list = ListBox()
            let binding = list.rx.items(array, options: .init(rebuildThreshold: 8)) { Label($1) }
            var selected: String? = array[150]
            list.selectedIndex = 150
            for _ in 0..<300 {
                array.batchUpdate { batch in
                    for _ in 0..<Int.random(in: 1...12, using: &random) {
                        Self.randomEdit(&batch, next: &next, using: &random, updates: false)
                    }
                }
                if let current = selected, !array.array.contains(current) { selected = nil }
                XCTAssertEqual(ListProbe.rowTexts(list), array.array)
                XCTAssertEqual(list.selectedIndex.map { array[$0] }, selected)
                let state = ListProbe.selectionState(list)
                XCTAssertEqual(state.flagged, state.selected.map { [$0] } ?? [], "GTK's selection flags agree")
                if selected == nil, array.count > 0 {
                    let index = Int.random(in: 0..<array.count, using: &random)
                    list.selectedIndex = index
                    selected = array[index]
                }
            }
            binding.dispose()
            list.destroy()
        }
    }

    /// One random edit of `batch`; `updates: false` replaces updates by
    /// inserts (so elements stay unique and trackable by value).
    static func randomEdit(
        _ batch: inout ArrayBatch<String>, next: inout Int, using random: inout ListsRandom, updates: Bool = true
    ) {
        let count = batch.count
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            batch.insert("item \(next)", at: Int.random(in: 0...count, using: &random))
            next += 1
        case 1 where count > 0:
            batch.remove(at: Int.random(in: 0..<count, using: &random))
        case 2 where count > 1:
            batch.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
        case 3 where count > 0 && updates:
            batch[Int.random(in: 0..<count, using: &random)] = "item \(next)"
            next += 1
        default:
            batch.append("item \(next)")
            next += 1
        }
    }
}
