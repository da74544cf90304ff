import BenchmarkKit
import Binding
import BindingGtk
import CGtk
import Dispatch
import Synchronization

/// 100,000 writes from a background thread to a `@Bindable` bound to a label:
/// latency from write to label update, delivery order, and how many values
/// were replaced while waiting (when the main thread fell behind by more than
/// `MainDeliveryQueue.overloadThreshold` values).
@MainActor
enum BackgroundWriteBenchmark {
    private final class Model: @unchecked Sendable {
        @Bindable var value = -1
    }

    static func run() -> String {
        let count = 100_000
        let label = Label("start")
        let window = Window(title: "background writes")
        window.add(label)
        window.showAll()
        GtkBenchmarks.pump()

        let model = Model()
        let writeTimes = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        defer { writeTimes.deallocate() }
        var latencies: [UInt64] = []
        latencies.reserveCapacity(count)
        var last = -1
        var inOrder = true
        let subscription = model.$value.drive(onNext: { value in
            guard value >= 0 else { return }
            label.text = String(value)
            latencies.append(DispatchTime.now().uptimeNanoseconds &- writeTimes[value])
            if value <= last { inOrder = false }
            last = value
        })

        let times = UncheckedPointer(writeTimes)
        let writer = UncheckedBox(model)
        let coalescedBefore = MainDeliveryQueue.shared.coalescedValueCount
        let started = DispatchTime.now().uptimeNanoseconds
        let mostWaiting = Atomic<Int>(0)
        let writing = DispatchGroup()
        DispatchQueue.global().async(group: writing) {
            var most = 0
            for index in 0..<count {
                times.pointer[index] = DispatchTime.now().uptimeNanoseconds
                writer.value.value = index
                if index & 255 == 0 { most = max(most, MainDeliveryQueue.shared.waitingValueCount) }
            }
            mostWaiting.store(most, ordering: .relaxed)
        }
        while last != count - 1 { g_main_context_iteration(nil, 1) }
        writing.wait()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        subscription.dispose()
        let coalesced = MainDeliveryQueue.shared.coalescedValueCount - coalescedBefore

        latencies.sort()
        let p50 = Double(latencies[latencies.count / 2]) / 1e6
        let p99 = Double(latencies[latencies.count * 99 / 100]) / 1e6
        let endsOnLast = label.text == String(count - 1)
        window.destroy()
        return """
        100,000 background writes → @Bindable → Driver → label: label ends on last value: \(endsOnLast); \
        delivered \(latencies.count) updates \(inOrder ? "in order" : "OUT OF ORDER"), \(coalesced) values coalesced, \
        at most \(mostWaiting.load(ordering: .relaxed)) waiting; \
        latency write → label p50 \(format(p50)) ms, p99 \(format(p99)) ms (target p99 ≤ 2 ms); all done in \(format(elapsed)) ms
        """
    }
}

/// Hands a pointer to the writer thread (the benchmark orders accesses through the main queue).
private struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt64>
    init(_ pointer: UnsafeMutablePointer<UInt64>) { self.pointer = pointer }
}

/// Hands a reference to the writer thread.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
