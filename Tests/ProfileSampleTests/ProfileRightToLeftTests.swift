import SampleSupport
import BindingGtk
import BindingGtkTesting
import CGtk
import Foundation
import ProfileKit
import ProfileStoreGLib
import XCTest
@testable import ProfileSample

/// The profile window in a right-to-left language: GTK takes the direction
/// from the locale (its own translation of "default:LTR" in gtk30.mo) and the
/// form mirrors, labels on the right of their fields.
///
/// The app has no Hebrew translation, and GLib translates nothing (GTK's
/// direction included) for a language the app's own domain has no catalog
/// for: the test stands in a generated one (the pseudo translation, under
/// `he`), as an app translated into Hebrew ships.
final class ProfileRightToLeftTests: XCTestCase {
    func testHebrewLocaleMirrorsTheForm() throws {
        try MainActor.assumeIsolated {
            try GtkTestKit.setUp()
            XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_LTR, "the tests run in an English locale")
            let catalogs = try TranslationChecks.makeCatalogs(appID: ProfileApp.id, pseudoLanguages: ["he"])
            defer { try? FileManager.default.removeItem(atPath: catalogs) }
            try TranslationChecks.withLanguage("he", locale: "he_IL.UTF-8", appID: ProfileApp.id, catalogs: catalogs) {
                XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_RTL, "GTK reads the direction from gtk30.mo")
                // What gtk_init does at start-up with the locale's direction; this process started in English.
                gtk_widget_set_default_direction(gtk_get_locale_direction())
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }

                let directory = TemporaryDirectory()
                defer { directory.remove() }
                let viewModel = ProfileViewModel(service: ProfileService(store: ProfileStore(directory: directory.path)))
                let widgets = try ProfileUI.loadStyled()
                let profileWindow = ProfileWindow(viewModel: viewModel, widgets: widgets)
                defer { widgets.window.destroy() }
                XCTAssertTrue(GtkTestKit.showAndWait(widgets.window))
                try widgets.window.waitUntilDrawn()

                XCTAssertEqual(gtk_widget_get_direction(widgets.nameEntry.widgetPointer), GTK_TEXT_DIR_RTL)
                XCTAssertTrue(TranslationChecks.isPseudo(widgets.nameLabel.text), "the app's Hebrew stand-in: \(widgets.nameLabel.text)")
                let label = Self.frame(of: widgets.nameLabel, in: widgets.window)
                let entry = Self.frame(of: widgets.nameEntry, in: widgets.window)
                XCTAssertGreaterThanOrEqual(label.minX, entry.maxX, "the label is right of its field: \(label) \(entry)")
                let save = Self.frame(of: widgets.saveButton, in: widgets.window)
                let cancel = Self.frame(of: widgets.cancelButton, in: widgets.window)
                XCTAssertLessThan(save.maxX, cancel.minX, "Save, packed at the end, is leftmost: \(save) \(cancel)")
                XCTAssertLessThan(save.minX, label.minX, "the action row mirrors too")
                withExtendedLifetime(profileWindow) {}
            }
            XCTAssertEqual(gtk_get_locale_direction(), GTK_TEXT_DIR_LTR, "the English locale is back")
        }
    }

    /// `widget`'s allocation in `window`'s coordinates.
    @MainActor
    private static func frame(of widget: Widget, in window: Window) -> (minX: Int32, maxX: Int32) {
        var x: Int32 = 0, y: Int32 = 0
        XCTAssertNotEqual(gtk_widget_translate_coordinates(widget.widgetPointer, window.widgetPointer, 0, 0, &x, &y), 0)
        let width = gtk_widget_get_allocated_width(widget.widgetPointer)
        return (x, x + width)
    }
}
