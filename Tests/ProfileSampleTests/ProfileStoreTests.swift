import CGtk
import Foundation
import XCTest
@testable import ProfileKit
import ProfileStoreGLib
import ProfileSample

final class ProfileStoreTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let ada = Profile(name: "Ada", email: "ada@example.org", bio: "Analyst", avatarPath: "/tmp/ada.png")

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private var store: ProfileStore { ProfileStore(directory: directory.path + "/app") }

    func testLoadWithoutFileGivesNil() throws {
        XCTAssertNil(try store.load())
    }

    func testSaveThenLoadRoundTrips() throws {
        try store.save(ada)
        XCTAssertEqual(try store.load(), ada)
        var changed = ada
        changed.bio = "Poet of science"
        changed.avatarPath = nil
        try store.save(changed)
        XCTAssertEqual(try ProfileStore(directory: directory.path + "/app").load(), changed)
    }

    func testSavedFileIsPrivate() throws {
        let previous = umask(0)
        defer { umask(previous) }
        try store.save(ada)
        var info = stat()
        XCTAssertEqual(stat(store.filePath, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
    }

    func testNoTemporaryFileIsLeftAfterSaves() throws {
        for index in 0..<5 {
            var profile = ada
            profile.name = "Ada \(index)"
            try store.save(profile)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory), ["profile.json"])
    }

    func testEncodingFailureLeavesExistingFileUntouched() throws {
        try store.save(ada)
        let before = try Data(contentsOf: URL(fileURLWithPath: store.filePath))
        struct Boom: Error {}
        let failing = ProfileStore(directory: store.directory, encode: { _ in throw Boom() })
        XCTAssertThrowsError(try failing.save(Profile(name: "B", email: "b@example.org", bio: "b"))) { error in
            guard case ProfileStoreError.encodingFailed = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.filePath)), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory), ["profile.json"])
    }

    func testFailedRenameRemovesTemporaryFile() throws {
        // A directory where the file should be makes the final rename fail.
        try FileManager.default.createDirectory(atPath: store.filePath + "/occupied", withIntermediateDirectories: true)
        XCTAssertThrowsError(try store.save(ada)) { error in
            guard case ProfileStoreError.writeFailed = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory), ["profile.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.filePath), ["occupied"])
    }

    func testCorruptFileIsMovedAsideAndReported() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let garbage = Data("{\"name\": \"Ada\", \"email\": tru".utf8)
        try garbage.write(to: URL(fileURLWithPath: store.filePath))
        XCTAssertThrowsError(try store.load()) { error in
            guard case let ProfileStoreError.corrupt(_, movedTo) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(movedTo.hasPrefix(store.filePath + ".corrupt-"), movedTo)
            XCTAssertEqual(try? Data(contentsOf: URL(fileURLWithPath: movedTo)), garbage)
            XCTAssertTrue("\(error)".contains(movedTo))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.filePath))
        // Saving afterwards writes a new file and keeps the damaged one.
        try store.save(ada)
        XCTAssertEqual(try store.load(), ada)
        let names = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        XCTAssertEqual(names.count, 2)
        XCTAssertEqual(names.filter { $0.hasPrefix("profile.json.corrupt-") }.count, 1)
    }

    func testTwoCorruptFilesGetDistinctNames() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        for _ in 0..<2 {
            try Data("not json".utf8).write(to: URL(fileURLWithPath: store.filePath))
            XCTAssertThrowsError(try store.load())
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        XCTAssertEqual(names.filter { $0.hasPrefix("profile.json.corrupt-") }.count, 2)
    }

    func testUnreadableFileIsMovedAsideAndReported() throws {
        // A directory named profile.json cannot be read as a file (this also
        // holds when the tests run as root, where mode 000 would not stop a read).
        try FileManager.default.createDirectory(atPath: store.filePath, withIntermediateDirectories: true)
        XCTAssertThrowsError(try store.load()) { error in
            guard case let ProfileStoreError.unreadable(reason, movedTo?) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("read"), reason)
            XCTAssertTrue(movedTo.hasPrefix(store.filePath + ".corrupt-"), movedTo)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.filePath))
    }

    func testDefaultDirectoryIsGLibsUserDataDirectory() {
        // GLib reads $XDG_DATA_HOME (else ~/.local/share) once per process.
        let expected = String(cString: g_get_user_data_dir()) + "/org.example.P"
        XCTAssertEqual(ProfileStore.defaultDirectory(appID: "org.example.P"), expected)
        XCTAssertTrue(expected.hasPrefix("/"))
    }
}
