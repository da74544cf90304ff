import SampleSupport
import BindingGtk
import BindingGtkTesting
import BindingTesting
import Foundation
import SettingsKit
import XCTest
@testable import SettingsSample

/// End to end: the real `settings.ui`, real GTK signals and main loop, the
/// real key-file store; switches are flipped as a user does (the test kit).
/// The save debounce runs on a virtual-time scheduler (1 tick = 1 ms).
/// Run under `G_DEBUG=fatal-criticals xvfb-run -a swift test`.
final class SettingsWindowTests: XCTestCase {
    private static func makeService(_ directory: TemporaryDirectory) -> SettingsService {
        SettingsService(store: SettingsStore(directory: directory.path + "/config"),
                        cache: CacheDirectory(path: directory.path + "/cache"))
    }

    @MainActor
    private static func open(_ service: SettingsService, scheduler: TestScheduler) throws -> SettingsWindow {
        // Assembled as the app does: widgets, view model, bindings, then the saved settings restored.
        let viewModel = SettingsViewModel(service: service, scheduler: scheduler)
        let settingsWindow = SettingsWindow(viewModel: viewModel, widgets: try SettingsWidgets.load(from: ResourceLocator.settingsDirectory()))
        viewModel.load()
        XCTAssertTrue(GtkTestKit.showAndWait(settingsWindow.window))
        XCTAssertTrue(GtkTestKit.pump(until: { !viewModel.isBusyWithCache }))
        return settingsWindow
    }

    func testEveryInputIsReachableByItsLabel() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let settingsWindow = try Self.open(Self.makeService(directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
            let widgets = settingsWindow.widgets
            let window = widgets.window
            XCTAssertTrue(GtkTestKit.find(labelled: "Notifications", in: window) === widgets.notificationsSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Dark mode", in: window) === widgets.darkModeSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Sound", in: window) === widgets.soundSwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Autoplay videos", in: window) === widgets.autoPlaySwitch)
            XCTAssertTrue(GtkTestKit.find(labelled: "Download quality", in: window) === widgets.qualityCombo)
            XCTAssertTrue(GtkTestKit.find(labelled: "C_lear Cache…", in: window) === widgets.clearCacheButton)
            // Assistive technology gets each input's name from its label (ATK's labelled-by relation).
            XCTAssertEqual(widgets.darkModeSwitch.accessibleName, "Dark mode")
            XCTAssertEqual(widgets.autoPlaySwitch.accessibleName, "Autoplay videos")
            XCTAssertEqual(widgets.qualityCombo.accessibleName, "Download quality")
            XCTAssertEqual(widgets.qualityCombo.itemCount, DownloadQuality.allCases.count)
            XCTAssertEqual(widgets.qualityCombo.activeID, "high")
            XCTAssertEqual(widgets.storageLabel.text, "0 bytes")
            window.destroy()
        }
    }

    func testTogglingSwitchesSavesAfterTheDebounceAndReopeningRestores() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            defer { ToolkitSettings.default!.prefersDarkTheme = false }
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let service = Self.makeService(directory)
            let first = try Self.open(service, scheduler: scheduler)
            let widgets = first.widgets
            XCTAssertFalse(widgets.darkModeSwitch.isOn)
            XCTAssertFalse(ToolkitSettings.default!.prefersDarkTheme)

            GtkTestKit.toggle(widgets.darkModeSwitch)
            XCTAssertTrue(first.viewModel.darkModeEnabled)
            XCTAssertTrue(ToolkitSettings.default!.prefersDarkTheme, "GTK's prefer-dark-theme follows the switch")
            GtkTestKit.toggle(widgets.notificationsSwitch)
            GtkTestKit.toggle(widgets.autoPlaySwitch)
            widgets.qualityCombo.selectAsUser(DownloadQuality.allCases.firstIndex(of: .medium)!)
            XCTAssertEqual(first.viewModel.downloadQuality, .medium)

            scheduler.advance(by: .milliseconds(499))
            service.waitForPendingWork()
            XCTAssertNil(try service.store.load(), "not saved before 500 ms")
            scheduler.advance(by: .milliseconds(1))
            service.waitForPendingWork()
            let expected = Settings(notificationsEnabled: false, darkModeEnabled: true, autoPlayEnabled: true,
                                    downloadQuality: .medium)
            XCTAssertEqual(try service.store.load(), expected)
            first.window.destroy()
            ToolkitSettings.default!.prefersDarkTheme = false

