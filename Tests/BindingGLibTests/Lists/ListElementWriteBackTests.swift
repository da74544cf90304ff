import Binding
import BindingGLib
import BindingTesting
import CGLib
import Dispatch
import XCTest

/// A row's write-back (`ListElement.write`) while other threads edit the
/// array: the edit reaches the element the row shows, never a neighbour.
/// A background edit is made between the row's reading of its position and
/// its write, by running it on another thread while the main thread waits:
/// its event then waits for the main thread, as it does when a worker edits
/// while the user types.
final class ListElementWriteBackTests: XCTestCase {
    /// An element with an identity, not `Equatable`.
    private struct Entry {
        let id: Int
        var text: String
    }

    func testAnEditWaitsForABackgroundInsertAndReachesItsElement() throws {
        try onMainLoop {
            let array = MutableObservableArray(["a", "b", "c"].enumerated().map { Entry(id: $0.offset, text: $0.element) })
            let model = ObservableListModel(array)
            let item = try XCTUnwrap(g_list_model_get_item(model.pointer, 1))
            defer { g_object_unref(item) }
            let element = try XCTUnwrap(ListElement<Entry>.of(item: item))

            onAnotherThread { array.insert(Entry(id: 9, text: "z"), at: 0) }
            XCTAssertEqual(model.count, 3, "the insert's event waits for the main thread")
            var edited = element.value
            edited.text = "B"
            XCTAssertTrue(element.write(edited), "the edit is taken, to be written once the model has caught up")
            XCTAssertEqual(array.array.map(\.text), ["z", "a", "b", "c"], "nothing is written at the stale position 1 (\"a\")")
            XCTAssertEqual(model.pendingWriteCount, 1)

            XCTAssertTrue(MainLoop.run(until: { model.pendingWriteCount == 0 }, timeout: .seconds(10)))
            XCTAssertEqual(array.array.map(\.text), ["z", "a", "B", "c"])
            XCTAssertEqual(element.position, 2)
            XCTAssertEqual(element.value.text, "B", "the update came back to the element")
        }
    }

    func testAnEditOfAnElementDeletedMeanwhileIsDropped() throws {
        try onMainLoop {
            let array = MutableObservableArray(["a", "b", "c"].enumerated().map { Entry(id: $0.offset, text: $0.element) })
            let model = ObservableListModel(array)
            let item = try XCTUnwrap(g_list_model_get_item(model.pointer, 1))
            defer { g_object_unref(item) }
            let element = try XCTUnwrap(ListElement<Entry>.of(item: item))

            onAnotherThread { array.remove(at: 1) }
            XCTAssertTrue(element.write(Entry(id: 1, text: "B")))
            XCTAssertTrue(MainLoop.run(until: { model.pendingWriteCount == 0 }, timeout: .seconds(10)))
            XCTAssertEqual(array.array.map(\.text), ["a", "c"], "the edit of the deleted element went nowhere")
            XCTAssertNil(element.position)
            XCTAssertFalse(element.write(Entry(id: 1, text: "late")), "a deleted element takes no edits")
        }
    }

    func testEditsWaitingBehindAnotherKeepTheirOrder() throws {
        try onMainLoop {
            let array = MutableObservableArray((0..<4).map { Entry(id: $0, text: "\($0)") })
            let model = ObservableListModel(array)
            let items = (0..<4).compactMap { g_list_model_get_item(model.pointer, guint($0)) }
            defer { items.forEach { g_object_unref($0) } }
            let elements = items.compactMap { ListElement<Entry>.of(item: $0) }

            onAnotherThread { array.move(from: 3, to: 0) }
            XCTAssertTrue(elements[1].write(Entry(id: 1, text: "first")))
            XCTAssertTrue(elements[1].write(Entry(id: 1, text: "second")))
            XCTAssertTrue(elements[3].write(Entry(id: 3, text: "moved")))
            XCTAssertEqual(model.pendingWriteCount, 3)
            XCTAssertTrue(MainLoop.run(until: { model.pendingWriteCount == 0 }, timeout: .seconds(10)))
            XCTAssertEqual(array.array.map(\.text), ["moved", "0", "second", "2"])
        }
    }

