import BindingTesting
import ObservableCollections
import ReactiveCore
import XCTest

/// Drives filter and sort pipelines with seeded random edits, predicate and
/// comparator changes, and compares every output with a naive recompute.
final class RandomizedPipelineTests: XCTestCase {
    private static let predicates: [(name: String, test: @Sendable (Entry) -> Bool)] = [
        ("all", { _ in true }),
        ("flag", { $0.flag }),
        ("key % 3 != 0", { $0.key % 3 != 0 }),
        ("key < 40", { $0.key < 40 }),
        ("none", { _ in false }),
    ]
    private static let comparators: [(name: String, order: @Sendable (Entry, Entry) -> Bool)] = [
        ("key, id", { ($0.key, $0.id) < ($1.key, $1.id) }),
        ("key descending, id", { ($1.key, $0.id) < ($0.key, $1.id) }),
        ("id", { $0.id < $1.id }),
        ("flag, key, id", { (!$0.flag ? 1 : 0, $0.key, $0.id) < (!$1.flag ? 1 : 0, $1.key, $1.id) }),
    ]

    func testFilterAndSortFollowAThousandRandomSteps() {
        for seed: UInt64 in [1, 2, 3] { run(seed: seed, steps: 1_000) }
    }

    private func run(seed: UInt64, steps: Int) {
        let random = RandomEntries(seed: seed)
        let source = MutableObservableArray((0..<30).map { _ in random.newEntry() })
        let predicate = BehaviorRelay(value: 0)
        let comparator = BehaviorRelay(value: 0)
        let filtered = source.filtered(by: predicate) { index, entry in Self.predicates[index].test(entry) }
        let sorted = filtered.sorted(by: comparator) { index, left, right in Self.comparators[index].order(left, right) }
        let mapped = sorted.mapped(\.key)
        let filterRecorder = PipelineRecorder(filtered)
        let sortRecorder = PipelineRecorder(sorted)
        let mapRecorder = PipelineRecorder(mapped)
        // A fixed predicate: the stage keeps no copy of its source.
        let fixedFilterRecorder = PipelineRecorder(source.filtered { $0.key % 3 != 0 })
        var groups: [ArraySection<Int, Entry>] = []
        var groupProblems: [String] = []
        let grouping = sorted.grouped { $0.key % 5 }.subscribe(onNext: { event in
            if case .patch(let set) = event.change,
               !set.isConsistent(oldItemCounts: groups.map(\.items.count), newItemCounts: event.sections.map(\.items.count)) {
                groupProblems.append("inconsistent \(set)")
                groups = event.sections
                return
            }
            event.apply(to: &groups)
            if groups != event.sections { groupProblems.append("\(event.change) does not rebuild the sections") }
        })
        defer { grouping.dispose() }
        var log: [String] = []

        for step in 0..<steps {
            let eventsBefore = [filterRecorder, sortRecorder].map(\.events.count) + [mapRecorder.events.count]
            let action = edit(source, random, predicate: predicate, comparator: comparator)
            log.append(action)
            let eventsAfter = [filterRecorder, sortRecorder].map(\.events.count) + [mapRecorder.events.count]
            let expectedFiltered = source.array.filter(Self.predicates[predicate.value].test)
            let expectedSorted = expectedFiltered.sorted(by: Self.comparators[comparator.value].order)
            let context = "seed \(seed), step \(step) (\(log.suffix(3).joined(separator: "; ")))"
            XCTAssertEqual(filterRecorder.rows, expectedFiltered, "filter: \(context)")
            XCTAssertEqual(sortRecorder.rows, expectedSorted, "sort: \(context)")
            XCTAssertEqual(mapRecorder.rows, expectedSorted.map(\.key), "map: \(context)")
            XCTAssertEqual(fixedFilterRecorder.rows, source.array.filter { $0.key % 3 != 0 }, "fixed filter: \(context)")
            XCTAssertEqual(fixedFilterRecorder.problems, [], "fixed filter: \(context)")
            let expectedGroups = Dictionary(grouping: expectedSorted) { $0.key % 5 }
                .sorted { $0.key < $1.key }.map { ArraySection(metadata: $0.key, items: $0.value) }
            XCTAssertEqual(groups, expectedGroups, "grouped: \(context)")
            XCTAssertEqual(groupProblems, [], context)
            for (before, after) in zip(eventsBefore, eventsAfter) {
                XCTAssertLessThanOrEqual(after - before, 1, "one change per step (a transaction is one): \(context)")
            }
            XCTAssertEqual(filterRecorder.problems + sortRecorder.problems + mapRecorder.problems, [], context)
            if filterRecorder.rows != expectedFiltered || sortRecorder.rows != expectedSorted { return }
        }
        XCTAssertGreaterThan(sortRecorder.events.count, steps / 3, "the pipelines saw many changes")
        XCTAssertNil(sortRecorder.error)
    }

