import BindingTesting
import Dispatch
import MVVM
import ObservableCollections
import ReactiveCore
import XCTest

private typealias Section = ArraySection<SectionTitles, String>

final class SectionedArrayTests: XCTestCase {
    private func makeArray() -> MutableObservableSectionedArray<SectionTitles, String> {
        MutableObservableSectionedArray([
            Section(metadata: SectionTitles(header: "Fruit", footer: "2 items"), items: ["apple", "pear"]),
            Section(metadata: SectionTitles(header: "Vegetables"), items: ["leek", "kale", "bean"]),
        ])
    }

    func testSubscribingReplaysSectionsAsReset() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        XCTAssertEqual(recorder.events.map(\.change), [.reset])
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertEqual(list.sectionCount, 2)
        XCTAssertEqual(list.metadata(ofSection: 0).footer, "2 items")
        XCTAssertEqual(list.items(inSection: 1), ["leek", "kale", "bean"])
        XCTAssertEqual(list[ItemIndex(section: 1, item: 2)], "bean")
    }

    func testSectionLevelChanges() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.appendSection(Section(metadata: SectionTitles(header: "Nuts"), items: ["pecan"]))
        list.insertSection(Section(metadata: SectionTitles(header: "Grains")), at: 0)
        list.moveSection(from: 3, to: 1)
        list.updateMetadata(SectionTitles(header: "Fruits", footer: "two"), ofSection: 2)
        XCTAssertEqual(list.removeSection(at: 0).metadata.header, "Grains")
        XCTAssertEqual(recorder.changeSets.map(\.sections), [
            ArrayChangeSet(inserts: [2]),
            ArrayChangeSet(inserts: [0]),
            ArrayChangeSet(moves: [ArrayMove(from: 3, to: 1)]),
            ArrayChangeSet(updates: [2]),
            ArrayChangeSet(deletes: [0]),
        ])
        XCTAssertEqual(list.sections.map(\.metadata.header), ["Nuts", "Fruits", "Vegetables"])
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testItemLevelChanges() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.appendItem("plum", toSection: 0)
        list.insertItem("pea", at: ItemIndex(section: 1, item: 0))
        XCTAssertEqual(list.removeItem(at: ItemIndex(section: 1, item: 2)), "kale")
        list.moveItem(from: ItemIndex(section: 0, item: 2), to: ItemIndex(section: 1, item: 1))
        list[ItemIndex(section: 0, item: 0)] = "Apple"
        XCTAssertEqual(recorder.changeSets, [
            SectionedChangeSet(itemInserts: [ItemIndex(section: 0, item: 2)]),
            SectionedChangeSet(itemInserts: [ItemIndex(section: 1, item: 0)]),
            SectionedChangeSet(itemDeletes: [ItemIndex(section: 1, item: 2)]),
            SectionedChangeSet(itemMoves: [ItemMove(from: ItemIndex(section: 0, item: 2), to: ItemIndex(section: 1, item: 1))]),
            SectionedChangeSet(itemUpdates: [ItemIndex(section: 0, item: 0)]),
        ])
        XCTAssertEqual(list.sections.map(\.items), [["Apple", "pear"], ["pea", "plum", "leek", "bean"]])
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testBatchCombinesSectionAndItemChangesIntoOneEvent() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.batchUpdate { batch in
            batch.moveSection(from: 1, to: 0)                                        // Vegetables, Fruit
            batch.moveItem(from: ItemIndex(section: 0, item: 2), to: ItemIndex(section: 1, item: 0)) // bean → Fruit
            batch.appendItem("fig", toSection: 1)
            batch[ItemIndex(section: 0, item: 0)] = "Leek"
            batch.removeItem(at: ItemIndex(section: 1, item: 2))                    // pear
            batch.insertSection(Section(metadata: SectionTitles(header: "Herbs"), items: ["dill"]), at: 2)
            batch.updateMetadata(SectionTitles(header: "Fruit", footer: "3 items"), ofSection: 1)
        }
        XCTAssertEqual(recorder.events.count, 2, "reset, then one event for the batch")
        XCTAssertEqual(list.sections.map(\.items), [["Leek", "kale"], ["bean", "apple", "fig"], ["dill"]])
        let set = recorder.changeSets.first
        XCTAssertEqual(set?.sections, ArrayChangeSet(inserts: [2], updates: [1], moves: [ArrayMove(from: 1, to: 0)]))
        XCTAssertEqual(set?.itemDeletes, [ItemIndex(section: 0, item: 1)])
        XCTAssertEqual(set?.itemInserts, [ItemIndex(section: 1, item: 2)])
        XCTAssertEqual(set?.itemUpdates, [ItemIndex(section: 0, item: 0)])
        XCTAssertEqual(set?.itemMoves, [ItemMove(from: ItemIndex(section: 1, item: 2), to: ItemIndex(section: 1, item: 0))])
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testItemsMovedIntoAnInsertedSectionAreDeletedFromTheirOldSection() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.batchUpdate { batch in
            batch.insertSection(Section(metadata: SectionTitles(header: "Greens")), at: 2)
            batch.moveItem(from: ItemIndex(section: 1, item: 1), to: ItemIndex(section: 2, item: 0))
        }
        XCTAssertEqual(recorder.changeSets, [SectionedChangeSet(
            sections: ArrayChangeSet(inserts: [2]), itemDeletes: [ItemIndex(section: 1, item: 1)])])
        XCTAssertEqual(recorder.replica, list.sections)
    }

    func testItemsMovedOutOfADeletedSectionAreInserted() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.batchUpdate { batch in
            batch.moveItem(from: ItemIndex(section: 0, item: 0), to: ItemIndex(section: 1, item: 0))
            batch.removeSection(at: 0)
        }
        XCTAssertEqual(recorder.changeSets, [SectionedChangeSet(
            sections: ArrayChangeSet(deletes: [0]), itemInserts: [ItemIndex(section: 0, item: 0)])])
        XCTAssertEqual(recorder.replica, list.sections)
    }

    func testRemoveAllAndReplace() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.removeAll()
        list.replace(with: [Section(metadata: SectionTitles(header: "New"), items: ["x"])])
        XCTAssertEqual(recorder.events.map(\.change), [.reset, .patch(SectionedChangeSet(sections: ArrayChangeSet(deletes: [0, 1]))), .reset])
        XCTAssertEqual(recorder.replica, list.sections)
    }

    func testNoOpEditsSendNothing() {
        let list = makeArray()
        let recorder = SectionedEventRecorder(list)
        list.moveSection(from: 1, to: 1)
        list.moveItem(from: ItemIndex(section: 0, item: 1), to: ItemIndex(section: 0, item: 1))
        list.batchUpdate { _ in }
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testDriverDeliversOnMainThread() {
        let list = makeArray()
        var changes: [SectionedArrayChange] = []
        let subscription = list.asDriver().drive(onNext: { event in
            XCTAssertTrue(MainThread.isCurrent)
            changes.append(event.change)
        })
        list.appendItem("x", toSection: 0)
        XCTAssertEqual(changes, [.reset, .patch(SectionedChangeSet(itemInserts: [ItemIndex(section: 0, item: 2)]))])
        subscription.dispose()
    }

    /// 500 random mixed batches over sections and items: every change
    /// reproduces the new sections from the previous ones.
    func testRandomBatchesReproduceEverySnapshot() {
        var random = SeededGenerator(seed: 0x5EC7)
        var next = 0
        let initial = (0..<10).map { section in
            ArraySection(metadata: section, items: (0..<20).map { _ -> Int in next += 1; return next })
        }
        let list = MutableObservableSectionedArray(initial)
        let recorder = SectionedEventRecorder(list)
        for _ in 0..<500 {
            list.batchUpdate { batch in
                for _ in 0..<Int.random(in: 1...10, using: &random) {
                    Self.randomEdit(&batch, next: &next, using: &random)
                }
            }
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertGreaterThan(recorder.events.count, 400)
    }

    func testConcurrentItemWritersLoseNothing() {
        let list = MutableObservableSectionedArray((0..<4).map { ArraySection(metadata: $0, items: [Int]()) })
        let recorder = SectionedEventRecorder(list)
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            for value in 0..<200 {
                if value % 2 == 0 {
                    list.appendItem(value, toSection: writer)
                } else {
                    list.batchUpdate { $0.insertItem(value, at: ItemIndex(section: (writer + 1) % 4, item: 0)) }
                }
            }
        }
        XCTAssertEqual(list.sections.map(\.items.count).reduce(0, +), 800)
        // The last writer may return before a worker has delivered every
        // change (see `ChangeEventCore`): wait for the final contents (800
        // items, reached only by the last change).
        semWaitUntil("every change was delivered") { recorder.replica == list.sections }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.sections)
    }

    private static func randomEdit(
        _ batch: inout SectionedArrayBatch<Int, Int>, next: inout Int, using random: inout SeededGenerator
    ) {
        next += 1
        let sections = batch.sectionCount
        func randomItem(inserting: Bool) -> ItemIndex? {
            guard sections > 0 else { return nil }
            let section = Int.random(in: 0..<sections, using: &random)
            let count = batch.items(inSection: section).count + (inserting ? 1 : 0)
            guard count > 0 else { return nil }
            return ItemIndex(section: section, item: Int.random(in: 0..<count, using: &random))
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<5:
            batch.insertSection(ArraySection(metadata: next, items: [next, next + 1]), at: Int.random(in: 0...sections, using: &random))
            next += 1
        case 5..<9 where sections > 0:
            batch.removeSection(at: Int.random(in: 0..<sections, using: &random))
        case 9..<14 where sections > 0:
            batch.moveSection(from: Int.random(in: 0..<sections, using: &random), to: Int.random(in: 0..<sections, using: &random))
        case 14..<18 where sections > 0:
            batch.updateMetadata(-next, ofSection: Int.random(in: 0..<sections, using: &random))
        case 18..<40:
            if let index = randomItem(inserting: true) { batch.insertItem(next, at: index) }
        case 40..<60:
            if let index = randomItem(inserting: false) { batch.removeItem(at: index) }
        case 60..<80:
            if let from = randomItem(inserting: false) {
                let section = Int.random(in: 0..<sections, using: &random)
                let count = batch.items(inSection: section).count - (section == from.section ? 1 : 0)
                batch.moveItem(from: from, to: ItemIndex(section: section, item: Int.random(in: 0...count, using: &random)))
            }
        default:
            if let index = randomItem(inserting: false) { batch[index] = -next }
        }
    }
}
