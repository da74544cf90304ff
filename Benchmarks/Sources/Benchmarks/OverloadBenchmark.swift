import BenchmarkKit
import Binding
import BindingGtk
import CGtk
import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Four unthrottled background writers for 10 s into a window of 40 labels
/// bound to one `@Bindable`, 20 entries bound two ways to one `@Mutable` and
/// a list bound to an array being replaced and appended, in a running main
/// loop: frames drawn per second, resident memory growth after the first
/// second, latency from the last write to the widgets showing it, whether
/// every binding ends on its last value, and how long `MainLoop.run(for:)`
/// really ran. A monitor thread stops the writers early if resident memory
/// passes `memoryCap`, so an unbounded backlog cannot take the machine down.
@MainActor
enum OverloadBenchmark {
    private final class Model: @unchecked Sendable {
        @Bindable var title = "start"
        @Mutable var name = "start"
        let items = MutableObservableArray<String>(["start"])
    }

    nonisolated static let writers = 4
    nonisolated static let duration: Duration = .seconds(10)
    nonisolated static let memoryCap = 3 << 30

    static func run() -> String {
        // `OVERLOAD_PARTS=labels,entries` writes to those bindings only (the list is left alone).
        let parts = Set((getenv("OVERLOAD_PARTS").map { String(cString: $0) } ?? "labels,entries,list")
            .split(separator: ",").map(String.init))
        let model = Model()
        let window = Window(title: "overload")
        let column = Box(orientation: .vertical, spacing: 0)
        let labels = (0..<40).map { _ in Label("start") }
        let entries = (0..<20).map { _ in Entry() }
        let list = ListBox()
        var bindings: [Disposable] = []
        for label in labels {
            column.packStart(label)
            bindings.append(model.$title => label.rx.text)
        }
        for entry in entries {
            column.packStart(entry)
            bindings.append(model.$name <=> entry.rx.text ?? "")
        }
        column.packStart(list)
        bindings.append(list.rx.items(model.items) { $0 })
        window.add(column)
        window.showAll()
        GtkBenchmarks.pump()

        var frames = 0
        let drawn = window.connect("draw", after: true, eventHandler: { _ in
            frames += 1
            return false
        })

        let stop = Atomic<Bool>(false)
        let writes = Atomic<Int>(0)
        let baselineResident = Atomic<Int>(0)
        let peakResident = Atomic<Int>(0)
        let cappedAt = Atomic<Int>(0)
        let finished = DispatchGroup()
        let shared = UncheckedModel(model)
        for writer in 0..<writers {
            // Threads of their own, not the global queue's: a relay's deliverer
            // hands its backlog to a global-queue worker, which loops running
            // until stopped would starve.
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                var count = 0
                while !stop.load(ordering: .relaxed) {
                    count += 1
                    let text = "w\(writer) \(count)"
                    if parts.contains("labels") { shared.model.title = text }
                    if parts.contains("entries") { shared.model.name = text }
                    if parts.contains("list"), count % 8 == writer {
                        if count % 400 == writer { shared.model.items.replace(with: (0..<20).map { "\(text) row \($0)" }) }
                        else { shared.model.items.append(text) }
                    }
                }
                writes.add(count, ordering: .relaxed)
            }
        }
        let start = ContinuousClock.now
        Thread.detachNewThread {
            while !stop.load(ordering: .relaxed) {
                usleep(50_000)
                let resident = residentBytes()
                if ContinuousClock.now - start >= .seconds(1), baselineResident.load(ordering: .relaxed) == 0 {
                    baselineResident.store(resident, ordering: .relaxed)
                }
                if resident > peakResident.load(ordering: .relaxed) { peakResident.store(resident, ordering: .relaxed) }
                if resident > memoryCap {
                    cappedAt.store(resident, ordering: .relaxed)
                    stop.store(true, ordering: .relaxed)
                }
                if ContinuousClock.now - start >= duration { stop.store(true, ordering: .relaxed) }
            }
        }

        let framesBefore = frames
        let loopStart = ContinuousClock.now
        MainLoop.run(for: duration)
        let loopRan = ContinuousClock.now - loopStart
        let framesDuring = frames - framesBefore
        stop.store(true, ordering: .relaxed)
        while finished.wait(timeout: .now()) != .success { MainLoop.run(for: .milliseconds(5)) }

