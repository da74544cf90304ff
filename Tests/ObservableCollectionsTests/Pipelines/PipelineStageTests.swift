import BindingTesting
import Foundation
import ObservableCollections
import ReactiveCore
import XCTest

/// A row model made by `transformed`: counts how often it was ended.
private final class RowModel: Disposable, @unchecked Sendable {
    var entry: Entry
    private(set) var disposals = 0
    init(_ entry: Entry) { self.entry = entry }
    func dispose() { disposals += 1 }
}

/// A class element with its own observable property (for `autoRefresh`).
private final class Task: Identifiable, @unchecked Sendable {
    let id: Int
    let isDone: BehaviorRelay<Bool>
    init(id: Int, isDone: Bool) {
        self.id = id
        self.isDone = BehaviorRelay(value: isDone)
    }
}

final class PipelineStageTests: XCTestCase {
    private func entries(_ keys: [Int]) -> [Entry] {
        keys.enumerated().map { Entry(id: $0.offset, key: $0.element, flag: $0.element % 2 == 0) }
    }

    func testAFilterReportsOnlyTheElementsThatPass() {
        let source = MutableObservableArray(entries([1, 2, 3, 4]))
        let recorder = PipelineRecorder(source.filtered(\.flag))
        XCTAssertEqual(recorder.rows.map(\.key), [2, 4])
        source[0] = Entry(id: 0, key: 10, flag: true)       // starts passing
        source[1] = Entry(id: 1, key: 20, flag: true)       // passes, changed
        source[2] = Entry(id: 2, key: 30, flag: false)      // still does not pass: no event
        source.remove(at: 3)
        XCTAssertEqual(recorder.changeSets, [
            ArrayChangeSet(inserts: [0]), ArrayChangeSet(updates: [1]), ArrayChangeSet(deletes: [2]),
        ])
        XCTAssertEqual(recorder.rows.map(\.key), [10, 20])
        XCTAssertEqual(recorder.problems, [])
    }

