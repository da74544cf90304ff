import SampleSupport
import Binding
import BindingGtk
import FeedKit
import SearchKit

/// Starts the gallery (or one of its windows directly): GTK, the sample data
/// and the windows; then either runs until the first window closes or saves
/// a screenshot.
@MainActor
enum GalleryApp {
    /// The application id.
    nonisolated static let id = "org.swiftbinding.GallerySample"

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        let command = "swift run GallerySample [--window search|feed] [--screenshot FILE.png]"
        guard SampleLaunch.startGtk(command: command) else { return 1 }
        do {
            let (owner, window, ready) = try makeWindow(options)
            return try withExtendedLifetime(owner) {
                if let path = options.screenshotPath {
                    return try SampleLaunch.screenshot(
                        window, sample: "GallerySample", ready: ready, to: path)
                }
                window.showAll()
                try MainLoop.runUntilClosed(window)
                return 0
            }
        } catch {
            SampleLaunch.printError("GallerySample: \(error)")
            return 1
        }
    }

    /// The search window over the shipped catalog, with `query` typed.
    static func makeSearchWindow(query: String? = nil) throws -> SearchWindow {
        let resources = try ResourceLocator.galleryDirectory("Search", containing: "search.ui")
        let service = SearchService(catalog: try SearchCatalog(contentsOf: resources + "/catalog.json"), latency: .milliseconds(150))
        let searchWindow = try SearchWindow(viewModel: SearchViewModel(service: service), resources: resources)
        if let query { searchWindow.viewModel.query = query }
        return searchWindow
    }

    /// The feed window over the shipped posts, first page requested.
    static func makeFeedWindow(failing: Bool = false) throws -> FeedWindow {
        let resources = try ResourceLocator.galleryDirectory("Feed", containing: "feed.ui")
        let service = FeedService(posts: try FeedService.loadPosts(from: resources + "/posts.json"), latency: .milliseconds(300))
        let viewModel = FeedViewModel(service: service)
        viewModel.simulateFailure = failing
        let feedWindow = try FeedWindow(viewModel: viewModel, resources: resources)
        viewModel.loadInitialData()
        return feedWindow
    }

    /// The window `options` asks for, what keeps its bindings alive, and when it is ready for a screenshot.
    private static func makeWindow(_ options: Options) throws -> (AnyObject, Window, () -> Bool) {
        switch options.window {
        case .search:
            let search = try makeSearchWindow(query: options.query)
            return (search, search.window, {
                search.viewModel.query.isEmpty || (!search.viewModel.isSearching && search.viewModel.status != SearchViewModel.hint)
            })
        case .feed:
            let feed = try makeFeedWindow(failing: options.failFeed)
            return (feed, feed.window, { !feed.viewModel.state.isLoading })
        case .gallery:
            let resources = try ResourceLocator.galleryDirectory("Gallery", containing: "gallery.ui")
            let gallery = try GalleryWindow(
                resources: resources,
                openSearch: { try makeSearchWindow() },
                openFeed: { try makeFeedWindow() }
            )
            return (gallery, gallery.window, { true })
        }
    }
}
