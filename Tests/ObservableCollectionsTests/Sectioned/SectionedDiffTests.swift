import BindingTesting
import ObservableCollections
import ReactiveCore
import XCTest

private struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
}

private typealias Section = ArraySection<SectionTitles, Contact>

final class SectionedDiffTests: XCTestCase {
    private func section(_ header: String, footer: String? = nil, _ contacts: [Contact]) -> Section {
        Section(metadata: SectionTitles(header: header, footer: footer), items: contacts)
    }

    func testSectionsByIdentityAndItemsById() {
        let list = MutableObservableSectionedArray([
            section("A", [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan")]),
            section("B", [Contact(id: 3, name: "Bob")]),
            section("C", [Contact(id: 4, name: "Cy")]),
        ])
        let recorder = SectionedEventRecorder(list)
        list.replace(with: [
            section("C", footer: "1 contact", [Contact(id: 4, name: "Cy")]),
            section("A", [Contact(id: 2, name: "Alan T."), Contact(id: 1, name: "Ada"), Contact(id: 5, name: "Al")]),
            section("D", [Contact(id: 6, name: "Di")]),
        ], sectionIdentity: { $0.metadata.header })
        let set = recorder.changeSets.first
        // B deleted, D inserted, C's footer changed; one of A and C moves (both are minimal).
        XCTAssertEqual(set?.sections.deletes, [1])
        XCTAssertEqual(set?.sections.inserts, [2])
        XCTAssertEqual(set?.sections.updates, [0])
        XCTAssertEqual(set?.sections.moves.count, 1)
        XCTAssertEqual(set?.itemInserts, [ItemIndex(section: 1, item: 2)])
        XCTAssertEqual(set?.itemUpdates, [ItemIndex(section: 1, item: 0)])
        XCTAssertEqual(set?.itemMoves.count, 1)
        XCTAssertEqual(set?.itemDeletes, [])
        XCTAssertEqual(recorder.replica, list.sections)
        XCTAssertEqual(recorder.mismatches, 0)
    }

    func testItemChangingSectionIsDeleteAndInsert() {
        let list = MutableObservableSectionedArray([
            ArraySection(metadata: "x", items: [1, 2]),
            ArraySection(metadata: "y", items: [3]),
        ])
        let recorder = SectionedEventRecorder(list)
        list.replace(with: [ArraySection(metadata: "x", items: [1]), ArraySection(metadata: "y", items: [2, 3])],
                     sectionIdentity: \.metadata)
        XCTAssertEqual(recorder.changeSets, [SectionedChangeSet(
            itemDeletes: [ItemIndex(section: 0, item: 1)], itemInserts: [ItemIndex(section: 1, item: 0)])])
        XCTAssertEqual(recorder.replica, list.sections)
    }

    func testRandomReplacementsReproduceEverySnapshot() {
        var random = SeededGenerator(seed: 31)
        let list = MutableObservableSectionedArray<Int, Int>()
        let recorder = SectionedEventRecorder(list)
        for _ in 0..<300 {
            let sectionIDs = (0..<8).filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let sections = sectionIDs.map { id in
                ArraySection(metadata: id, items: (0..<Int.random(in: 0..<8, using: &random)).map { _ in Int.random(in: 0..<12, using: &random) })
            }
            list.replace(with: sections, sectionIdentity: \.metadata)
        }
        XCTAssertEqual(recorder.mismatches, 0)
        XCTAssertEqual(recorder.replica, list.sections)
    }
}
