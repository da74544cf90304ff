import Foundation
import TranslationsToolCore
import XCTest

final class CatalogBuildTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "catalog-build-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/po", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testLinguasListsLanguagesSeparatedByBlanksAndLinesWithComments() {
        let text = "# The languages\nde fr\n\tpt_BR  # Brazil\n\n#es\nnb\n"
        XCTAssertEqual(Linguas.languages(in: text), ["de", "fr", "pt_BR", "nb"])
        XCTAssertEqual(Linguas.languages(in: ""), [])
    }

    func testEachListedLanguageBecomesAMoFileAndTheSwiftFileNamesTheFolder() throws {
        try write("de\n", to: "po/LINGUAS")
        try write(germanCatalog, to: "po/de.po")
        try CatalogBuild.build(poFolder: folder + "/po", localeFolder: folder + "/locale", domain: "org.example.App",
                               swiftFile: folder + "/BuildTranslations.swift")
        let mo = folder + "/locale/de/LC_MESSAGES/org.example.App.mo"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: mo))
        // A GNU .mo file starts with the magic number 0x950412de in the writer's byte order.
        XCTAssertEqual(Array(bytes.prefix(4)), [0xde, 0x12, 0x04, 0x95])
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("Notiz"))
        let swift = try String(contentsOfFile: folder + "/BuildTranslations.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("static let domain = \"org.example.App\""))
        XCTAssertTrue(swift.contains("static let localeDirectory = \"\(folder)/locale\""))
    }

    func testNoLanguagesStillWritesTheSwiftFileAndAnEmptyLocaleFolder() throws {
        try write("# none yet\n", to: "po/LINGUAS")
        try CatalogBuild.build(poFolder: folder + "/po", localeFolder: folder + "/locale", domain: "org.example.App",
                               swiftFile: folder + "/BuildTranslations.swift")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/locale"), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/BuildTranslations.swift"))
    }

    func testALanguageWithoutItsPoFileIsAnErrorNamingBoth() throws {
        try write("de fr\n", to: "po/LINGUAS")
        try write(germanCatalog, to: "po/de.po")
        XCTAssertThrowsError(try CatalogBuild.build(
            poFolder: folder + "/po", localeFolder: folder + "/locale", domain: "d", swiftFile: folder + "/B.swift")
        ) { error in
            XCTAssertEqual(error as? CatalogBuild.Failure, .missingCatalog(language: "fr", folder: folder + "/po"))
            XCTAssertEqual("\(error)", "\(folder)/po/LINGUAS lists fr but \(folder)/po/fr.po is missing")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/B.swift"))
    }

    func testABrokenPoFileFailsTheBuild() throws {
        try write("de\n", to: "po/LINGUAS")
        // A format string whose translation drops the placeholder: msgfmt --check refuses it.
        try write(germanCatalog + "\n#, c-format\nmsgid \"%d notes\"\nmsgstr \"Notizen\"\n", to: "po/de.po")
        XCTAssertThrowsError(try CatalogBuild.build(
            poFolder: folder + "/po", localeFolder: folder + "/locale", domain: "d", swiftFile: folder + "/B.swift")
        ) { error in
            guard case .msgfmtFailed(let file, _) = error as? CatalogBuild.Failure else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, folder + "/po/de.po")
        }
    }

    func testAMissingPoFolderAndWrongArgumentsAreErrors() {
        XCTAssertThrowsError(try CatalogBuild.build(
            poFolder: folder + "/nowhere", localeFolder: folder + "/locale", domain: "d", swiftFile: folder + "/B.swift")
        ) { XCTAssertEqual($0 as? CatalogBuild.Failure, .noTranslationsFolder(folder + "/nowhere")) }
        XCTAssertEqual(CatalogBuild.main(["only", "three", "arguments"]), 1)
    }

    func testTheSwiftFileEscapesQuotesAndBackslashes() {
        let source = CatalogBuild.swiftSource(domain: "a\"b", localeFolder: "/tmp/x\\y")
        XCTAssertTrue(source.contains(#"static let domain = "a\"b""#))
        XCTAssertTrue(source.contains(#"static let localeDirectory = "/tmp/x\\y""#))
    }

    private var germanCatalog: String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Note"
        msgstr "Notiz"

        """
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
    }
}
