import BindingAdwaita
import BindingGtk4
import BindingGtk4Testing
import CGtk4
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSampleGtk4

/// The GTK 4 profile window in a right-to-left language, as the GTK 3 window's test checks it: GTK 4
/// takes the direction from the locale (its own translation of "default:LTR" in gtk40.mo) and the
/// form mirrors, labels right of their fields. The sample has no Hebrew catalog, so its texts stay
/// English; GLib decided to translate when GTK started in the test process's English locale, so
/// GTK's own catalog still answers. Needs the he_IL.UTF-8 locale.
@MainActor
final class ProfileRightToLeftTests: XCTestCase {
    nonisolated func testHebrewLocaleMirrorsTheForm() throws {
        try GtkTestKit.run(self) { test in
            try Adw.initialize()
            XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_LTR, "the tests run in a left-to-right locale")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profile-gtk4-he-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try GtkTestKit.withLanguage(
                "he", locale: "he_IL.UTF-8", domain: BuildTranslations.domain, catalogs: BuildTranslations.localeDirectory
            ) {
                XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_RTL, "GTK 4 reads the direction from gtk40.mo")
                // What gtk_init does at start-up with the locale's direction; this process started left to right.
                gtk_widget_set_default_direction(gtk_get_locale_direction())
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
                let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory)))
                let profileWindow = ProfileWindow(viewModel: viewModel, widgets: try ProfileUI.loadStyled())
                defer { profileWindow.window.destroy() }
                XCTAssertTrue(GtkTestKit.presentAndWait(profileWindow.window))
                let widgets = profileWindow.widgets
                XCTAssertEqual(gtk_widget_get_direction(widgets.nameEntry.widgetPointer), GTK_TEXT_DIR_RTL)
                let label = try Self.frame(of: widgets.nameLabel, in: profileWindow.window)
                let entry = try Self.frame(of: widgets.nameEntry, in: profileWindow.window)
                XCTAssertGreaterThanOrEqual(label.minX, entry.maxX, "the label is right of its field: \(label) \(entry)")
                let save = try Self.frame(of: widgets.saveButton, in: profileWindow.window)
                let cancel = try Self.frame(of: widgets.cancelButton, in: profileWindow.window)
                XCTAssertLessThan(save.maxX, cancel.minX, "Save, the last of the action row, is leftmost: \(save) \(cancel)")
                XCTAssertLessThan(save.minX, label.minX, "the action row mirrors too")
            }
            XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_LTR, "the left-to-right locale is back")
        }
    }

    /// `widget`'s bounds in `window`'s coordinates, from left to right.
    private static func frame(of widget: Widget, in window: Window) throws -> (minX: Float, maxX: Float) {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget.widgetPointer, window.widgetPointer, &bounds), 0, "\(widget) is inside the window")
        return (bounds.origin.x, bounds.origin.x + bounds.size.width)
    }
}