    func testANewPredicateKeepsTheElementsPassingBothWithoutUpdates() {
        let source = MutableObservableArray(entries([1, 2, 3, 4, 5, 6]))
        let predicate = BehaviorRelay<(Entry) -> Bool>(value: { $0.key <= 4 })
        let recorder = PipelineRecorder(source.filtered(by: predicate))
        predicate.accept { $0.key >= 3 }
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(deletes: [0, 1], inserts: [2, 3])])
        XCTAssertEqual(recorder.rows.map(\.key), [3, 4, 5, 6])
    }

    func testNothingIsEmittedBeforeTheFirstPredicate() {
        let source = MutableObservableArray(entries([1, 2, 3]))
        let predicates = PublishRelay<(Entry) -> Bool>()
        let recorder = PipelineRecorder(source.filtered(by: predicates))
        source.append(Entry(id: 9, key: 9, flag: false))
        XCTAssertTrue(recorder.events.isEmpty)
        predicates.accept { $0.key > 2 }
        XCTAssertEqual(recorder.events.map(\.change), [.reset])
        XCTAssertEqual(recorder.rows.map(\.key), [3, 9])
    }

    func testAChangedElementThatChangesPlaceIsAMoveAndAnUpdate() {
        let source = MutableObservableArray(entries([5, 1, 3]))
        let recorder = PipelineRecorder(source.sorted { ($0.key, $0.id) < ($1.key, $1.id) })
        XCTAssertEqual(recorder.rows.map(\.key), [1, 3, 5])
        source[1] = Entry(id: 1, key: 9, flag: false)
        XCTAssertEqual(recorder.changeSets, [ArrayChangeSet(updates: [2], moves: [ArrayMove(from: 0, to: 2)])])
        source[0] = Entry(id: 0, key: 4, flag: false)
        XCTAssertEqual(recorder.changeSets.last, ArrayChangeSet(updates: [1]))
        source.move(from: 0, to: 2)   // the source order does not matter to a sort
        XCTAssertEqual(recorder.events.count, 3)
        XCTAssertEqual(recorder.rows.map(\.key), [3, 4, 9])
        XCTAssertEqual(recorder.problems, [])
    }

    func testADuplicateIdEndsTheSortWithAnErrorNamingIt() {
        let source = MutableObservableArray(entries([1, 2]))
        let recorder = PipelineRecorder(source.sorted { $0.key < $1.key })
        source.append(Entry(id: 1, key: 7, flag: false))
        XCTAssertEqual(recorder.error as? ArrayPipelineError, .duplicateKey("1"))
        XCTAssertTrue("\(recorder.error!)".contains("id 1"), "\(recorder.error!)")
        XCTAssertEqual(recorder.rows.map(\.key), [1, 2], "the last output stays as it was")
        source.append(Entry(id: 5, key: 0, flag: false))
        XCTAssertEqual(recorder.rows.map(\.key), [1, 2], "nothing after the error")
    }

    func testADuplicateIdInTheFirstArrayIsAnError() {
        let recorder = PipelineRecorder(MutableObservableArray([Entry(id: 3, key: 1, flag: true),
                                                                Entry(id: 3, key: 2, flag: true)]).sorted { $0.key < $1.key })
        XCTAssertEqual(recorder.error as? ArrayPipelineError, .duplicateKey("3"))
        XCTAssertTrue(recorder.events.isEmpty)
    }

    func testGroupingSendsSectionsAndFailsOnADuplicateId() {
        let source = MutableObservableArray(entries([1, 2, 3, 4]))
        var sections: [[Int]] = []
        var failure: (any Error)?
        let subscription = source.grouped { $0.flag ? 1 : 0 }.subscribe(
            onNext: { event in sections = event.sections.map { $0.items.map(\.key) } },
            onError: { failure = $0 })
        defer { subscription.dispose() }
        XCTAssertEqual(sections, [[1, 3], [2, 4]], "false before true")
        source[0] = Entry(id: 0, key: 6, flag: true)
        XCTAssertEqual(sections, [[3], [6, 2, 4]])
        source.append(Entry(id: 2, key: 9, flag: false))
        XCTAssertEqual(failure as? ArrayPipelineError, .duplicateKey("2"))
        XCTAssertEqual(sections, [[3], [6, 2, 4]], "the last sections stay")
    }

    func testTransformMakesEachOutputOnceAndEndsItWhenItsElementLeaves() {
        let source = MutableObservableArray(entries([1, 2, 3]))
        var made: [RowModel] = []
        let pipeline = source.transformed(make: { entry -> RowModel in
            let model = RowModel(entry)
            made.append(model)
            return model
        }, update: { model, entry in model.entry = entry })
        let subscription = pipeline.subscribe(onNext: { _ in })
        XCTAssertEqual(made.count, 3)
        source[1] = Entry(id: 1, key: 20, flag: true)
        XCTAssertEqual(made.count, 3, "a changed element keeps its model")
        XCTAssertEqual(made[1].entry.key, 20, "updated in place")
        source[1] = Entry(id: 7, key: 70, flag: true)
        XCTAssertEqual(made.count, 4, "another identity gets a new model")
        XCTAssertEqual(made[1].disposals, 1)
        source.remove(at: 0)
        XCTAssertEqual(made[0].disposals, 1, "ended when its element leaves")
        XCTAssertEqual(made[2].disposals, 0)
        subscription.dispose()
        XCTAssertEqual(made.map(\.disposals), [1, 1, 1, 1], "every model ends with the subscription, once")
    }

    func testAutoRefreshRefiltersAnElementWhenItsOwnPropertyChanges() {
        let tasks = (0..<4).map { Task(id: $0, isDone: $0 == 2) }
        let source = MutableObservableArray(tasks)
        let open = source.autoRefresh { $0.isDone }.filtered { !$0.isDone.value }
        var rows: [Int] = []
        var changes: [ArrayChangeSet] = []
        let subscription = open.subscribe(onNext: { event in
            rows = event.array.map(\.id)
            if let set = event.change.changeSet { changes.append(set) }
        })
        XCTAssertEqual(rows, [0, 1, 3])
        tasks[1].isDone.accept(true)
        XCTAssertEqual(rows, [0, 3])
        XCTAssertEqual(changes, [ArrayChangeSet(deletes: [1])])
        tasks[2].isDone.accept(false)
        XCTAssertEqual(rows, [0, 2, 3])
        let removed = source.remove(at: 0)
        removed.isDone.accept(true)
        XCTAssertEqual(changes.count, 3, "a removed element is no longer watched")
        subscription.dispose()
        tasks[3].isDone.accept(true)
        XCTAssertEqual(rows, [2, 3], "nothing after disposal")
    }

    func testCompletionComesWhenTheSourceAndThePredicatesHaveCompleted() {
        let events = PublishSubject<ArrayChangeEvent<Entry>>()
        let predicates = PublishSubject<(Entry) -> Bool>()
        let pipeline = ArrayPipelineTestSource(events).filtered(by: predicates)
        let recorder = PipelineRecorder(pipeline)
        predicates.onNext { $0.flag }
        events.onNext(ArrayChangeEvent(array: entries([1, 2, 4]), change: .reset))
        events.onCompleted()
        XCTAssertFalse(recorder.completed)
        predicates.onNext { $0.key > 1 }
        XCTAssertEqual(recorder.rows.map(\.key), [2, 4], "a completed source still filters with new predicates")
        predicates.onCompleted()
        XCTAssertTrue(recorder.completed)
    }

    func testEditsFromABackgroundThreadAndPredicatesFromTheMainThreadEndConsistent() {
        let source = MutableObservableArray(entries(Array(0..<50)))
        let predicate = BehaviorRelay<Int>(value: 2)
        let recorder = PipelineRecorder(source.filtered(by: predicate) { modulus, entry in entry.key % modulus == 0 }
            .sorted { ($0.key, $0.id) < ($1.key, $1.id) })
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for index in 0..<2_000 {
                let position = index % source.count
                source[position] = Entry(id: source[position].id, key: (index * 7) % 97, flag: false)
                if index % 3 == 0 { source.append(Entry(id: 1_000 + index, key: index % 89, flag: true)) }
                if index % 5 == 0 { source.remove(at: 0) }
            }
            done.signal()
        }
        for modulus in 0..<300 { predicate.accept(2 + modulus % 4) }
        done.wait()
        predicate.accept(3)
        let expected = source.array.filter { $0.key % 3 == 0 }.sorted { ($0.key, $0.id) < ($1.key, $1.id) }
        // The last edit may return before a worker has delivered it (see
        // `ChangeEventCore`): wait for the final output.
        semWaitUntil("every change went through the pipeline") { recorder.rows == expected }
        XCTAssertEqual(recorder.rows, expected)
        XCTAssertEqual(recorder.problems, [])
    }
}

/// Lets a test feed a pipeline from any observable of change events.
private struct ArrayPipelineTestSource: ArrayPipelineSource {
    let events: PublishSubject<ArrayChangeEvent<Entry>>
    init(_ events: PublishSubject<ArrayChangeEvent<Entry>>) { self.events = events }
    var pipeline: ArrayPipeline<Entry> { events.asArrayPipeline() }
}
