import BindingGtk

/// A composite widget from `counter-row.ui`: its button's `clicked` counts.
final class CounterRow: Box, CompositeWidget {
    static let signalHandlers: [String: TemplateSignalHandler<CounterRow>] = [
        "onCount": TemplateSignalHandler { row in row.count += 1 },
    ]

    /// How often the button was clicked.
    private(set) var count = 0
}