        // The last write: known values from another thread, then the time until every widget shows them.
        let finalRows = (0..<25).map { "final row \($0)" }
        let waitingAtLastWrite = MainDeliveryQueue.shared.waitingValueCount
        let overloadedAtLastWrite = MainDeliveryQueue.shared.isOverloaded
        let lastWrite = ContinuousClock.now
        // When the writing thread started and when its writes returned (a
        // relay still delivering a backlog on a worker delays the second).
        let writeStarted = Atomic<Int64>(-1)
        let writeReturned = Atomic<Int64>(-1)
        let sinceLastWrite = { @Sendable in Int64(milliseconds(ContinuousClock.now - lastWrite) * 1_000) }
        DispatchQueue.global().async {
            writeStarted.store(sinceLastWrite(), ordering: .relaxed)
            shared.model.items.replace(with: finalRows)
            shared.model.name = "final name"
            shared.model.title = "final title"
            writeReturned.store(sinceLastWrite(), ordering: .relaxed)
        }
        // When each kind of binding first showed its last value, to tell which one is late.
        var labelsShown: Duration?
        var entriesShown: Duration?
        var listShown: Duration?
        let shown = {
            let elapsed = ContinuousClock.now - lastWrite
            if labelsShown == nil, labels.allSatisfy({ $0.text == "final title" }) { labelsShown = elapsed }
            if entriesShown == nil, entries.allSatisfy({ $0.text == "final name" }) { entriesShown = elapsed }
            if listShown == nil, list.rowCount == finalRows.count,
               (0..<finalRows.count).allSatisfy({ (list.rowContent(at: $0) as? Label)?.text == finalRows[$0] }) {
                listShown = elapsed
            }
            return labelsShown != nil && entriesShown != nil && listShown != nil
        }
        let settled = MainLoop.run(until: shown, timeout: .seconds(60))
        let latency = ContinuousClock.now - lastWrite
        let shownAt = [("labels", labelsShown), ("entries", entriesShown), ("list", listShown)]
            .map { "\($0.0) \($0.1.map { format(milliseconds($0)) } ?? "never")" }.joined(separator: ", ")
            + "; the writing thread started after \(format(Double(writeStarted.load(ordering: .relaxed)) / 1_000)) ms"
            + " and its writes returned after \(format(Double(writeReturned.load(ordering: .relaxed)) / 1_000)) ms"

        drawn.disconnect()
        bindings.forEach { $0.dispose() }
        window.destroy()
        GtkBenchmarks.pump()

        let seconds = Double(loopRan.components.seconds) + Double(loopRan.components.attoseconds) / 1e18
        let growth = max(0, peakResident.load(ordering: .relaxed) - baselineResident.load(ordering: .relaxed))
        let capped = cappedAt.load(ordering: .relaxed)
        return """
        4 unthrottled writers, 10 s, into 40 labels (@Bindable), 20 entries (@Mutable, two-way), a list (replaced and appended): \
        \(writes.load(ordering: .relaxed)) writes; \(format(Double(framesDuring) / seconds)) frames drawn per second (goal ≥ 30); \
        resident memory growth after the first second \(format(Double(growth) / 1_048_576)) MiB (goal ≤ 10)\
        \(capped > 0 ? " — STOPPED EARLY at \(capped >> 20) MiB resident" : ""); \
        last write → every widget showing it \(format(milliseconds(latency))) ms (goal ≤ 50; \(shownAt); \(waitingAtLastWrite) values waiting then, overloaded: \(overloadedAtLastWrite)); \
        every binding ends on its last value: \(settled); MainLoop.run(for: 10 s) returned after \(format(seconds)) s; \
        \(MainDeliveryQueue.shared.coalescedValueCount) values coalesced in the process so far
        """
    }

    nonisolated private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The process's resident set, from `/proc/self/statm` (its second field, in pages).
    nonisolated static func residentBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let length = read(descriptor, &buffer, buffer.count)
        guard length > 0 else { return 0 }
        let fields = String(decoding: buffer[0..<length], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Hands the model to the writer threads (it is thread-safe: relays inside).
private struct UncheckedModel<Model>: @unchecked Sendable {
    let model: Model
    init(_ model: Model) { self.model = model }
}
