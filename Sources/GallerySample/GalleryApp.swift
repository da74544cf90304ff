import SampleSupport
import Binding
import BindingGtk
import BindingGtkTesting
import FeedKit
import Foundation
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
        do {
            try Gtk.initialize()
        } catch {
            _ = error
            printError("no X display: run under xvfb-run -a swift run GallerySample [--window search|feed] [--screenshot FILE.png]")
            return 1
        }
        do {
            let (owner, window, ready) = try makeWindow(options)
            if let path = options.screenshotPath {
                return try withExtendedLifetime(owner) { try screenshot(window, ready: ready, to: path) }
            }
            return try withExtendedLifetime(owner) {
                let quit = window.rx.destroyed => { MainLoop.quit() }
                defer { quit.dispose() }
                window.showAll()
                try MainLoop.run()
                return 0
            }
        } catch {
            printError("GallerySample: \(error)")
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
            return (feed, feed.window, { !feed.viewModel.isLoading })
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

    /// Shows the window, waits until `ready`, writes the PNG and closes the window.
    private static func screenshot(_ window: Window, ready: () -> Bool, to path: String) throws -> Int32 {
        guard GtkTestKit.showAndWait(window) else {
            printError("GallerySample: the window was not shown in time")
            return 1
        }
        GtkTestKit.pump(for: .milliseconds(400))
        GtkTestKit.pump(until: ready)
        GtkTestKit.pump(for: .milliseconds(200))
        try GtkTestKit.saveScreenshot(of: window, to: path)
        print("saved \(path)")
        window.destroy()
        return 0
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
