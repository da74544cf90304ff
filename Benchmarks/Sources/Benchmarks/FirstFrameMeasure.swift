import BenchmarkKit
import Binding
import BindingGtk

/// What the million-row benchmarks measure the same way: a shown window
/// holding `content`; the time from binding to the first frame `drawn`
/// draws, and the heap that took (beyond what existed before binding).
@MainActor
enum FirstFrameMeasure {
    /// Shows `content`, then measures `bind` up to `drawn`'s first frame.
    /// `failure` says what is wrong with the bound view (printed as a
    /// FAILED line), or `nil`. The binding is disposed and the window
    /// destroyed before returning.
    static func bindAndDraw(
        _ content: Widget,
        drawn: Widget,
        bind: () -> Disposable,
        failure: () -> String?
    ) -> (nanoseconds: Double, bytes: Int) {
        let window = Window(title: "A million rows")
        window.setDefaultSize(width: 480, height: 360)
        window.add(content)
        window.showAll()
        try? window.waitUntilDrawn()
        GtkBenchmarks.pump()
        let before = Measure.heapBytesInUse()
        let clock = ContinuousClock()
        var binding: Disposable?
        let elapsed = clock.measure {
            binding = bind()
            try? drawn.waitUntilDrawn()
        }
        let bytes = Measure.heapBytesInUse() - before
        if let failure = failure() { print("FAILED (million): \(failure)") }
        binding?.dispose()
        window.destroy()
        GtkBenchmarks.pump()
        return (Measure.nanoseconds(elapsed), bytes)
    }
}
