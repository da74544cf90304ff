@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class SectionedListBoxTests: XCTestCase {
    private typealias Sections = MutableObservableSectionedArray<SectionTitles, String>

    private static func sample() -> Sections {
        Sections([
            ArraySection(metadata: SectionTitles(header: "Fruit"), items: ["apple", "pear"]),
            ArraySection(metadata: SectionTitles(header: "Vegetables"), items: ["leek", "kale", "pea"]),
            ArraySection(metadata: SectionTitles(header: nil), items: ["salt"]),
        ])
    }

    /// The rows as "header|item" strings for compact assertions.
    @MainActor
    private static func rows(_ list: ListBox) -> [String] {
        zip(ListProbe.headerTexts(list), ListProbe.rowTexts(list)).map { header, item in
            header.map { "\($0)|\(item)" } ?? item
        }
    }

    func testHeadersAboveFirstRowOfEachTitledSection() throws {
        try onGtk {
            let list = ListBox()
            list.show()  // GTK computes headers only for a visible list box
            let sections = Self.sample()
            var positions: [ItemIndex] = []
            let binding = list.rx.items(sections: sections) { position, item in
                positions.append(position)
                return Label(item)
            }
            XCTAssertEqual(Self.rows(list), ["Fruit|apple", "pear", "Vegetables|leek", "kale", "pea", "salt"])
            XCTAssertEqual(positions, [
                ItemIndex(section: 0, item: 0), ItemIndex(section: 0, item: 1), ItemIndex(section: 1, item: 0),
                ItemIndex(section: 1, item: 1), ItemIndex(section: 1, item: 2), ItemIndex(section: 2, item: 0),
            ])
            binding.dispose()
            XCTAssertEqual(ListProbe.headerTexts(list).compactMap { $0 }, [], "headers go with the binding")
            list.destroy()
        }
    }

    func testItemAndSectionChangesPatchRowsAndHeaders() throws {
        try onGtk {
            let list = ListBox()
            list.show()  // GTK computes headers only for a visible list box
            let sections = Self.sample()
            var made: [String] = []
            let binding = list.rx.items(sections: sections) { _, item in
                made.append(item)
                return Label(item)
            }
            made = []
            sections.insertItem("fig", at: ItemIndex(section: 0, item: 0))
            XCTAssertEqual(Self.rows(list), ["Fruit|fig", "apple", "pear", "Vegetables|leek", "kale", "pea", "salt"])
            sections.removeItem(at: ItemIndex(section: 1, item: 0))
            XCTAssertEqual(Self.rows(list), ["Fruit|fig", "apple", "pear", "Vegetables|kale", "pea", "salt"])
            sections.moveItem(from: ItemIndex(section: 1, item: 1), to: ItemIndex(section: 0, item: 1))
            XCTAssertEqual(Self.rows(list), ["Fruit|fig", "pea", "apple", "pear", "Vegetables|kale", "salt"])
            sections[ItemIndex(section: 0, item: 2)] = "APPLE"
            XCTAssertEqual(Self.rows(list), ["Fruit|fig", "pea", "APPLE", "pear", "Vegetables|kale", "salt"])
            XCTAssertEqual(made, ["fig", "APPLE"], "moves and deletes make no row")

            sections.updateMetadata(SectionTitles(header: "Greens"), ofSection: 1)
            XCTAssertEqual(Self.rows(list), ["Fruit|fig", "pea", "APPLE", "pear", "Greens|kale", "salt"])
            sections.moveSection(from: 0, to: 1)
            XCTAssertEqual(Self.rows(list), ["Greens|kale", "Fruit|fig", "pea", "APPLE", "pear", "salt"])
            sections.insertSection(ArraySection(metadata: SectionTitles(header: "Nuts"), items: ["almond"]), at: 0)
            XCTAssertEqual(Self.rows(list), ["Nuts|almond", "Greens|kale", "Fruit|fig", "pea", "APPLE", "pear", "salt"])
            sections.removeSection(at: 2)
            XCTAssertEqual(Self.rows(list), ["Nuts|almond", "Greens|kale", "salt"])
            XCTAssertEqual(made, ["fig", "APPLE", "almond"], "section moves keep their rows")
            sections.replace(with: [ArraySection(metadata: SectionTitles(header: "Only"), items: ["x", "y"])])
            XCTAssertEqual(Self.rows(list), ["Only|x", "y"])
            binding.dispose()
            list.destroy()
        }
    }

    func testRandomSectionedBatchesKeepRowsAndHeadersRight() throws {
        try onGtk {
            var random = ListsRandom(seed: 5)
            var next = 0
            let sections = MutableObservableSectionedArray<SectionTitles, String>((0..<6).map { section in
                ArraySection(metadata: SectionTitles(header: "S\(section)"),
                             items: (0..<8).map { _ in next += 1; return "i\(next)" })
            })
            let list = ListBox()
            list.show()  // GTK computes headers only for a visible list box
            let binding = list.rx.items(sections: sections, options: .init(rebuildThreshold: .max)) { Label($1) }
            for _ in 0..<200 {
                sections.batchUpdate { batch in
                    for _ in 0..<Int.random(in: 1...5, using: &random) {
                        let sectionCount = batch.sectionCount
                        let roll = Int.random(in: 0..<10, using: &random)
                        if roll == 0 || sectionCount == 0 {
                            next += 1
                            batch.insertSection(ArraySection(metadata: SectionTitles(header: "S\(next)"), items: ["i\(next)"]),
                                                at: Int.random(in: 0...sectionCount, using: &random))
                        } else if roll == 1 && sectionCount > 1 {
                            batch.moveSection(from: Int.random(in: 0..<sectionCount, using: &random),
                                              to: Int.random(in: 0..<sectionCount, using: &random))
                        } else if roll == 2 && sectionCount > 3 {
                            batch.removeSection(at: Int.random(in: 0..<sectionCount, using: &random))
                        } else {
                            let section = Int.random(in: 0..<sectionCount, using: &random)
                            let count = batch.items(inSection: section).count
                            if roll < 6 || count == 0 {
                                next += 1
                                batch.insertItem("i\(next)", at: ItemIndex(section: section, item: Int.random(in: 0...count, using: &random)))
                            } else if roll < 8 {
                                batch.removeItem(at: ItemIndex(section: section, item: Int.random(in: 0..<count, using: &random)))
                            } else {
                                let target = Int.random(in: 0..<sectionCount, using: &random)
                                let item = batch.removeItem(at: ItemIndex(section: section, item: Int.random(in: 0..<count, using: &random)))
                                let targetCount = batch.items(inSection: target).count
                                batch.insertItem(item, at: ItemIndex(section: target, item: Int.random(in: 0...targetCount, using: &random)))
                            }
                        }
                    }
                }
                var expected: [String] = []
                for section in sections.sections {
                    for (offset, item) in section.items.enumerated() {
                        expected.append(offset == 0 ? "\(section.metadata.header!)|\(item)" : item)
                    }
                }
                XCTAssertEqual(Self.rows(list), expected)
                if Self.rows(list) != expected { break }
            }
            binding.dispose()
            list.destroy()
        }
    }

    func testUserDeleteAndMoveAcrossSectionsWithoutEcho() throws {
        try onGtk {
            let list = ListBox()
            list.show()  // GTK computes headers only for a visible list box
            let sections = Self.sample()
            var made = 0
            let binding = list.rx.items(sections: sections, options: .init(allowsDeletion: true, allowsMoving: true)) { _, item in
                made += 1
                return Label(item)
            }
            var events = 0
            let counter = sections.asObservable().subscribe(onNext: { _ in events += 1 })
            events = 0
            XCTAssertTrue(list.deleteRow(at: 2))
            XCTAssertEqual(sections.items(inSection: 1), ["kale", "pea"])
            XCTAssertEqual(Self.rows(list), ["Fruit|apple", "pear", "Vegetables|kale", "pea", "salt"])
            XCTAssertTrue(list.moveRow(from: 0, to: 2), "apple dropped on kale: after it, among the vegetables")
            XCTAssertEqual(sections.items(inSection: 0), ["pear"])
            XCTAssertEqual(sections.items(inSection: 1), ["kale", "apple", "pea"])
            XCTAssertEqual(Self.rows(list), ["Fruit|pear", "Vegetables|kale", "apple", "pea", "salt"])
            XCTAssertTrue(list.moveRow(from: 4, to: 0), "salt dropped on pear: before it, among the fruit")
            XCTAssertEqual(sections.items(inSection: 0), ["salt", "pear"])
            XCTAssertEqual(Self.rows(list), ["Fruit|salt", "pear", "Vegetables|kale", "apple", "pea"])
            XCTAssertEqual(events, 3, "one event per user edit")
            XCTAssertEqual(made, 6, "no row was made again")
            counter.dispose()
            binding.dispose()
            list.destroy()
        }
    }
}
