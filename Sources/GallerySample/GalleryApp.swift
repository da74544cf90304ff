import SampleSupport
import Binding
import BindingGtk
import FeedKit
import SearchKit
import Foundation

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
        SampleTranslations.bind(domain: BuildTranslations.domain, buildDirectory: BuildTranslations.localeDirectory)
        guard SampleExecutable.startGtk(command: command) else { return 1 }
        // An interactive launch of the gallery while it runs activates the running one instead.
        let interactive = options.screenshotPath == nil && options.window == .gallery
        if interactive && !SampleApplication.claimSingleInstance(id: id) { return 0 }
        GResources.register()
        SampleIcon.use(appID: id, resourceBasePath: GResources.basePath)
        do {
            let (sampleWindow, ready) = try makeWindow(options)
            if interactive { try SampleApplication.presentOnActivation(sampleWindow.window, id: id) }
            return try SampleExecutable.present(
                sampleWindow, sample: "GallerySample", screenshotPath: options.screenshotPath, ready: ready)
        } catch {
            SampleExecutable.printError("GallerySample: \(error)")
            return 1
        }
    }

    /// The search window over the shipped catalog, with `query` typed.
    static func makeSearchWindow(query: String? = nil) throws -> SearchWindow {
        let widgets = try SearchUI.loadStyled()
        let catalog = try SearchCatalog(data: Data(GResources.bundle.data(at: GResources.basePath + "catalog.json")))
        let service = SearchService(catalog: catalog, latency: .milliseconds(150))
        let viewModel = SearchViewModel(service: service)
        let searchWindow = SearchWindow(viewModel: viewModel, widgets: widgets)
        if let query { viewModel.query = query }
        return searchWindow
    }

    /// The feed window over the shipped posts, first page requested.
    static func makeFeedWindow(failing: Bool = false) throws -> FeedWindow {
        let widgets = try FeedUI.loadStyled()
        let posts = try FeedService.loadPosts(data: Data(GResources.bundle.data(at: GResources.basePath + "posts.json")))
        let service = FeedService(posts: posts, latency: .milliseconds(300))
        let viewModel = FeedViewModel(service: service)
        viewModel.simulateFailure = failing
        let feedWindow = FeedWindow(viewModel: viewModel, widgets: widgets)
        viewModel.loadInitialData()
        return feedWindow
    }

    /// The gallery window, opening the others in this process.
    static func makeGalleryWindow() throws -> GalleryWindow {
        let widgets = try GalleryUI.loadStyled()
        // The application gives the window its menu's app actions and the accelerators.
        try application().add(widgets.window)
        return GalleryWindow(widgets: widgets, openSearch: { try makeSearchWindow() }, openFeed: { try makeFeedWindow() })
    }

    /// The app's metainfo, embedded in its bundle: what About shows.
    static func metainfo() throws(AppMetainfoError) -> AppMetainfo {
        GResources.register()
        return try AppMetainfo(resource: GResources.basePath + id + ".metainfo.xml")
    }

    /// The sample's registered application (one per process).
    static func application() throws(ApplicationError) -> Application {
        try SampleApplication.shared(id: id)
    }

    /// The window `options` asks for, and when it is ready for a screenshot.
    private static func makeWindow(_ options: Options) throws -> (any SampleWindow, () -> Bool) {
        switch options.window {
        case .search:
            let search = try makeSearchWindow(query: options.query)
            return (search, {
                search.viewModel.query.isEmpty || (!search.viewModel.isSearching && search.viewModel.status != SearchViewModel.hint)
            })
        case .feed:
            let feed = try makeFeedWindow(failing: options.failFeed)
            return (feed, { !feed.viewModel.state.isLoading })
        case .gallery:
            return (try makeGalleryWindow(), { true })
        }
    }
}
