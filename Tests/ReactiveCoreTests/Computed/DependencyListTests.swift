@testable import ReactiveCore
import XCTest

/// The storage of a computed's dependencies: memory the list owns, where a
/// pointer kept by an evaluation stays valid, and which every read and write
/// of an evaluation reaches (`DependencyList`, `TrackingFrame.expectedBase`).
final class DependencyListTests: XCTestCase {
    func testAppendingBeyondTheCapacityKeepsEveryElementInOrder() {
        let nodes = (0..<20).map { _ in GraphNode() }
        var list = DependencyList()
        XCTAssertNil(list.base, "nothing is allocated before the first element")
        for node in nodes { list.append(Dependency(node: node, sourceID: nil)) }
        XCTAssertEqual(list.count, 20)
        for (index, node) in nodes.enumerated() { XCTAssertEqual(list[index].id, ObjectIdentifier(node)) }
        XCTAssertTrue(list.contains(id: ObjectIdentifier(nodes[19])))
        XCTAssertFalse(list.contains(id: ObjectIdentifier(GraphNode())))
        XCTAssertEqual(list.ids, Set(nodes.map(ObjectIdentifier.init)))
    }

    func testRemovingAllReleasesTheNodesAndKeepsTheStorageForTheNextElements() {
        weak var weakNode: GraphNode?
        var list = DependencyList()
        do {
            let node = GraphNode()
            weakNode = node
            list.append(Dependency(node: node, sourceID: nil))
        }
        XCTAssertNotNil(weakNode, "an element holds its node")
        let storage = list.base
        list.removeAll()
        XCTAssertNil(weakNode, "emptying the list released the node")
        XCTAssertTrue(list.isEmpty)
        let next = GraphNode()
        list.append(Dependency(node: next, sourceID: nil))
        XCTAssertEqual(list.base, storage, "the storage was kept and reused")
        XCTAssertEqual(list[0].id, ObjectIdentifier(next))
    }

    func testSwappingExchangesTheAllocationsWithoutMovingThem() {
        let first = GraphNode(), second = GraphNode(), third = GraphNode()
        var one = DependencyList()
        var other = DependencyList()
        one.append(Dependency(node: first, sourceID: nil))
        other.append(Dependency(node: second, sourceID: nil))
        other.append(Dependency(node: third, sourceID: nil))
        let (oneBase, otherBase) = (one.base, other.base)
        one.swapStorage(with: &other)
        XCTAssertEqual(one.base, otherBase)
        XCTAssertEqual(other.base, oneBase)
        XCTAssertEqual(one.count, 2)
        XCTAssertEqual(other.count, 1)
        XCTAssertEqual(one[1].id, ObjectIdentifier(third))
        XCTAssertEqual(other[0].id, ObjectIdentifier(first))
    }

    func testCopyingAPrefixRetainsItsNodesInTheCopy() {
        weak var weakNode: GraphNode?
        var copy = DependencyList()
        do {
            var original = DependencyList()
            let node = GraphNode()
            weakNode = node
            original.append(Dependency(node: node, sourceID: nil))
            original.append(Dependency(node: GraphNode(), sourceID: nil))
            copy.append(firstOf: original, count: 1)
            XCTAssertTrue(copy.hasSameNodes(as: copy))
            XCTAssertFalse(copy.hasSameNodes(as: original))
        }
        XCTAssertEqual(copy.count, 1)
        XCTAssertNotNil(weakNode, "the copy holds the node after the original is freed")
        copy.removeAll()
        XCTAssertNil(weakNode)
    }

    func testAWriteThroughTheSubscriptIsAWriteOfTheStoredElement() {
        var list = DependencyList()
        let node = GraphNode()
        list.append(Dependency(node: node, sourceID: nil))
        list[0].seen = 41
        XCTAssertEqual(list.base?.pointee.seen, 41)
        list.base?.pointee.seen = 42
        XCTAssertEqual(list[0].seen, 42)
    }

    // MARK: - A computed's own storage

