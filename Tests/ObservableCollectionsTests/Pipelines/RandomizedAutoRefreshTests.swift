import BindingTesting
import ObservableCollections
import ReactiveCore
import XCTest

/// An element whose flag is its own relay, so that `autoRefresh` watches it.
private final class Flagged: Identifiable, Equatable, @unchecked Sendable, CustomStringConvertible {
    let id: Int
    let flag: BehaviorRelay<Bool>

    init(id: Int, flag: Bool) {
        self.id = id
        self.flag = BehaviorRelay(value: flag)
    }

    static func == (left: Flagged, right: Flagged) -> Bool { left === right }

    var description: String { "#\(id)\(flag.value ? "+" : "-")" }
}

/// Drives `autoRefresh { $0.flag }.filtered { $0.flag.value }` with seeded
/// random structural edits (which move elements away from where the stage
/// last saw them), transactions, resets and flag toggles, and compares the
/// output after every step with the naive filter of the source.
final class RandomizedAutoRefreshTests: XCTestCase {
    func testAutoRefreshFollowsAThousandRandomSteps() {
        for seed: UInt64 in [11, 12, 13] { run(seed: seed, steps: 1_000) }
    }

    private func run(seed: UInt64, steps: Int) {
        var generator = SplitMix64(seed: seed)
        var nextID = 0
        func newElement() -> Flagged {
            defer { nextID += 1 }
            return Flagged(id: nextID, flag: generator.percent(50))
        }
        let source = MutableObservableArray((0..<40).map { _ in newElement() })
        let shown = source.autoRefresh { $0.flag }.filtered { $0.flag.value }
        let recorder = PipelineRecorder(shown)
        var log: [String] = []
        for step in 0..<steps {
            let count = source.count
            switch generator.below(100) {
            case 0..<35 where count > 0:
                let element = source[generator.below(count)]
                element.flag.accept(!element.flag.value)
                log.append("toggle #\(element.id)")
            case 35..<50:
                let index = generator.below(count + 1)
                source.insert(newElement(), at: index)
                log.append("insert \(index)")
            case 50..<62 where count > 0:
                let index = generator.below(count)
                source.remove(at: index)
                log.append("remove \(index)")
            case 62..<72 where count > 1:
                let from = generator.below(count)
                let to = generator.below(count)
                source.move(from: from, to: to)
                log.append("move \(from)→\(to)")
            case 72..<80 where count > 0:
                let index = generator.below(count)
                source[index] = newElement()
                log.append("replace \(index)")
            case 80..<95:
                var edits: [String] = []
                Transaction.run {
                    for _ in 0..<(1 + generator.below(5)) {
                        let size = source.count
                        if generator.percent(50) || size == 0 {
                            let index = generator.below(size + 1)
                            source.insert(newElement(), at: index)
                            edits.append("insert \(index)")
                        } else {
                            let index = generator.below(size)
                            source.remove(at: index)
                            edits.append("remove \(index)")
                        }
                    }
                }
                log.append("transaction [\(edits.joined(separator: ", "))]")
            default:
                if generator.percent(20) {
                    source.replace(with: (0..<generator.below(50)).map { _ in newElement() })
                    log.append("reset")
                } else {
                    source.append(newElement())
                    log.append("append")
                }
            }
            let expected = source.array.filter { $0.flag.value }
            let context = "seed \(seed), step \(step) (\(log.suffix(3).joined(separator: "; ")))"
            XCTAssertEqual(recorder.rows.map(\.id), expected.map(\.id), context)
            XCTAssertEqual(recorder.problems, [], context)
            if recorder.rows.map(\.id) != expected.map(\.id) { return }
        }
        XCTAssertNil(recorder.error)
    }
}
