import Binding
import BindingAdwaita
import BindingGtk4
import ProfileKit
import ProfileStoreGLib
import SampleSupportGLib

/// Starts the GTK 4 profile window: GTK 4 and libadwaita, the CSS, the `.ui` file, the view model
/// and its file store; then either runs until the window closes or saves a screenshot.
@MainActor
enum ProfileApp {
    /// The application id.
    nonisolated static let id = "org.swiftbinding.ProfileSampleGtk4"
    /// The GTK 3 sample's id, the name of the data folder both samples edit.
    nonisolated static let dataID = "org.swiftbinding.ProfileSample"
    /// How long the `--screenshot` mode waits for the window to be ready.
    static let screenshotTimeout: Duration = .seconds(30)

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        // The GTK 3 sample's catalogs (its domain, po/org.swiftbinding.ProfileSample), before the .ui loads.
        SampleTranslations.bind(domain: BuildTranslations.domain, buildDirectory: BuildTranslations.localeDirectory)
        do {
            try Adw.initialize()
        } catch {
            SampleProcess.printError("no X display: run under GDK_BACKEND=x11 xvfb-run -a swift run --package-path Gtk4Tests ProfileSampleGtk4")
            return 1
        }
        do {
            let profileWindow = try makeWindow(options)
            return try withExtendedLifetime(profileWindow) {
                if let path = options.screenshotPath {
                    return try screenshot(profileWindow, to: path)
                }
                profileWindow.window.present()
                try MainLoop.runUntilClosed(profileWindow.window)
                return 0
            }
        } catch {
            SampleProcess.printError("ProfileSampleGtk4: \(error)")
            return 1
        }
    }

    /// The window over the profile kept in `options`' data folder: widgets loaded, added to the
    /// sample's application (which holds the Ctrl+S and Ctrl+W accelerators), bound to a new view
    /// model, and the saved profile being read.
    static func makeWindow(_ options: Options) throws -> ProfileWindow {
        let widgets = try ProfileUI.loadStyled()
        application.add(widgets.window)
        let directory = options.dataDirectory ?? ProfileStore.defaultDirectory(appID: dataID)
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
        let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
        viewModel.load()
        return profileWindow
    }

    /// The sample's application, registered on first use (several windows share it).
    static let application = AdwaitaApplication(id: id, flags: .nonUnique)

    /// The `--screenshot` mode: presents the window, waits until the saved profile is in the form
    /// and a frame was drawn, saves it as a PNG and destroys the window.
    private static func screenshot(_ profileWindow: ProfileWindow, to path: String) throws -> Int32 {
        let window = profileWindow.window
        window.present()
        guard MainLoop.run(until: { !profileWindow.viewModel.isLoading }, timeout: screenshotTimeout) else {
            SampleProcess.printError("ProfileSampleGtk4: the window was not ready within \(screenshotTimeout)")
            return 1
        }
        try window.saveScreenshot(to: path, timeout: screenshotTimeout)
        print("saved \(path)")
        window.destroy()
        return 0
    }
}
