import SampleSupport
import Binding
import BindingGtk

/// The gallery: one button per sample window. Search and Feed open in this
/// process; Settings and Profile are separate apps, started as processes
/// (their buttons are insensitive when those apps were not built).
@MainActor
final class GalleryWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let widgets: GalleryUI
    /// The windows opened from here (kept alive while they are open).
    private(set) var openWindows: [any SampleWindow] = []

    /// Opens the search window (`win.open-search`: its button, the menu, Ctrl+1).
    @LateInit var openSearchCommand: Command<Void, Void>
    /// Opens the feed window (`win.open-feed`: its button, the menu, Ctrl+2).
    @LateInit var openFeedCommand: Command<Void, Void>
    /// Shows the About dialog (`app.about`); one at a time.
    @LateInit var aboutCommand: Command<Void, Void>
    /// Closes the gallery, which ends the app (`app.quit`, Ctrl+Q).
    @LateInit var quitCommand: Command<Void, Void>

    /// The GTK window.
    var window: Window { widgets.window }

    /// The primary menu: the windows, then About and Quit.
    static let menu = Menu {
        MenuEntry.section {
            MenuEntry.item("Open _Search", action: "win.open-search", accelerator: "<Primary>1")
            MenuEntry.item("Open _Feed", action: "win.open-feed", accelerator: "<Primary>2")
        }
        MenuEntry.section {
            MenuEntry.item("_Keyboard Shortcuts", action: "win.show-help-overlay", accelerator: "<Primary>question")
            MenuEntry.item("_About Binding Gallery", action: "app.about")
            MenuEntry.item("_Quit", action: "app.quit", accelerator: "<Primary>q")
        }
    }

    /// Binds `widgets`' buttons: `openSearch` and `openFeed` make those windows.
    init(
        widgets: GalleryUI,
        openSearch: @escaping @MainActor () throws -> SearchWindow,
        openFeed: @escaping @MainActor () throws -> FeedWindow
    ) {
        self.widgets = widgets
        let window = widgets.window
        openSearchCommand = Command(name: "open-search") { [weak self] in self?.open { try openSearch() } }
        openFeedCommand = Command(name: "open-feed") { [weak self] in self?.open { try openFeed() } }
        aboutCommand = Command(name: "about") { [weak window] in
            // Name, version, developer, licence and website come from the app's metainfo.
            do {
                await AboutDialog.show(metainfo: try GalleryApp.metainfo(), parent: window)
            } catch {
                SampleExecutable.printError("GallerySample: \(error)")
            }
        }
        quitCommand = Command(name: "quit") { [weak window] in window?.requestClose() }
        disableSamplesNotBuilt()
        widgets.headerBar.addPrimaryMenu(Self.menu)
        binding {
            openSearchCommand => window.rx.action("open-search", accelerators: ["<Primary>1"])
            openFeedCommand => window.rx.action("open-feed", accelerators: ["<Primary>2"])
            widgets.openSettingsButton.rx.tap => { Self.launch(.settings) }
            widgets.openProfileButton.rx.tap => { Self.launch(.profile) }
        }
        // About and Quit are the application's actions (app.about, app.quit).
        if let application = window.application {
            binding {
                aboutCommand => application.rx.action("about")
                quitCommand => application.rx.action("quit", accelerators: ["<Primary>q"])
            }
        }
        // Ctrl+? lists the accelerators above, titled by the menu's labels.
        widgets.window.addShortcutsWindow(menus: [Self.menu])
    }

    private func disableSamplesNotBuilt() {
        for (button, sample) in [(widgets.openSettingsButton, SiblingSampleLauncher.Sample.settings), (widgets.openProfileButton, .profile)]
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
