import BenchmarkKit
import Binding

/// Figures for form validation (issue 17).
enum ValidationBenchmarks {
    static func run() -> [BenchmarkRow] {
        [keystroke()]
    }

    /// One keystroke in a field with two rules, alternating between a valid and an invalid
    /// value, seen by a message subscriber and a form-validity subscriber: `FormValidation`
    /// against the hand-written pipelines the Profile sample had before (a `map` per message,
    /// a `map` + `distinctUntilChanged` for validity).
    static func keystroke() -> BenchmarkRow {
        let iterations = 100_000
        let required: (String) -> String? = { $0.isEmpty ? "Enter your name" : nil }
        let short: (String) -> String? = { $0.count > 40 ? "Too long" : nil }
        let values = ["", "Ada"]
        let baseline: (Int) -> Void = { count in
            let name = BehaviorRelay(value: "")
            let tally = ValidationTally()
            let message = name.asObservable().skip(1).map { required($0) ?? short($0) ?? "" }
                .subscribe(onNext: { tally.total &+= $0.count })
            let valid = name.asObservable().map { required($0) == nil && short($0) == nil }.distinctUntilChanged()
                .subscribe(onNext: { tally.total &+= $0 ? 1 : 0 })
            for index in 1...count { name.accept(values[index & 1]) }
            message.dispose()
            valid.dispose()
            benchmarkSink &+= tally.total
        }
        let candidate: (Int) -> Void = { count in
            let name = BehaviorRelay(value: "")
            let tally = ValidationTally()
            let form = FormValidation(display: .afterEdit)
            let field = form.field(name).rule(required).rule(short)
            let message = field.displayedMessage.drive(onNext: { tally.total &+= $0.count })
            let valid = form.isValid.drive(onNext: { tally.total &+= $0 ? 1 : 0 })
            for index in 1...count { name.accept(values[index & 1]) }
            message.dispose()
            valid.dispose()
            benchmarkSink &+= tally.total
        }
        let figures = Measure.alternating(iterations: iterations, baseline: baseline, candidate: candidate)
        return BenchmarkRow(
            name: "keystroke in a FormValidation field (2 rules) → message + isValid",
            figure: figures.candidate, unit: "ns",
            baselineName: "relay.map(rules) + map.distinctUntilChanged", baseline: figures.baseline,
            target: "well under a GTK entry update (~15 µs)")
    }
}

/// Where both sides' subscribers add up what they receive (see `ComputedBenchmarks`' `Tally`).
private final class ValidationTally: @unchecked Sendable {
    @exclusivity(unchecked) var total = 0
}
