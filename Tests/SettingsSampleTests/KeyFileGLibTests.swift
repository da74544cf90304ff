import CGtk
import Foundation
import XCTest
@testable import SettingsKit

/// The Swift key file and GLib's `GKeyFile` read each other's files.
final class KeyFileGLibTests: XCTestCase {
    func testGLibReadsOurSettingsFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = SettingsStore(directory: directory.path)
        try store.save(Settings(notificationsEnabled: false, darkModeEnabled: true, downloadQuality: .low))

        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(g_key_file_load_from_file(file, store.filePath, G_KEY_FILE_NONE, &error), 0)
        XCTAssertNil(error)
        XCTAssertEqual(g_key_file_get_boolean(file, "Settings", "notifications", nil), 0)
        XCTAssertEqual(g_key_file_get_boolean(file, "Settings", "dark-mode", nil), 1)
        XCTAssertEqual(g_key_file_get_boolean(file, "Settings", "sound", nil), 1)
        let quality = g_key_file_get_string(file, "Settings", "download-quality", nil)
        defer { g_free(quality) }
        XCTAssertEqual(quality.map { String(cString: $0) }, "low")
    }

    func testWeReadGLibsEscapedStrings() throws {
        let tricky = " two\tlines\nwith \\ and trailing "
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        g_key_file_set_string(file, "Group", "text", tricky)
        g_key_file_set_boolean(file, "Group", "flag", 1)
        let data = g_key_file_to_data(file, nil, nil)
        defer { g_free(data) }
        let parsed = try KeyFile(parsing: String(cString: data!))
        XCTAssertEqual(parsed.value(forKey: "text", in: "Group"), tricky)
        XCTAssertEqual(parsed.value(forKey: "flag", in: "Group"), "true")

        // And GLib reads the same value back from our text.
        var ours = KeyFile()
        ours.setValue(tricky, forKey: "text", in: "Group")
        let reread = g_key_file_new()
        defer { g_key_file_free(reread) }
        XCTAssertNotEqual(g_key_file_load_from_data(reread, ours.text(), gsize(ours.text().utf8.count), G_KEY_FILE_NONE, nil), 0)
        let value = g_key_file_get_string(reread, "Group", "text", nil)
        defer { g_free(value) }
        XCTAssertEqual(value.map { String(cString: $0) }, tricky)
    }

    func testGLibAlsoRejectsWhatWeReject() {
        for text in ["key=value", "[Group]\njust words", "[Group\nkey=value"] {
            let file = g_key_file_new()
            defer { g_key_file_free(file) }
            XCTAssertEqual(g_key_file_load_from_data(file, text, gsize(text.utf8.count), G_KEY_FILE_NONE, nil), 0, text)
            XCTAssertThrowsError(try KeyFile(parsing: text), text)
        }
    }
}
