import SampleSupport
import Binding
import BindingGtk

/// The gallery: one button per sample window. Search and Feed open in this
/// process; Settings and Profile are separate apps, started as processes
/// (their buttons are insensitive when those apps were not built).
@MainActor
final class GalleryWindow: BindingContext {
    let disposeBag = DisposeBag()
    let window: Window
    let searchButton: Button
    let feedButton: Button
    let settingsButton: Button
    let profileButton: Button
    /// The windows opened from here (kept alive while they are open).
    private(set) var openWindows: [AnyObject] = []

    /// Loads `gallery.ui` from `resources`; `openSearch` and `openFeed` make the windows.
    init(
        resources: String,
        openSearch: @escaping @MainActor () throws -> SearchWindow,
        openFeed: @escaping @MainActor () throws -> FeedWindow
    ) throws {
        try StyleLoader.load(resources + "/gallery.css")
        let ui = try WidgetLookup(path: resources + "/gallery.ui")
        window = try ui.find("gallery_window")
        searchButton = try ui.find("open_search_button")
        feedButton = try ui.find("open_feed_button")
        settingsButton = try ui.find("open_settings_button")
        profileButton = try ui.find("open_profile_button")
        for (button, sample) in [(settingsButton, SiblingSampleLauncher.Sample.settings), (profileButton, .profile)]
            where SiblingSampleLauncher.executable(of: sample) == nil {
            button.isSensitive = false
            button.tooltipText = SiblingSampleLauncher.NotBuilt(sample: sample).description
        }
        binding {
            searchButton.rx.tap => { [weak self] in self?.open { let search = try openSearch(); return (search, search.window) } }
            feedButton.rx.tap => { [weak self] in self?.open { let feed = try openFeed(); return (feed, feed.window) } }
            settingsButton.rx.tap => { Self.launch(.settings) }
            profileButton.rx.tap => { Self.launch(.profile) }
        }
    }

    private static func launch(_ sample: SiblingSampleLauncher.Sample) {
        do {
            try SiblingSampleLauncher.launch(sample)
        } catch {
            SampleExecutable.printError("GallerySample: \(error)")
        }
    }

    private func open(_ make: () throws -> (AnyObject, Window)) {
        do {
            let (owner, child) = try make()
            openWindows.append(owner)
            disposeBag.insert(child.rx.destroyed => { [weak self] in
                self?.openWindows.removeAll { $0 === owner }
            })
            child.setTransient(for: window)
            child.showAll()
        } catch {
            SampleExecutable.printError("GallerySample: \(error)")
        }
    }
}
