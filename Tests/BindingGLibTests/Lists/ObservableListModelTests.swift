import Binding
import BindingGLib
import CGLib
import Dispatch
import XCTest

/// `ObservableListModel`'s promises one by one: identity, in-place updates,
/// write-back, the sources it takes, background threads and lifetime.
final class ObservableListModelTests: XCTestCase {
    func testAMovedElementKeepsItsItemAndAnUpdateChangesItInPlace() throws {
        try onMainLoop {
            let array = MutableObservableArray(["a", "b", "c", "d"])
            let model = ObservableListModel(array)
            let replay = ItemsChangedReplay(model.pointer, holdsItems: false)
            defer { replay.stop() }
            let item = try XCTUnwrap(g_list_model_get_item(model.pointer, 1))
            defer { g_object_unref(item) }
            let element = try XCTUnwrap(ListElement<String>.of(item: item))
            var seen: [String] = []
            let watch = element.values.subscribe(onNext: { seen.append($0) })
            defer { watch.dispose() }

            array.move(from: 1, to: 3)
            XCTAssertEqual(replay.signals.map { [$0.0, $0.1, $0.2] }, [[1, 1, 0], [3, 0, 1]], "a move is a removal and an addition")
            let moved = g_list_model_get_item(model.pointer, 3)
            g_object_unref(moved)
            XCTAssertEqual(moved, item, "the moved element's item is the same object")
            XCTAssertEqual(element.position, 3)

            replay.clear()
            array[3] = "B"
            XCTAssertTrue(replay.signals.isEmpty, "an update signals nothing: \(replay.signals)")
            XCTAssertEqual(element.value, "B")
            XCTAssertEqual(seen, ["b", "B"])

            XCTAssertTrue(element.write("bee"), "a mutable array takes a row's edit")
            XCTAssertEqual(array.array, ["a", "c", "d", "bee"])
            XCTAssertEqual(element.value, "bee")

            array.remove(at: 3)
            XCTAssertNil(element.position, "a deleted element leaves the model")
            XCTAssertFalse(element.write("late"), "a detached element writes nothing")
            XCTAssertEqual(array.array, ["a", "c", "d"])
        }
    }

    func testAResetDetachesEveryElementAndIsOneSignal() throws {
        try onMainLoop {
            let array = MutableObservableArray([1, 2, 3])
            let model = ObservableListModel(array)
            let replay = ItemsChangedReplay(model.pointer, holdsItems: true)
            defer { replay.stop() }
            let element = try XCTUnwrap(ListElement<Int>.of(item: replay.items[0]))
            array.replace(with: [7, 8])
            XCTAssertEqual(replay.signals.map { [$0.0, $0.1, $0.2] }, [[0, 3, 2]])
            XCTAssertNil(element.position)
            XCTAssertEqual(replay.items.map { ListElement<Int>.of(item: $0)?.value }, [7, 8])
        }
    }

    func testAReadOnlySourceAndADiffedDriverAreModelsToo() throws {
        try onMainLoop {
            let names = BehaviorRelay(value: ["x", "y"])
            let model = ObservableListModel(names.asDriver().diff())
            let replay = ItemsChangedReplay(model.pointer, holdsItems: true)
            defer { replay.stop() }
            XCTAssertTrue(MainLoop.run(until: { model.count == 2 }, timeout: .seconds(10)))
            let item = try XCTUnwrap(g_list_model_get_item(model.pointer, 0))
            defer { g_object_unref(item) }
            let element = try XCTUnwrap(ListElement<String>.of(item: item))
            XCTAssertFalse(element.write("z"), "a stream of events takes no edits")
            names.accept(["w", "x", "y"])
            XCTAssertTrue(MainLoop.run(until: { model.count == 3 }, timeout: .seconds(10)))
            XCTAssertEqual(model.elements, ["w", "x", "y"])
            XCTAssertEqual(replay.signals.last.map { [$0.0, $0.1, $0.2] }, [0, 0, 1], "the diff inserts one item")
            XCTAssertEqual(replay.items.compactMap { ListElement<String>.of(item: $0)?.value }, ["w", "x", "y"])
        }
    }

    func testChangesFromBackgroundThreadsArriveOnTheMainThreadInOrder() throws {
        try onMainLoop {
            let array = MutableObservableArray<Int>()
            let model = ObservableListModel(array)
            let replay = ItemsChangedReplay(model.pointer, holdsItems: true)
            defer { replay.stop() }
            var offMain = false
            let check = connectItemsChanged(model.pointer) { _, _, _ in offMain = offMain || !MainThread.isCurrent }
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(model.pointer), gulong(check)) }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for value in 0..<200 {
                    array.insert(value, at: array.count / 2)
                    if value % 3 == 0 { array.remove(at: 0) }
                }
                done.signal()
            }
            XCTAssertTrue(MainLoop.run(until: { done.wait(timeout: .now()) == .success }, timeout: .seconds(30)))
            let expected = array.array
            XCTAssertTrue(MainLoop.run(until: { model.elements == expected }, timeout: .seconds(30)))
            XCTAssertFalse(offMain, "items-changed is emitted on the main thread")
            XCTAssertTrue(replay.problems.isEmpty, "\(replay.problems)")
            XCTAssertEqual(replay.items.map { ListElement<Int>.of(item: $0)?.value }, expected)
        }
    }

    func testTheModelAndItsItemsAreFreedAndTheSubscriptionEnds() throws {
        try onMainLoop {
            let disposed = Flag()
            let source = Observable<ArrayChangeEvent<Int>>.create { observer in
                observer.onNext(ArrayChangeEvent(array: Array(0..<1_000_000), change: .reset))
                return Disposables.create { disposed.set() }
            }
            let modelGone = WeakPointer(), itemGone = WeakPointer()
            var model: ObservableListModel<Int>? = ObservableListModel(source)
            XCTAssertEqual(model?.count, 1_000_000)
            let item = try XCTUnwrap(g_list_model_get_item(model!.pointer, 999_999))
            itemGone.watch(item)
            modelGone.watch(UnsafeMutableRawPointer(model!.pointer))
            let element = try XCTUnwrap(ListElement<Int>.of(item: item))
            XCTAssertEqual(element.value, 999_999)
            // An item may outlive its model; the model lives while anyone holds it.
            let extra = g_object_ref(UnsafeMutableRawPointer(model!.pointer))
            model = nil
            XCTAssertFalse(modelGone.isGone)
            XCTAssertFalse(disposed.isSet)
            g_object_unref(extra)
            XCTAssertTrue(modelGone.isGone, "the model GObject is finalized with its last reference")
            XCTAssertTrue(disposed.isSet, "finalizing the model ends its subscription")
            XCTAssertNil(element.position)
            XCTAssertFalse(itemGone.isGone)
            g_object_unref(item)
            XCTAssertTrue(itemGone.isGone)
        }
    }
}

/// A flag set from a disposal.
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}

/// `g_object_add_weak_pointer` on a heap slot: `nil` once the object is finalized.
private final class WeakPointer {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
    private var watched = false

    func watch(_ object: UnsafeMutableRawPointer) {
        slot.pointee = object
        watched = true
        g_object_add_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot)
    }

    var isGone: Bool { watched && slot.pointee == nil }

    deinit {
        if let object = slot.pointee { g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot) }
        slot.deallocate()
    }
}
