import XCTest
@testable import SettingsKit

final class KeyFileTests: XCTestCase {
    func testParsesGroupsKeysCommentsAndSpaces() throws {
        let file = try KeyFile(parsing: """
            # a comment
              [First]
            a = 1
            b=two words\r
            # another

            [Second]
            a=x
            [First]
            a=3
            """)
        XCTAssertEqual(file.groups.map(\.name), ["First", "Second"])
        XCTAssertEqual(file.value(forKey: "a", in: "First"), "3", "the last duplicate wins")
        XCTAssertEqual(file.value(forKey: "b", in: "First"), "two words")
        XCTAssertEqual(file.value(forKey: "a", in: "Second"), "x")
        XCTAssertNil(file.value(forKey: "c", in: "First"))
        XCTAssertNil(file.value(forKey: "a", in: "Third"))
    }

    func testEscapesRoundTrip() throws {
        var file = KeyFile()
        let tricky = " leading space, tab\t, newline\n, backslash \\ and trailing "
        file.setValue(tricky, forKey: "text", in: "Group")
        let text = file.text(comment: "header")
        XCTAssertTrue(text.hasPrefix("# header\n"), text)
        XCTAssertTrue(text.contains("text=\\sleading space, tab\\t, newline\\n, backslash \\\\ and trailing \n"), text)
        XCTAssertEqual(try KeyFile(parsing: text).value(forKey: "text", in: "Group"), tricky)
    }

    func testRejectsWhatGLibRejects() {
        let bad: [(String, Int)] = [
            ("key=value", 1),                 // no group yet
            ("[Group]\njust words", 2),       // neither pair nor comment
            ("[Group\nkey=value", 1),         // unterminated group
            ("[]\n", 1),                      // empty group name
            ("[Group]\n=value", 2),           // empty key
            ("[Group]\nkey=bad \\q escape", 2),
            ("[Group]\nkey=dangling\\", 2),
        ]
        for (text, line) in bad {
            XCTAssertThrowsError(try KeyFile(parsing: text), text) { error in
                XCTAssertEqual((error as? KeyFile.ParseError)?.line, line, text)
            }
        }
    }

    func testSettingsLayoutAndDefaults() throws {
        let settings = Settings(notificationsEnabled: false, darkModeEnabled: true, soundEnabled: true,
                                autoPlayEnabled: true, downloadQuality: .low)
        let text = SettingsKeyFile.keyFile(for: settings).text()
        XCTAssertEqual(text, """
            [Settings]
            notifications=false
            dark-mode=true
            sound=true
            autoplay=true
            download-quality=low

            """)
        XCTAssertEqual(try SettingsKeyFile.settings(from: KeyFile(parsing: text)), settings)
        // Missing keys take defaults, unknown keys are ignored, 1/0 are booleans.
        let partial = try KeyFile(parsing: "[Settings]\ndark-mode=1\nnotifications=0\nfuture-option=yes\n")
        XCTAssertEqual(try SettingsKeyFile.settings(from: partial),
                       Settings(notificationsEnabled: false, darkModeEnabled: true))
        XCTAssertEqual(try SettingsKeyFile.settings(from: KeyFile()), .defaults)
    }

    func testInvalidValuesAreReported() throws {
        XCTAssertThrowsError(try SettingsKeyFile.settings(from: KeyFile(parsing: "[Settings]\nsound=maybe"))) { error in
            XCTAssertEqual("\(error)", "sound is “maybe”, expected true or false")
        }
        XCTAssertThrowsError(try SettingsKeyFile.settings(from: KeyFile(parsing: "[Settings]\ndownload-quality=ultra"))) { error in
            XCTAssertEqual("\(error)", "download-quality is “ultra”, expected one of low, medium, high")
        }
    }

    func testStorageSizeText() {
        XCTAssertEqual(StorageSize.text(0), "0 bytes")
        XCTAssertEqual(StorageSize.text(1), "1 byte")
        XCTAssertEqual(StorageSize.text(999), "999 bytes")
        XCTAssertEqual(StorageSize.text(1000), "1.0 kB")
        XCTAssertEqual(StorageSize.text(1_536), "1.5 kB")
        XCTAssertEqual(StorageSize.text(12_345_678), "12.3 MB")
        XCTAssertEqual(StorageSize.text(999_999), "1.0 MB")
        XCTAssertEqual(StorageSize.text(2_000_000_000), "2.0 GB")
    }
}
