import BindingGLib
import BindingTesting
import Foundation
import MVVM
import XCTest

/// The gettext backend with a real catalog: a `.po` written here, compiled by msgfmt, read in German.
final class TranslationsTests: XCTestCase {
    private static let domain = "org.swiftbinding.TranslationsTest"
    private static let po = #"""
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        msgid "Save"
        msgstr "Speichern"

        msgid "{1} of {2}"
        msgstr "{2}: {1}"

        msgid "{1} file"
        msgid_plural "{1} files"
        msgstr[0] "{1} Datei"
        msgstr[1] "{1} Dateien"

        msgctxt "menu"
        msgid "Open"
        msgstr "Öffnen"

        msgctxt "state"
        msgid "Open"
        msgstr "Offen"
        """#

    private var localeDirectory: URL!

    override func setUpWithError() throws {
        localeDirectory = try makeTemporaryDirectory("translations").appendingPathComponent("locale")
        try GettextTestSupport.compileCatalog(Self.po, domain: Self.domain, language: "de", into: localeDirectory)
    }

    override func tearDownWithError() throws {
        Localization.install(IdentityTranslator())
        try FileManager.default.removeItem(at: localeDirectory.deletingLastPathComponent())
    }

    private func bind() throws {
        do {
            try Translations.bind(domain: Self.domain, localeDirectory: localeDirectory.path)
        } catch {
            // The test process's environment may name a locale that is not installed; the domain is bound anyway.
            guard case TranslationsError.localeUnavailable = error as any Error else { throw error }
        }
    }

    func testABoundDomainTranslatesPlainPluralContextAndReorderedMessages() throws {
        try bind()
        XCTAssertEqual(Translations.domain, Self.domain)
        XCTAssertTrue(Localization.translator is GettextTranslator)
        try GettextTestSupport.withMessagesLocale(GettextTestSupport.germanLocale) {
            XCTAssertEqual(tr("Save"), "Speichern")
            XCTAssertEqual(tr("Not in the catalog"), "Not in the catalog")
            XCTAssertEqual(tr(""), "", "not the catalog's header")
            XCTAssertEqual(tr("", context: "menu"), "")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 1, with: 1), "1 Datei")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 3, with: 3), "3 Dateien")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: -1, with: -1), "-1 Datei", "the rule sees the magnitude")
            XCTAssertEqual(tr("Open", context: "menu"), "Öffnen")
            XCTAssertEqual(tr("Open", context: "state"), "Offen")
            XCTAssertEqual(tr("Open", context: "unknown"), "Open")
            XCTAssertEqual(tr("{1} of {2}", with: "Seite", 4), "4: Seite")
        }
        XCTAssertEqual(tr("Save"), "Save", "outside the German locale the catalog is not read")
    }

    func testAMessageWithoutATranslationComesBackWhole() throws {
        try bind()
        try GettextTestSupport.withMessagesLocale(GettextTestSupport.germanLocale) {
            // gettext hands back the very pointer it was given: strings made at run time, as `tr` makes
            // them from its StaticString, short (inline) and long (heap).
            let translator = Localization.translator
            for literal in ["Absent", "Keep the title to {1} characters or fewer, which is not in the catalog"] {
                let message = String(decoding: Array(literal.utf8), as: UTF8.self)
                XCTAssertEqual(translator.translate(message), message)
                XCTAssertEqual(translator.translate(message, plural: message + "!", count: 1), message)
                XCTAssertEqual(translator.translate(message, plural: message + "!", count: 2), message + "!")
                XCTAssertEqual(translator.translate(message, context: "menu"), message)
            }
            XCTAssertEqual(tr("Keep the title to {1} characters or fewer", with: 60), "Keep the title to 60 characters or fewer")
            XCTAssertEqual(tr("{1} note", plural: "{1} notes", count: 3, with: 3), "3 notes")
        }
    }

    func testTranslatingFromManyThreadsAtOnce() throws {
        try bind()
        try GettextTestSupport.withMessagesLocale(GettextTestSupport.germanLocale) {
            let wrong = UnsafeCounter()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for count in 0..<500 where tr("{1} file", plural: "{1} files", count: count) != (count == 1 ? "{1} Datei" : "{1} Dateien") {
                    wrong.increment()
                }
            }
            XCTAssertEqual(wrong.value, 0)
        }
    }

    func testAMissingLocaleDirectoryIsAClearErrorAndMessagesStayInEnglish() throws {
        Localization.install(IdentityTranslator())
        let missing = localeDirectory.appendingPathComponent("nowhere").path
        XCTAssertThrowsError(try Translations.bind(domain: "org.swiftbinding.Missing", localeDirectory: missing)) { error in
            XCTAssertEqual(error as? TranslationsError, .localeDirectoryMissing(path: missing))
            XCTAssertTrue(String(describing: error).contains(missing), "\(error)")
            XCTAssertTrue(String(describing: error).contains("English"), "\(error)")
        }
        XCTAssertTrue(Localization.translator is IdentityTranslator, "nothing installed")
        XCTAssertNotEqual(Translations.domain, "org.swiftbinding.Missing")
        XCTAssertEqual(tr("Save"), "Save")
    }

    func testAnEmptyDomainIsRefused() {
        XCTAssertThrowsError(try Translations.bind(domain: "", localeDirectory: localeDirectory.path)) { error in
            XCTAssertEqual(error as? TranslationsError, .bindingFailed(domain: ""))
        }
    }

    func testTheLocaleErrorNamesTheVariableAndHowToInstallIt() {
        let text = TranslationsError.localeUnavailable(variable: "LANG", value: "xx_YY.UTF-8").description
        XCTAssertTrue(text.contains("xx_YY.UTF-8") && text.contains("LANG") && text.contains("locale-gen"), text)
    }
}

/// A counter several threads increment.
private final class UnsafeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
