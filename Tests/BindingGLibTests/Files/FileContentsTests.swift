import BindingGLib
import Foundation
import XCTest

/// GLib's whole-file reads, atomic writes with a mode, and moving a damaged file aside.
final class FileContentsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory("file-contents")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testWriteCreatesTheFolderWithTheModeAndReadReturnsTheBytes() throws {
        let path = folder.path + "/deep/er/notes.bin"
        XCTAssertNil(try FileContents.read(path), "a missing file is nil, not an error")
        let bytes: [UInt8] = [0, 1, 2, 255, 10, 0]
        try FileContents.write(bytes, to: path, mode: 0o600)
        XCTAssertEqual(try FileContents.read(path), bytes)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        try FileContents.write([], to: path)
        XCTAssertEqual(try FileContents.read(path), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/deep/er"), ["notes.bin"],
                       "no temporary file is left")
    }

    func testFailuresCarryGLibsMessageAndLeaveTheOldContent() throws {
        let occupied = folder.path + "/occupied"
        try FileManager.default.createDirectory(atPath: occupied, withIntermediateDirectories: true)
        XCTAssertThrowsError(try FileContents.write([1], to: occupied)) {
            let failure = $0 as? FileContents.Failure
            XCTAssertEqual(failure?.isMissing, false)
            XCTAssertTrue(failure?.message.contains("occupied") == true, "\($0)")
        }
        XCTAssertThrowsError(try FileContents.read(occupied)) {
            XCTAssertFalse(($0 as? FileContents.Failure)?.message.isEmpty ?? true)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["occupied"])
    }

    func testMoveAsideKeepsEveryDamagedFileUnderADistinctName() throws {
        let path = folder.path + "/settings.ini"
        var moved: [String] = []
        for round in 0..<3 {
            try FileContents.write(Array("damaged \(round)".utf8), to: path)
            moved.append(try FileContents.moveAside(path))
        }
        XCTAssertEqual(Set(moved).count, 3)
        for (round, aside) in moved.enumerated() {
            XCTAssertTrue(aside.hasPrefix(path + ".corrupt-"), aside)
            XCTAssertEqual(try FileContents.read(aside), Array("damaged \(round)".utf8))
        }
        XCTAssertNil(try FileContents.read(path))
        XCTAssertThrowsError(try FileContents.moveAside(path), "nothing to move")
    }
}
