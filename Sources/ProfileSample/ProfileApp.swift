import SampleSupport
import Binding
import BindingGtk
import ProfileKit
import ProfileStoreGLib

/// Starts the profile window: GTK, CSS, the `.ui` file, the view model and
/// its file store; then either runs until the window closes or saves a
/// screenshot.
@MainActor
enum ProfileApp {
    /// The application id, also the name of the data folder.
    nonisolated static let id = "org.swiftbinding.ProfileSample"

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        SampleTranslations.bind(domain: BuildTranslations.domain, buildDirectory: BuildTranslations.localeDirectory)
        guard SampleExecutable.startGtk(command: "swift run ProfileSample [--screenshot FILE.png]") else { return 1 }
        // An interactive launch while the sample runs activates the running one instead.
        let interactive = options.screenshotPath == nil && !options.exitAfterFirstFrame
        if interactive && !SampleApplication.claimSingleInstance(id: id) { return 0 }
        GResources.register()
        SampleIcon.use(appID: id, resourceBasePath: GResources.basePath)
        do {
            let profileWindow = try makeWindow(options)
            if interactive { try SampleApplication.presentOnActivation(profileWindow.window, id: id) }
            if options.exitAfterFirstFrame && options.screenshotPath == nil {
                quitAfterFirstFrame(of: profileWindow.window)
            }
            // A screenshot waits until the saved profile is in the form.
            return try SampleExecutable.present(
                profileWindow, sample: "ProfileSample", screenshotPath: options.screenshotPath,
                ready: { !profileWindow.viewModel.isLoading })
        } catch {
            SampleExecutable.printError("ProfileSample: \(error)")
            return 1
        }
    }

    /// The window over the profile kept in `options`' data folder: widgets
    /// loaded, bound to a new view model, and the saved profile being read.
    static func makeWindow(_ options: Options) throws -> ProfileWindow {
        let widgets = try ProfileUI.loadStyled()
        // The application gives the window its keyboard accelerators (Ctrl+S, Ctrl+W).
        try application().add(widgets.window)
        let directory = options.dataDirectory ?? ProfileStore.defaultDirectory(appID: id)
        let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
        let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
        viewModel.load()
        return profileWindow
    }

    /// The sample's registered application (one per process; several
    /// profile windows share it).
    static func application() throws(ApplicationError) -> Application {
        try SampleApplication.shared(id: id)
    }

    /// Quits the main loop once `window`'s first frame is painted: the first
    /// `draw` of the toplevel (after its default handler) asks the loop to
    /// quit, which it does as soon as the frame clock's paint is over. The
    /// same end point as the C baseline `ProfileBaselineC`.
    private static func quitAfterFirstFrame(of window: Window) {
        var drawn = false
        window.connect("draw", after: true, eventHandler: { _ in
            if !drawn {
                drawn = true
                MainLoop.quit()
            }
            return false
        })
    }
}