            let second = try Self.open(Self.makeService(directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
            XCTAssertFalse(second.widgets.notificationsSwitch.isOn)
            XCTAssertTrue(second.widgets.darkModeSwitch.isOn)
            XCTAssertTrue(second.widgets.soundSwitch.isOn)
            XCTAssertTrue(second.widgets.autoPlaySwitch.isOn)
            XCTAssertEqual(second.widgets.qualityCombo.activeID, "medium")
            XCTAssertTrue(ToolkitSettings.default!.prefersDarkTheme, "the restored dark mode is applied")
            second.window.destroy()
        }
    }

    func testClosingTheWindowSavesAtOnce() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let service = Self.makeService(directory)
            let settingsWindow = try Self.open(service, scheduler: TestScheduler(resolution: .milliseconds(1)))
            GtkTestKit.toggle(settingsWindow.widgets.soundSwitch)
            GtkTestKit.click(settingsWindow.widgets.closeButton)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.window.isDestroyed }))
            // Closing started the save on the service's queue (the debounce never ran); join it.
            service.waitForPendingWork()
            XCTAssertEqual(try service.store.load(), Settings(soundEnabled: false))
        }
    }

    func testClearCacheAsksInADialogAndOnlyClearsWhenConfirmed() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.writeFile("cache/thumbs/a.png", bytes: 2_500)
            let service = Self.makeService(directory)
            let settingsWindow = try Self.open(service, scheduler: TestScheduler(resolution: .milliseconds(1)))
            let widgets = settingsWindow.widgets
            XCTAssertEqual(widgets.storageLabel.text, "2.5 kB")

            GtkTestKit.click(widgets.clearCacheButton)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
            let cancel = try XCTUnwrap(settingsWindow.confirmationDialog?.button(for: .cancel) as? Button)
            GtkTestKit.click(cancel)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog == nil || settingsWindow.confirmationDialog?.isDestroyed == true }))
            XCTAssertFalse(settingsWindow.viewModel.isBusyWithCache, "cancel started no clearing")
            // Had a clearing been queued, it would have finished by now.
            service.waitForPendingWork()
            XCTAssertEqual(directory.entries("cache"), ["thumbs"], "cancel keeps the cache")
            XCTAssertEqual(widgets.storageLabel.text, "2.5 kB")

            GtkTestKit.click(widgets.clearCacheButton)
            XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
            let dialog = try XCTUnwrap(settingsWindow.confirmationDialog)
            XCTAssertTrue(dialog.isModal)
            let clear = try XCTUnwrap(dialog.button(for: .accept) as? Button)
            XCTAssertEqual(clear.label, "_Clear Cache")
            GtkTestKit.click(clear)
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.storageLabel.text == "0 bytes" }))
            XCTAssertEqual(directory.entries("cache"), [])
            XCTAssertTrue(widgets.clearCacheButton.isEnabled)
            widgets.window.destroy()
        }
    }

    func testCorruptFileShowsAWarningAndKeepsTheFile() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            directory.writeFile("config/settings.ini", bytes: 0)
            try "dark-mode=true\n".write(toFile: directory.path + "/config/settings.ini", atomically: true, encoding: .utf8)
            let settingsWindow = try Self.open(Self.makeService(directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
            let widgets = settingsWindow.widgets
            XCTAssertTrue(GtkTestKit.pump(until: { widgets.warningBar.isRevealed }))
            XCTAssertTrue(widgets.warningLabel.text.contains("settings.ini.corrupt-"), widgets.warningLabel.text)
            XCTAssertFalse(widgets.darkModeSwitch.isOn, "defaults")
            XCTAssertEqual(directory.entries("config").filter { $0.hasPrefix("settings.ini.corrupt-") }.count, 1)
            widgets.warningBar.respond(.close)
            XCTAssertFalse(widgets.warningBar.isRevealed)
            widgets.window.destroy()
        }
    }

    func testClosedWindowAndViewModelAreFreed() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            weak var weakWindow: SettingsWindow?
            weak var weakViewModel: SettingsViewModel?
            do {
                let settingsWindow = try Self.open(Self.makeService(directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
                weakWindow = settingsWindow
                weakViewModel = settingsWindow.viewModel
                GtkTestKit.click(settingsWindow.widgets.clearCacheButton)
                XCTAssertTrue(GtkTestKit.pump(until: { settingsWindow.confirmationDialog?.isVisible == true }))
                settingsWindow.confirmationDialog?.respond(.cancel)
                settingsWindow.window.destroy()
            }
            XCTAssertTrue(GtkTestKit.pump(until: { weakWindow == nil && weakViewModel == nil }), "no reference cycle keeps them")
        }
    }
}
