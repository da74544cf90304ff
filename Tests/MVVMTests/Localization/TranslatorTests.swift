import Dispatch
import MVVM
import XCTest

/// `tr` and the installable translator: English by default, a dictionary in tests, plurals, contexts,
/// placeholders in the translator's order, and installation racing with lookups.
final class TranslatorTests: XCTestCase {
    private let german = DictionaryTranslator(
        messages: ["Save": "Speichern", "{1} of {2}": "{2}: {1}", "Name": "Name"],
        plurals: ["{1} file": ["{1} Datei", "{1} Dateien"]],
        contextual: ["menu": ["Open": "Öffnen"], "state": ["Open": "Offen"]])

    func testWithoutAnInstalledTranslator_messagesStayInEnglish() {
        XCTAssertTrue(Localization.translator is IdentityTranslator)
        XCTAssertEqual(tr("Save"), "Save")
        XCTAssertEqual(tr("Open", context: "menu"), "Open")
        XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 1), "{1} file")
        XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 0), "{1} files")
        XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 2, with: 2), "2 files")
    }

    func testAnInstalledTranslatorAnswersAndTheEnglishOneIsBackAfterwards() {
        Localization.withTranslator(german) {
            XCTAssertEqual(tr("Save"), "Speichern")
            XCTAssertEqual(tr("Unknown"), "Unknown", "a message without a translation stays in English")
        }
        XCTAssertEqual(tr("Save"), "Save")
    }

    func testTheTranslatorIsRestoredWhenTheBodyThrows() {
        struct Failure: Error {}
        XCTAssertThrowsError(try Localization.withTranslator(german) { throw Failure() })
        XCTAssertEqual(tr("Save"), "Save")
    }

    func testPluralFormsFollowTheLanguagesRule() {
        // A rule with three forms (one, few, many) shows that the form is the rule's, not English's.
        var slavic = german
        slavic.plurals = ["{1} file": ["{1} soubor", "{1} soubory", "{1} souborů"]]
        slavic.pluralRule = { $0 == 1 ? 0 : (2...4).contains($0) ? 1 : 2 }
        Localization.withTranslator(slavic) {
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 1, with: 1), "1 soubor")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 3, with: 3), "3 soubory")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 7, with: 7), "7 souborů")
            XCTAssertEqual(tr("{1} dir", plural: "{1} dirs", count: 7, with: 7), "7 dirs", "untranslated: English rule")
        }
        var short = german
        short.pluralRule = { _ in 5 }
        Localization.withTranslator(short) {
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 1), "{1} file", "a missing form falls back to English")
        }
    }

    func testContextsTellTheSameWordsApart() {
        Localization.withTranslator(german) {
            XCTAssertEqual(tr("Open", context: "menu"), "Öffnen")
            XCTAssertEqual(tr("Open", context: "state"), "Offen")
            XCTAssertEqual(tr("Open", context: "other"), "Open")
            XCTAssertEqual(tr("Open"), "Open", "a message without context is another message")
        }
    }

    func testTheTranslationMayReorderThePlaceholders() {
        XCTAssertEqual(tr("{1} of {2}", with: "a", 3), "a of 3")
        Localization.withTranslator(german) {
            XCTAssertEqual(tr("{1} of {2}", with: "a", 3), "3: a")
        }
    }

    func testTheFallbackMarksUntranslatedMessages() {
        let marking = DictionaryTranslator(messages: ["Save": "Speichern"], fallback: { "[\($0)]" })
        Localization.withTranslator(marking) {
            XCTAssertEqual(tr("Save"), "Speichern")
            XCTAssertEqual(tr("Quit"), "[Quit]")
            XCTAssertEqual(tr("Open", context: "menu"), "[Open]")
            XCTAssertEqual(tr("{1} file", plural: "{1} files", count: 2), "[{1} files]")
        }
    }

    func testFormatting_bracesPlaceholdersAndMistakes() {
        XCTAssertEqual(TranslationFormat.format("{2}{1}", ["a", "b"]), "ba")
        XCTAssertEqual(TranslationFormat.format("{{1}} is {1}", ["x"]), "{1} is x", "doubled braces are literal")
        XCTAssertEqual(TranslationFormat.format("a }} b {{", []), "a } b {")
        XCTAssertEqual(TranslationFormat.format("{3} {0} {x} {} {", ["a"]), "{3} {0} {x} {} {", "no argument: kept as written")
        XCTAssertEqual(TranslationFormat.format("{1}{1}", ["é"]), "éé")
        XCTAssertEqual(TranslationFormat.placeholders(in: "{2} and {1} and {2} {{3}}"), [1, 2])
        XCTAssertEqual(TranslationFormat.placeholders(in: "none"), [])
        // A message without arguments is not read for placeholders.
        XCTAssertEqual(tr("Use {{braces}}"), "Use {{braces}}")
    }

    func testInstallingWhileOtherThreadsTranslate_eachCallSeesAWholeTranslator() {
        let english = IdentityTranslator()
        let german = self.german
        let iterations = 2_000
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<iterations {
                if worker == 0 {
                    Localization.install(index.isMultiple(of: 2) ? german : english)
                } else {
                    let answer = tr("Save")
                    XCTAssertTrue(answer == "Save" || answer == "Speichern", answer)
                }
            }
        }
        Localization.install(english)
        XCTAssertEqual(tr("Save"), "Save")
    }
}