    /// The versions `computed` saw, as stored in its dependency list, beside
    /// its dependencies' current versions, and where the list is.
    private func storedVersions<Value>(
        of computed: Computed<Value>
    ) -> (seen: [UInt64], current: [UInt64], base: UnsafeMutablePointer<Dependency>?) {
        var result: (seen: [UInt64], current: [UInt64], base: UnsafeMutablePointer<Dependency>?) = ([], [], nil)
        computed.core.withGraphLock {
            let dependencies = computed.core.dependencies.count
            for index in 0..<dependencies {
                result.seen.append(computed.core.dependencies[index].seen)
                result.current.append(computed.core.dependencies[index].unretained.takeUnretainedValue().version)
            }
            result.base = computed.core.dependencies.base
        }
        return result
    }

    func testAnEvaluationReadingWhatItReadBeforeWritesTheVersionsInTheNodesOwnStorage() {
        // The tracked reads' fast path writes the versions seen through the
        // pointer the frame keeps: they must land in the node's list (not in
        // a copy), and that list must not move while reads match.
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: 2)
        let double = Computed { a.value * 2 }
        let sum = Computed { a.value + b.value + double.value }
        var seen: [Int] = []
        let subscription = sum.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        let before = storedVersions(of: sum)
        XCTAssertEqual(before.seen.count, 3)
        for value in 2...5 {
            a.accept(value)
            b.accept(value * 10)
            let after = storedVersions(of: sum)
            XCTAssertEqual(after.seen, after.current, "every version seen is the dependency's own")
            XCTAssertEqual(after.base, before.base, "the list stayed where the frame's pointer points")
        }
        XCTAssertNotEqual(storedVersions(of: sum).seen, before.seen)
        XCTAssertEqual(seen, [5, 8, 26, 29, 39, 42, 52, 55, 65])
    }

    func testAChangedEvaluationTakesTheFramesStorageAndLeavesItsOwnToTheFrame() {
        // The node and its frame own one allocation each and exchange them
        // on every evaluation that read something else: the versions seen
        // are always written into the one the node has at that moment.
        let mode = BehaviorRelay(value: 0)
        let x = BehaviorRelay(value: 1), y = BehaviorRelay(value: 2)
        let value = Computed { mode.value == 0 ? x.value : y.value }
        var seen: [Int] = []
        let subscription = value.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        var bases = [storedVersions(of: value).base]
        for next in [1, 0, 1] {
            mode.accept(next)
            let stored = storedVersions(of: value)
            XCTAssertEqual(stored.seen, stored.current)
            bases.append(stored.base)
            x.accept(x.value + 10)
            y.accept(y.value + 10)
            let afterWrites = storedVersions(of: value)
            XCTAssertEqual(afterWrites.seen, afterWrites.current)
            XCTAssertEqual(afterWrites.base, stored.base)
        }
        XCTAssertNotEqual(bases[0], bases[1])
        XCTAssertEqual(bases[0], bases[2], "the storage went back and forth, not reallocated")
        XCTAssertEqual(bases[1], bases[3])
        XCTAssertEqual(seen, [1, 2, 12, 11, 21, 22, 32])
    }

    func testAnEvaluationGrowingItsReadsWellBeyondTheLastOnesRecordsEveryOne() {
        // Many new reads after a matched prefix: the recorded list grows
        // (moving its storage) while the node's list, pinned, stays put.
        let count = BehaviorRelay(value: 2)
        let relays = (0..<40).map { BehaviorRelay(value: $0) }
        let total = Computed { relays.prefix(count.value).reduce(0) { $0 + $1.value } }
        var seen: [Int] = []
        let subscription = total.subscribe(onNext: { seen.append($0) })
        defer { subscription.dispose() }
        count.accept(40)
        XCTAssertEqual(total.core.withGraphLockCount, 41)
        relays[39].accept(100)
        count.accept(3)
        XCTAssertEqual(total.core.withGraphLockCount, 4)
        relays[39].accept(0)
        XCTAssertEqual(seen, [1, 780, 841, 3])
        let stored = storedVersions(of: total)
        XCTAssertEqual(stored.seen, stored.current)
    }
}

private extension ComputedCore {
    /// The number of dependencies, read under the graph lock.
    var withGraphLockCount: Int {
        var count = 0
        withGraphLock { count = dependencies.count }
        return count
    }
}
