import BindingGtk
import SampleSupport

/// The widgets of `feed.ui` the window binds, looked up by GtkBuilder id
/// (see ``SampleWindow`` for how every sample builds its window).
@MainActor
struct FeedWidgets {
    let window: Window
    let refreshButton: Button
    let filterEntry: SearchEntry
    let failureSwitch: Switch
    let pageStack: Stack
    let postsList: ListBox
    let scroller: ScrolledWindow
    let loadMoreButton: Button
    let loadMoreSpinner: Spinner
    let refreshSpinner: Spinner
    let errorBar: InfoBar
    let errorLabel: Label
    let retryButton: Button
    let failureLabel: Label
    let failureRetryButton: Button
    let notePane: Box
    let noteTitleLabel: Label
    let noteEntry: Entry
    let summaryLabel: Label
}

extension FeedWidgets {
    /// Applies `feed.css` and builds `feed.ui` from the `resources` folder,
    /// then looks every widget up.
    static func load(from resources: String) throws -> FeedWidgets {
        try StyleLoader.load(resources + "/feed.css")
        return try FeedWidgets(WidgetLookup(path: resources + "/feed.ui"))
    }

    /// Looks every widget up in the built `feed.ui`.
    private init(_ ui: WidgetLookup) throws {
        window = try ui.find("feed_window")
        refreshButton = try ui.find("refresh_button")
        filterEntry = try ui.find("filter_entry")
        failureSwitch = try ui.find("failure_switch")
        pageStack = try ui.find("page_stack")
        postsList = try ui.find("posts_list")
        scroller = try ui.find("posts_scroller")
        loadMoreButton = try ui.find("load_more_button")
        loadMoreSpinner = try ui.find("load_more_spinner")
        refreshSpinner = try ui.find("refresh_spinner")
        errorBar = try ui.find("error_bar")
        errorLabel = try ui.find("error_label")
        retryButton = try ui.find("retry_button")
        failureLabel = try ui.find("failure_message")
        failureRetryButton = try ui.find("failure_retry_button")
        notePane = try ui.find("note_pane")
        noteTitleLabel = try ui.find("note_title_label")
        noteEntry = try ui.find("note_entry")
        summaryLabel = try ui.find("summary_label")
    }
}
