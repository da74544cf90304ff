import BindingGLib
import BindingGtk

/// The composite widget of `Resources/greeting-row.ui`: counts the template's two
/// `clicked` handlers, and destroys itself in the first when asked to.
final class GreetingRow: ListBoxRow, CompositeWidget {
    static let signalHandlers: [String: TemplateSignalHandler<GreetingRow>] = [
        "onWave": TemplateSignalHandler { row in
            row.waves += 1
            if row.destroysItselfOnWave { row.destroy() }
        },
        "onWaveAgain": TemplateSignalHandler(arguments: { row, arguments in
            row.secondHandlerRuns += 1
            row.lastSender = arguments.object(0, as: Button.self)
            return false
        }),
    ]

    /// How often `onWave` ran.
    var waves = 0
    /// How often `onWaveAgain` ran.
    var secondHandlerRuns = 0
    /// The button `onWaveAgain` last saw emit.
    weak var lastSender: Button?
    /// Whether `onWave` destroys the row.
    var destroysItselfOnWave = false
}

/// A template description whose typed child is not in the file.
struct MissingChildTemplate: WidgetTemplate {
    static var resourcePath: String { GreetingRow.Template.resourcePath }
    static var bundle: ResourceBundle { GResources.bundle }
    static let className = "GreetingRow"
    static let parentClassName = "GtkListBoxRow"
    static let childIDs = ["greeting-label", "farewell-label"]
    init(children widget: Widget) throws(OutletError) {}
}

/// A class whose template names a child the file does not have.
final class MissingChildRow: ListBoxRow, CompositeWidget {
    typealias Template = MissingChildTemplate
}

/// A class without the Swift handlers of its template's signals.
final class HandlerlessRow: ListBoxRow, CompositeWidget {
    typealias Template = GreetingRow.Template
}

/// A class with a handler its template's signals do not name.
final class MisspelledHandlerRow: ListBoxRow, CompositeWidget {
    typealias Template = GreetingRow.Template
    static let signalHandlers: [String: TemplateSignalHandler<MisspelledHandlerRow>] = [
        "onWave": TemplateSignalHandler { _ in },
        "onWaveAgain": TemplateSignalHandler { _ in },
        "onWaev": TemplateSignalHandler { _ in },
    ]
}

/// A template description of a file no bundle has.
struct AbsentFileTemplate: WidgetTemplate {
    static var resourcePath: String { GResources.basePath + "absent-row.ui" }
    static var bundle: ResourceBundle { GResources.bundle }
    static let className = "AbsentFileRow"
    static let parentClassName = "GtkListBoxRow"
    static let childIDs: [String] = []
    init(children widget: Widget) throws(OutletError) {}
}

/// A class whose template file is missing.
final class AbsentFileRow: ListBoxRow, CompositeWidget {
    typealias Template = AbsentFileTemplate
}
