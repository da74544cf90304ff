import SampleSupport
import Binding
import BindingGtk

/// The gallery: one button per sample window. Search and Feed open in this
/// process; Settings and Profile are separate apps, started as processes
/// (their buttons are insensitive when those apps were not built).
@MainActor
final class GalleryWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let widgets: GalleryWidgets
    /// The windows opened from here (kept alive while they are open).
    private(set) var openWindows: [any SampleWindow] = []

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets`' buttons: `openSearch` and `openFeed` make those windows.
    init(
        widgets: GalleryWidgets,
        openSearch: @escaping @MainActor () throws -> SearchWindow,
        openFeed: @escaping @MainActor () throws -> FeedWindow
    ) {
        self.widgets = widgets
        disableSamplesNotBuilt()
        binding {
            widgets.searchButton.rx.tap => { [weak self] in self?.open { try openSearch() } }
            widgets.feedButton.rx.tap => { [weak self] in self?.open { try openFeed() } }
            widgets.settingsButton.rx.tap => { Self.launch(.settings) }
            widgets.profileButton.rx.tap => { Self.launch(.profile) }
        }
    }

    private func disableSamplesNotBuilt() {
        for (button, sample) in [(widgets.settingsButton, SiblingSampleLauncher.Sample.settings), (widgets.profileButton, .profile)]
            where SiblingSampleLauncher.executable(of: sample) == nil {
            button.isSensitive = false
            button.tooltipText = SiblingSampleLauncher.NotBuilt(sample: sample).description
        }
    }

    private static func launch(_ sample: SiblingSampleLauncher.Sample) {
        do {
            try SiblingSampleLauncher.launch(sample)
        } catch {
            SampleExecutable.printError("GallerySample: \(error)")
        }
    }

    private func open(_ make: () throws -> any SampleWindow) {
        do {
            let opened = try make()
            let child = opened.window
            openWindows.append(opened)
            disposeBag.insert(child.rx.destroyed => { [weak self] in
                self?.openWindows.removeAll { $0 === opened }
            })
            child.setTransient(for: window)
            child.showAll()
        } catch {
            SampleExecutable.printError("GallerySample: \(error)")
        }
    }
}
