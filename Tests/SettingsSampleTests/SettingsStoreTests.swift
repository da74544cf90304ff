import Foundation
import XCTest
@testable import SettingsKit

final class SettingsStoreTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let custom = Settings(notificationsEnabled: false, darkModeEnabled: true, soundEnabled: false,
                                  autoPlayEnabled: true, downloadQuality: .medium)

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private var store: SettingsStore { SettingsStore(directory: directory.path + "/config") }

    func testLoadWithoutFileGivesNil() throws {
        XCTAssertNil(try store.load())
    }

    func testSaveThenLoadRoundTrips() throws {
        try store.save(custom)
        XCTAssertEqual(try SettingsStore(directory: store.directory).load(), custom)
        XCTAssertEqual(directory.entries("config"), ["settings.ini"], "no temporary file left")
        let text = try String(contentsOfFile: store.filePath, encoding: .utf8)
        XCTAssertTrue(text.contains("[Settings]\nnotifications=false\ndark-mode=true\n"), text)
    }

    func testCorruptFileIsMovedAsideAndReported() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let garbage = "[Settings]\ndark-mode=true\nthis line is garbage\n"
        try garbage.write(toFile: store.filePath, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try store.load()) { error in
            guard case let SettingsStoreError.corrupt(reason, movedTo) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("line 3:"), reason)
            XCTAssertTrue(movedTo.hasPrefix(store.filePath + ".corrupt-"), movedTo)
            XCTAssertEqual(try? String(contentsOfFile: movedTo, encoding: .utf8), garbage)
            XCTAssertTrue("\(error)".contains("the defaults are used"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.filePath))
        try store.save(custom)
        XCTAssertEqual(try store.load(), custom)
        XCTAssertEqual(directory.entries("config").filter { $0.hasPrefix("settings.ini.corrupt-") }.count, 1)
    }

    func testInvalidValueAndBinaryFileAreCorrupt() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        for content in [Data("[Settings]\nsound=loud\n".utf8), Data([0xFF, 0xFE, 0x00, 0x80])] {
            try content.write(to: URL(fileURLWithPath: store.filePath))
            XCTAssertThrowsError(try store.load()) { error in
                guard case SettingsStoreError.corrupt = error else { return XCTFail("\(error)") }
            }
        }
        XCTAssertEqual(directory.entries("config").filter { $0.hasPrefix("settings.ini.corrupt-") }.count, 2)
    }

    func testUnwritableLocationFails() {
        // A file where the directory should be.
        directory.writeFile("config", bytes: 1)
        XCTAssertThrowsError(try store.save(custom)) { error in
            guard case SettingsStoreError.writeFailed = error else { return XCTFail("\(error)") }
        }
    }

    func testDefaultDirectoriesFollowXDG() {
        let id = "org.example.S"
        XCTAssertEqual(SettingsStore.defaultDirectory(appID: id, environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]), "/cfg/\(id)")
        XCTAssertEqual(SettingsStore.defaultDirectory(appID: id, environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/u"]), "/home/u/.config/\(id)")
        XCTAssertEqual(CacheDirectory.defaultPath(appID: id, environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/u"]), "/c/\(id)")
        XCTAssertEqual(CacheDirectory.defaultPath(appID: id, environment: ["HOME": "/home/u"]), "/home/u/.cache/\(id)")
    }

    func testCacheSizeAndClear() throws {
        let cache = CacheDirectory(path: directory.path + "/cache")
        XCTAssertEqual(cache.bytesUsed(), 0, "a missing folder holds nothing")
        directory.writeFile("cache/a.bin", bytes: 1500)
        directory.writeFile("cache/thumbs/b.bin", bytes: 500)
        XCTAssertEqual(cache.bytesUsed(), 2000)
        try cache.clear()
        XCTAssertEqual(cache.bytesUsed(), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.path), "the folder itself stays")
    }
}
