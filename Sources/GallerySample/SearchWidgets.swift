import BindingGtk
import SampleSupport

/// The widgets of `search.ui` the window binds, looked up by GtkBuilder id
/// (see ``SampleWindow`` for how every sample builds its window).
@MainActor
struct SearchWidgets {
    let window: Window
    let searchEntry: Entry
    let spinner: Spinner
    let statusLabel: Label
    let resultsStack: Stack
    let resultsList: ListBox
    let selectionLabel: Label
}

extension SearchWidgets {
    /// Applies `search.css` and builds `search.ui` from the `resources`
    /// folder, then looks every widget up.
    static func load(from resources: String) throws -> SearchWidgets {
        try StyleLoader.load(resources + "/search.css")
        return try SearchWidgets(WidgetLookup(path: resources + "/search.ui"))
    }

    /// Looks every widget up in the built `search.ui`.
    private init(_ ui: WidgetLookup) throws {
        window = try ui.find("search_window")
        searchEntry = try ui.find("search_entry")
        spinner = try ui.find("search_spinner")
        statusLabel = try ui.find("status_label")
        resultsStack = try ui.find("results_stack")
        resultsList = try ui.find("results_list")
        selectionLabel = try ui.find("selection_label")
    }
}
