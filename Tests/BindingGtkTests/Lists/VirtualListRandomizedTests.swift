@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// Random inserts, removals, moves, updates, batches and scroll positions:
/// after every step the rows GTK reads are the naive slice of the array at
/// the view's position, and the selection is on the element the user picked.
final class VirtualListRandomizedTests: XCTestCase {
    func testRowsAreAlwaysTheSliceOfTheArrayAtTheScrollPosition() throws {
        try onGtk {
            var random = ListsRandom(seed: 0x5EED_16)
            var nextValue = 1_000_000
            let numbers = MutableObservableArray(Array(0..<2_000))
            let fixture = VirtualListFixture(numbers)
            defer { fixture.tearDown() }
            try fixture.waitUntilLaidOut()
            let view = fixture.view
            let recorder = ModelSignalRecorder(fixture.model)
            defer { recorder.disconnect() }
            // What GTK was told each row shows: the rows before, replayed through the signals
            // ("?" for a row GTK must read again).
            var told = fixture.rowTexts
            var picked: Int?  // the value the user selected
            func fresh() -> Int {
                nextValue += 1
                return nextValue
            }
            for step in 0..<600 {
                let count = numbers.count
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    numbers.insert(fresh(), at: Int.random(in: 0...count, using: &random))
                case 2 where count > 0, 3 where count > 0:
                    let removed = numbers.remove(at: Int.random(in: 0..<count, using: &random))
                    if removed == picked { picked = nil }
                case 4 where count > 1:
                    numbers.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
                case 5 where count > 0:
                    // An update keeps the element (its identity), so the selection stays on it.
                    let inView = view.visibleIndices.isEmpty || Bool.random(using: &random) ? 0..<count : view.visibleIndices
                    let index = Int.random(in: inView, using: &random)
                    if numbers[index] != picked { numbers[index] = fresh() }
                case 6:
                    let base = view.firstVisibleIndex
                    numbers.batchUpdate { batch in
                        for _ in 0..<Int.random(in: 1...6, using: &random) {
                            let near = max(0, min(batch.array.count, base + Int.random(in: -5...40, using: &random)))
                            let kind = Int.random(in: 0..<3, using: &random)
                            if kind == 0 || batch.array.isEmpty {
                                batch.insert(fresh(), at: near)
                            } else if kind == 1 {
                                let from = min(near, batch.array.count - 1)
                                let to = max(0, min(batch.array.count - 1, from + Int.random(in: -8...8, using: &random)))
                                batch.move(from: from, to: to)
                            } else {
                                let index = min(near, batch.array.count - 1)
                                if batch.array[index] == picked { picked = nil }
                                batch.remove(at: index)
                            }
                        }
                    }
                case 7:
                    view.adjustment.value = Double(Int.random(in: 0...max(0, count), using: &random))
                case 8 where count > 0:
                    let index = Int.random(in: view.visibleIndices.isEmpty ? 0..<count : view.visibleIndices, using: &random)
                    view.selectElementAsUser(at: index)
                    picked = numbers[index]
                default:
                    view.scrollToElement(at: Int.random(in: 0..<max(1, count), using: &random))
                }
                let array = numbers.array
                let rows = fixture.rowTexts
                for signal in recorder.signals {
                    switch signal {
                    case .deleted(let row): told.remove(at: row)
                    case .inserted(let row): told.insert("?", at: row)
                    case .changed(let row): told[row] = "?"
                    case .reordered(let order): told = order.map { told[Int($0)] }
                    }
                }
                recorder.clear()
                XCTAssertEqual(told.count, rows.count, "step \(step): the signals give the row count")
                XCTAssertEqual(zip(told, rows).filter { $0.0 != "?" && $0.0 != $0.1 }.count, 0,
                               "step \(step): a row GTK was not told about shows another element")
                told = rows
                let start = view.firstVisibleIndex
                XCTAssertLessThanOrEqual(start + rows.count, array.count, "step \(step)")
                guard start + rows.count <= array.count else { return }
                XCTAssertEqual(rows, array[start..<start + rows.count].map { "row \($0)" }, "step \(step)")
                XCTAssertEqual(rows.count, min(view.capacity, array.count - start), "step \(step): a full window")
                XCTAssertEqual(view.adjustment.value, Double(start), "step \(step)")
                XCTAssertEqual(view.adjustment.upper, Double(array.count), "step \(step)")
                XCTAssertEqual(view.selectedIndex.map { array[$0] }, picked, "step \(step): the selection's element")
                let selectedTexts = fixture.selectedRows.map { rows[$0] }
                let expectedTexts = view.selectedIndex.flatMap { start..<start + rows.count ~= $0 ? ["row \(array[$0])"] : nil } ?? []
                XCTAssertEqual(selectedTexts, expectedTexts, "step \(step): GTK selects the selected element's row only")
                if rows != array[start..<start + rows.count].map({ "row \($0)" }) { return }
            }
        }
    }
}
