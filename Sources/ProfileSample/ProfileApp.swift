import SampleSupport
import Binding
import BindingGtk
import ProfileKit

/// Starts the profile window: GTK, CSS, the `.ui` file, the view model and
/// its file store; then either runs until the window closes or saves a
/// screenshot.
@MainActor
enum ProfileApp {
    /// The application id, also the name of the data folder.
    nonisolated static let id = "org.swiftbinding.ProfileSample"

    /// Runs the sample and returns the process exit status.
    static func run(_ options: Options) -> Int32 {
        guard SampleExecutable.startGtk(command: "swift run ProfileSample [--screenshot FILE.png]") else { return 1 }
        do {
            let resources = try ResourceLocator.profileDirectory()
            try StyleLoader.load(resources + "/profile.css")
            let directory = options.dataDirectory ?? ProfileStore.defaultDirectory(appID: id)
            let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
            let profileWindow = ProfileWindow(viewModel: viewModel, widgets: try loadWidgets(resources + "/profile.ui"))
            viewModel.load()
            return try withExtendedLifetime(profileWindow) {
                if let path = options.screenshotPath {
                    // Once the saved profile is in the form.
                    return try SampleExecutable.screenshot(
                        profileWindow.window, sample: "ProfileSample", ready: { !viewModel.isLoading }, to: path)
                }
                if options.exitAfterFirstFrame { quitAfterFirstFrame(of: profileWindow.window) }
                profileWindow.window.showAll()
                try MainLoop.runUntilClosed(profileWindow.window)
                return 0
            }
        } catch {
            SampleExecutable.printError("ProfileSample: \(error)")
            return 1
        }
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