    /// One random step; returns what it did.
    private func edit(
        _ source: MutableObservableArray<Entry>, _ random: RandomEntries,
        predicate: BehaviorRelay<Int>, comparator: BehaviorRelay<Int>
    ) -> String {
        let count = source.count
        switch random.below(100) {
        case 0..<18: return source.insertRandomEntry(random)
        case 18..<34 where count > 0: return source.removeRandomEntry(random)
        case 34..<44 where count > 1: return source.moveRandomEntry(random)
        case 44..<70 where count > 0: return source.updateRandomEntry(random)
        case 70..<80:
            var edits: [String] = []
            source.batchUpdate { batch in
                for _ in 0..<(1 + random.below(6)) {
                    switch random.below(4) {
                    case 0:
                        let index = random.below(batch.count + 1)
                        batch.insert(random.newEntry(), at: index)
                        edits.append("insert \(index)")
                    case 1 where batch.count > 0:
                        let index = random.below(batch.count)
                        batch.remove(at: index)
                        edits.append("remove \(index)")
                    case 2 where batch.count > 1:
                        let from = random.below(batch.count)
                        let to = random.below(batch.count)
                        batch.move(from: from, to: to)
                        edits.append("move \(from)→\(to)")
                    default:
                        guard batch.count > 0 else { break }
                        let index = random.below(batch.count)
                        batch[index].key = random.below(100)
                        if random.percent(30) { batch[index].flag.toggle() }
                        edits.append("update \(index)")
                    }
                }
            }
            return "batch [\(edits.joined(separator: ", "))]"
        case 80..<88:
            var edits: [String] = []
            Transaction.run {
                for _ in 0..<(2 + random.below(6)) { edits.append(transactionEdit(source, random, depth: 0)) }
            }
            return "transaction [\(edits.joined(separator: ", "))]"
        case 88..<94:
            predicate.accept(random.below(Self.predicates.count))
            return "predicate \(Self.predicates[predicate.value].name)"
        case 94..<98:
            comparator.accept(random.below(Self.comparators.count))
            return "comparator \(Self.comparators[comparator.value].name)"
        default:
            if random.percent(20) {
                source.replace(with: (0..<random.below(40)).map { _ in random.newEntry() })
                return "reset"
            }
            let index = random.below(count + 1)
            source.insert(random.newEntry(), at: index)
            return "insert at \(index)"
        }
    }

    /// One random edit of the source inside a transaction (the array's own
    /// methods, each normally one event): sometimes a nested transaction,
    /// rarely a reset.
    private func transactionEdit(_ source: MutableObservableArray<Entry>, _ random: RandomEntries, depth: Int) -> String {
        let count = source.count
        switch random.below(20) {
        case 0..<5: return source.insertRandomEntry(random)
        case 5..<9 where count > 0: return source.removeRandomEntry(random)
        case 9..<11 where count > 1: return source.moveRandomEntry(random)
        case 11..<17 where count > 0: return source.updateRandomEntry(random)
        case 17..<19 where depth < 2:
            var inner: [String] = []
            Transaction.run {
                for _ in 0..<(1 + random.below(3)) { inner.append(transactionEdit(source, random, depth: depth + 1)) }
            }
            return "nested [\(inner.joined(separator: ", "))]"
        case 19 where random.percent(30):
            source.replace(with: (0..<random.below(40)).map { _ in random.newEntry() })
            return "reset"
        default:
            source.append(random.newEntry())
            return "append"
        }
    }
}

/// The single-element edits of the random steps, each drawing its
/// positions from `random` in the same order, and saying what it did.
private extension MutableObservableArray where Item == Entry {
    func insertRandomEntry(_ random: RandomEntries) -> String {
        let index = random.below(count + 1)
        insert(random.newEntry(), at: index)
        return "insert at \(index)"
    }

    /// Needs a non-empty array.
    func removeRandomEntry(_ random: RandomEntries) -> String {
        let index = random.below(count)
        remove(at: index)
        return "remove \(index)"
    }

    /// Needs two elements or more.
    func moveRandomEntry(_ random: RandomEntries) -> String {
        let from = random.below(count)
        let to = random.below(count)
        move(from: from, to: to)
        return "move \(from)→\(to)"
    }

    /// Changes the key or the flag of a random element; needs a non-empty array.
    func updateRandomEntry(_ random: RandomEntries) -> String {
        let index = random.below(count)
        var entry = self[index]
        if random.percent(50) { entry.key = random.below(100) } else { entry.flag.toggle() }
        self[index] = entry
        return "update \(index) to \(entry)"
    }
}

/// The random decisions of one run, and the entries it makes (each with a new id).
final class RandomEntries {
    private var generator: SplitMix64
    private var nextID = 0

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    func below(_ bound: Int) -> Int { generator.below(bound) }
    func percent(_ percent: Int) -> Bool { generator.percent(percent) }

    func newEntry() -> Entry {
        defer { nextID += 1 }
        return Entry(id: nextID, key: generator.below(100), flag: generator.percent(50))
    }
}