    func testAFinalizedModelDropsItsWaitingEdits() throws {
        try onMainLoop {
            let array = MutableObservableArray([Entry(id: 0, text: "a")])
            var model: ObservableListModel<Entry>? = ObservableListModel(array)
            let item = try XCTUnwrap(g_list_model_get_item(model!.pointer, 0))
            defer { g_object_unref(item) }
            let element = try XCTUnwrap(ListElement<Entry>.of(item: item))
            onAnotherThread { array.append(Entry(id: 1, text: "b")) }
            XCTAssertTrue(element.write(Entry(id: 0, text: "A")))
            model = nil
            XCTAssertNil(element.position, "the model is gone: its elements left it")
            while g_main_context_iteration(nil, 0) != 0 {}
            XCTAssertEqual(array.count, 2, "the append was made")
            XCTAssertEqual(array.array.map(\.text), ["a", "b"], "the waiting edit went with the model")
        }
    }

    /// Random background inserts, deletes and moves against rows' edits of
    /// random shown elements, the main thread catching up at random moments.
    /// Reference: each element that stays to the end carries the last text
    /// written to it (by identity); a write at the position the main thread
    /// saw (the naive write-back) fails this as soon as an edit lands on a
    /// neighbour.
    func testRandomBackgroundEditsNeverRedirectARowsEdit() throws {
        try onMainLoop {
            for seed in RandomizedSeeds.all { Self.run(seed: seed) }
        }
    }

    @MainActor
    private static func run(seed: UInt64) {
        let trace = RandomizedTrace(seed: seed, test: "ListElementWriteBackTests")
        var random = SplitMix64(seed: seed)
        var nextID = 0
        func fresh() -> Entry {
            nextID += 1
            return Entry(id: nextID, text: "new")
        }
        let array = MutableObservableArray((0..<20).map { _ in fresh() })
        let model = ObservableListModel(array)
        var lastWritten: [Int: String] = [:]
        var writes = 0
        for step in 1...(120 * RandomizedSeeds.scale) {
            trace.step = step
            switch random.below(10) {
            case 0..<4:
                let choice = random.below(3), first = random.below(1_000), second = random.below(1_000), entry = fresh()
                trace.note("background edit \(choice) (\(first), \(second))")
                onAnotherThread {
                    let count = array.count
                    switch choice {
                    case 0: array.insert(entry, at: first % (count + 1))
                    case 1 where count > 0: array.remove(at: first % count)
                    case 2 where count > 1: array.move(from: first % count, to: second % count)
                    default: array.append(entry)
                    }
                }
            case 4..<8:
                guard model.count > 0 else { continue }
                let position = random.below(model.count)
                guard let item = g_list_model_get_item(model.pointer, guint(position)) else { continue }
                defer { g_object_unref(item) }
                guard let element = ListElement<Entry>.of(item: item) else { continue }
                writes += 1
                var edited = element.value
                edited.text = "w\(writes)"
                trace.note("row \(position) (id \(edited.id)) writes \(edited.text)")
                if element.write(edited) { lastWritten[edited.id] = edited.text }
            default:
                trace.note("main loop turn")
                _ = g_main_context_iteration(nil, 0)
            }
        }
        let caughtUp = MainLoop.run(until: {
            model.pendingWriteCount == 0 && model.elements.map(\.id) == array.array.map(\.id)
        }, timeout: .seconds(20))
        guard trace.check(caughtUp, "the model did not catch up: \(model.pendingWriteCount) edits waiting") else { return }
        for entry in array.array {
            let expected = lastWritten[entry.id] ?? "new"
            guard trace.check(entry.text == expected, "element id \(entry.id) reads \(entry.text), the rows last wrote \(expected)") else { return }
        }
    }
}

/// Runs `edit` on a thread other than the main thread and waits for it: its
/// events reach a main-thread observer only when the main loop next runs.
@MainActor
private func onAnotherThread(_ edit: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        edit()
        done.signal()
    }
    done.wait()
}
