@testable import BindingGtk
import Binding
import BindingGtkTesting
import Foundation
import XCTest

/// A pipeline whose source is edited on a background thread while the main
/// thread changes its predicate: the rows follow, on the main thread only.
final class PipelineThreadingListTests: XCTestCase {
    private struct Entry: Identifiable, Equatable, Sendable {
        let id: Int
        var value: Int
    }

    func testBackgroundEditsReachTheRowsOnTheMainThread() throws {
        try onGtk {
            let source = MutableObservableArray((0..<200).map { Entry(id: $0, value: $0) })
            let modulus = BehaviorRelay(value: 2)
            let shown = source.filtered(by: modulus) { modulus, entry in entry.value % modulus == 0 }
                .sorted { ($0.value, $0.id) < ($1.value, $1.id) }
            let listBox = ListBox()
            var offMainRows = 0
            let binding = listBox.rx.items(shown) { _, entry in
                if !Thread.isMainThread { offMainRows += 1 }
                return Label("\(entry.value)")
            }
            defer { binding.dispose() }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for step in 0..<1_000 {
                    let index = (step * 37) % source.count
                    source[index] = Entry(id: source[index].id, value: (step * 13) % 301)
                    if step % 4 == 0 { source.append(Entry(id: 1_000 + step, value: step % 97)) }
                    if step % 6 == 0 { source.remove(at: step % source.count) }
                }
                done.signal()
            }
            for step in 0..<50 {
                modulus.accept(2 + step % 3)
                MainLoop.runPending()
            }
            modulus.accept(3)
            XCTAssertTrue(GtkTestKit.pump(until: { done.wait(timeout: .now()) == .success }), "the writer finished")
            let expected = source.array.filter { $0.value % 3 == 0 }.sorted { ($0.value, $0.id) < ($1.value, $1.id) }
                .map { "\($0.value)" }
            let texts = { (0..<listBox.rowCount).compactMap { (listBox.rowContent(at: $0) as? Label)?.text } }
            XCTAssertTrue(GtkTestKit.pump(until: { texts() == expected }), "\(texts().count) rows, \(expected.count) expected")
            XCTAssertEqual(offMainRows, 0)
        }
    }
}
