import Foundation
import BindingGLib
import XCTest

/// Where an app finds its catalogs: an install prefix's share/locale beside its bin/, else the build's.
final class TranslationsLocaleDirectoryTests: XCTestCase {
    private var prefix: URL!

    override func setUpWithError() throws {
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("translations-locale-directory-\(getpid())")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: prefix)
    }

    func testAnInstalledCatalogBesideTheExecutableWins() throws {
        let catalogs = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        try Data().write(to: catalogs.appendingPathComponent("org.example.App.mo"))
        let directory = Translations.localeDirectory(
            domain: "org.example.App", executable: prefix.appendingPathComponent("bin/App").path, buildLocaleDirectory: "/build/locale")
        XCTAssertEqual(directory, prefix.appendingPathComponent("share/locale").path)
    }

    func testWithoutAnInstalledCatalogOfThisDomainTheBuildFolderIsUsed() throws {
        let catalogs = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        try Data().write(to: catalogs.appendingPathComponent("org.example.Other.mo"))
        let directory = Translations.localeDirectory(
            domain: "org.example.App", executable: prefix.appendingPathComponent("bin/App").path, buildLocaleDirectory: "/build/locale")
        XCTAssertEqual(directory, "/build/locale")
    }
}
