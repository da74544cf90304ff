import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import XCTest

/// Figures for the list bindings against same-run baselines, printed, never
/// asserted (a test never asserts a timing). Meaningful in a release build:
/// `xvfb-run -a swift test -c release -Xswiftc -enable-testing --filter ListBenchmarkTests`.
/// Only the correctness side (how many rows a change touched) is checked.
final class ListBenchmarkTests: XCTestCase {
    private struct Entry: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    private static let rows = 10_000

    func testPopulateTenThousandRowsAgainstDirectLoop() throws {
        try onGtk {
            let texts = (0..<Self.rows).map { "Row \($0)" }
            var baseline = Duration.zero
            var bound = Duration.zero
            var wrapped = Duration.zero
            for _ in 0..<3 {
                baseline += Self.measure {
                    let box = gtk_list_box_new()!
                    g_object_ref_sink(UnsafeMutableRawPointer(box))
                    let listBox = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkListBox.self)
                    for text in texts {
                        let label = gtk_label_new(text)!
                        gtk_widget_show(label)
                        gtk_list_box_insert(listBox, label, -1)
                    }
                    gtk_widget_destroy(box)
                    g_object_unref(UnsafeMutableRawPointer(box))
                }
                wrapped += Self.measure {
                    let box = ListBox()
                    for text in texts {
                        let label = Label(text)
                        gtk_widget_show(label.widgetPointer)
                        gtk_list_box_insert(box.listBoxPointer, label.widgetPointer, -1)
                    }
                    box.destroy()
                }
                let array = MutableObservableArray(texts)
                bound += Self.measure {
                    let list = ListBox()
                    let binding = list.rx.items(array) { Label($1) }
                    list.destroy()
                    binding.dispose()
                }
            }
            Self.report("populate \(Self.rows)-row ListBox (bound / direct C loop)", bound, baseline)
            Self.report("  of which Swift widget wrappers (direct loop of Label(text) / direct C loop)", wrapped, baseline)
        }
    }

    func testOneElementChangeUpdatesOneRowAgainstDirectUpdate() throws {
        try onGtk {
            let array = MutableObservableArray((0..<Self.rows).map { "Row \($0)" })
            let list = ListBox()
            var configured = 0
            let binding = list.rx.items(array, makeRow: { Label() }, configure: { _, text, label in
                configured += 1
                label.text = text
            })
            let labels = (0..<Self.rows).map { list.rowContent(at: $0) as! Label }
            let iterations = 5_000
            let alternatives = ["changed a", "changed b"]

            let baseline = Self.measure {
                for step in 0..<iterations {
                    gtk_label_set_text(labels[(step * 7) % Self.rows].labelPointer, alternatives[step & 1])
                }
            }
            configured = 0
            let bound = Self.measure {
                for step in 0..<iterations {
                    array[(step * 7) % Self.rows] = alternatives[(step + 1) & 1]
                }
            }
            XCTAssertEqual(configured, iterations, "each change configured exactly one row")
            XCTAssertEqual(list.rowContent(at: 7).map { ($0 as! Label).text }, array[7])
            Self.report("one element changed → one row updated (bound / gtk_label_set_text)", bound, baseline)

            // Where the time goes: the array's own event delivery, without GTK.
            let coreOnly = MutableObservableArray((0..<Self.rows).map { "Row \($0)" })
            var delivered = 0
            let plain = coreOnly.asObservable().observe(on: MainScheduler.instance).subscribe(onNext: { _ in delivered += 1 })
            let core = Self.measure {
                for step in 0..<iterations { coreOnly[(step * 7) % Self.rows] = alternatives[step & 1] }
            }
            XCTAssertEqual(delivered, iterations + 1)
            plain.dispose()
            Self.report("  of which the array's event to a main-thread subscriber (core / gtk_label_set_text)", core, baseline)

            // The factory form replaces the row's widget instead of reconfiguring it.
            let factoryList = ListBox()
            var made = 0
            let factoryBinding = factoryList.rx.items(array) { _, text in
                made += 1
                return Label(text)
            }
            made = 0
            let replaced = Self.measure {
                for step in 0..<iterations / 5 { array[(step * 7) % Self.rows] = alternatives[step & 1] }
            }
            XCTAssertEqual(made, iterations / 5)
            Self.report("  same with a row factory (new widget per change, per change)",
                        replaced / (iterations / 5), baseline / iterations)
            factoryBinding.dispose()
            factoryList.destroy()
            binding.dispose()
            list.destroy()
        }
    }

    func testReplaceWithDiffOnePercentAgainstFullReload() throws {
        try onGtk {
            let original = (0..<Self.rows).map { Entry(id: $0, title: "Row \($0)") }
            var changed = original
            for index in Swift.stride(from: 0, to: Self.rows, by: 100) { changed[index].title += " (edited)" }
            let array = MutableObservableArray(original)
            let list = ListBox()
            var configured = 0
            let binding = list.rx.items(array, options: .init(rebuildThreshold: .max), makeRow: { Label() },
                                        configure: { _, entry, label in
                                            configured += 1
                                            label.text = entry.title
                                        })
            var diffed = Duration.zero
            var reloaded = Duration.zero
            let rounds = 3
            for round in 0..<rounds {
                configured = 0
                diffed += Self.measure { array.replace(with: round % 2 == 0 ? changed : original, performDiff: true) }
                XCTAssertEqual(configured, Self.rows / 100, "only the changed rows were touched")
                reloaded += Self.measure { array.replace(with: round % 2 == 0 ? changed : original) }
            }
            Self.report("replace(with:performDiff:) 1% of \(Self.rows) + rows (diffed / full reload)", diffed, reloaded,
                        absolute: diffed / rounds)
            binding.dispose()
            list.destroy()
        }
    }

    // MARK: - Helpers

    @MainActor
    private static func measure(_ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return clock.now - start
    }

    private static func report(_ name: String, _ measured: Duration, _ baseline: Duration, absolute: Duration? = nil) {
        let ratio = measured / baseline
        var line = "LIST BENCHMARK \(name): \(format(measured)) vs \(format(baseline)) → \(String(format: "%.2f", ratio))×"
        if let absolute { line += " (\(format(absolute)) each)" }
        print(line)
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.2f ms", milliseconds)
    }
}
