import SampleSupport
import Binding
import BindingGtk
import BindingGtkTesting
import Foundation
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
        do {
            try Gtk.initialize()
        } catch {
            _ = error
            printError("no X display: run under xvfb-run -a swift run ProfileSample [--screenshot FILE.png]")
            return 1
        }
        do {
            let resources = try ResourceLocator.profileDirectory()
            try loadStyle(resources + "/profile.css")
            let directory = options.dataDirectory ?? ProfileStore.defaultDirectory(appID: id)
            let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
            let profileWindow = ProfileWindow(viewModel: viewModel, widgets: try loadWidgets(resources + "/profile.ui"))
            viewModel.load()
            if let path = options.screenshotPath {
                return try screenshot(profileWindow, viewModel: viewModel, to: path)
            }
            return try withExtendedLifetime(profileWindow) {
                profileWindow.disposeBag.insert(profileWindow.window.rx.destroyed => { MainLoop.quit() })
                if options.exitAfterFirstFrame { quitAfterFirstFrame(of: profileWindow.window) }
                profileWindow.window.showAll()
                try MainLoop.run()
                return 0
            }
        } catch {
            printError("ProfileSample: \(error)")
            return 1
        }
    }

    /// Shows the window, waits until the saved profile is in the form, writes
    /// the PNG and closes the window.
    private static func screenshot(_ profileWindow: ProfileWindow, viewModel: ProfileViewModel, to path: String) throws -> Int32 {
        let window = profileWindow.window
        guard GtkTestKit.showAndWait(window) else {
            printError("ProfileSample: the window was not shown in time")
            return 1
        }
        GtkTestKit.pump(until: { !viewModel.isLoading })
        GtkTestKit.pump(for: .milliseconds(200))
        try GtkTestKit.saveScreenshot(of: window, to: path)
        print("saved \(path)")
        window.destroy()
        return 0
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

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
