import BindingGtk
import BindingTesting
import CGtk
import Foundation
import MVVM
import XCTest

/// `Builder` translates a `.ui` file's `translatable="yes"` strings with the bound domain, and GTK's own
/// strings follow the same locale.
final class BuilderTranslationTests: XCTestCase {
    private static let domain = "org.swiftbinding.BuilderTranslationTest"
    private static let po = #"""
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        msgid "Quit"
        msgstr "Beenden"

        msgctxt "verb"
        msgid "Open"
        msgstr "Öffnen"
        """#
    private static let ui = """
        <interface>
          <object class="GtkBox" id="box">
            <child><object class="GtkLabel" id="quit"><property name="label" translatable="yes">Quit</property></object></child>
            <child><object class="GtkLabel" id="open"><property name="label" translatable="yes" context="verb">Open</property></object></child>
            <child><object class="GtkLabel" id="plain"><property name="label">Quit</property></object></child>
          </object>
        </interface>
        """

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("builder-translation-\(getpid())")
        try GettextTestSupport.compileCatalog(
            Self.po, domain: Self.domain, language: "de", into: folder.appendingPathComponent("locale"))
    }

    override func tearDownWithError() throws {
        Localization.install(IdentityTranslator())
        try FileManager.default.removeItem(at: folder)
    }

    func testABuilderTranslatesTranslatableStringsWithTheBoundDomain() throws {
        let localeDirectory = folder.appendingPathComponent("locale").path
        try onGtk {
            do {
                try Translations.bind(domain: Self.domain, localeDirectory: localeDirectory)
            } catch {
                // The test environment's locale variables may name an uninstalled locale; the domain is bound anyway.
                guard case TranslationsError.localeUnavailable = error as any Error else { throw error }
            }
            XCTAssertEqual(Builder().translationDomain, Self.domain)
            try GettextTestSupport.withMessagesLocale(GettextTestSupport.germanLocale) {
                let builder = try Builder(string: Self.ui)
                XCTAssertEqual(try builder.get("quit", as: Label.self).text, "Beenden")
                XCTAssertEqual(try builder.get("open", as: Label.self).text, "Öffnen", "the context is honoured")
                XCTAssertEqual(try builder.get("plain", as: Label.self).text, "Quit", "not translatable: kept")

                let otherDomain = Builder()
                otherDomain.translationDomain = "org.swiftbinding.NoSuchDomain"
                try otherDomain.add(string: Self.ui)
                XCTAssertEqual(try otherDomain.get("quit", as: Label.self).text, "Quit", "another domain: not translated")

                // GTK's own strings (gtk30.mo) follow the same locale: a color button's default title.
                let button = gtk_color_button_new()!
                g_object_ref_sink(UnsafeMutableRawPointer(button))
                defer { g_object_unref(UnsafeMutableRawPointer(button)) }
                let title = String(cString: gtk_color_button_get_title(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkColorButton.self)))
                XCTAssertNotEqual(title, "Pick a Color", "GTK's own strings are German too")
            }
            let english = try Builder(string: Self.ui)
            XCTAssertEqual(try english.get("quit", as: Label.self).text, "Quit", "loaded outside the German locale")
        }
    }
}
