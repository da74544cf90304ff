@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class FileChooserButtonTests: XCTestCase {
    func testFilePathEmitsInitialAndUserChoicesOnly() throws {
        try onGtk {
            let directory = try makeTemporaryDirectory("widgets-chooser")
            defer { try? FileManager.default.removeItem(at: directory) }
            let first = directory.appendingPathComponent("first.txt").path
            let second = directory.appendingPathComponent("second.txt").path
            _ = FileManager.default.createFile(atPath: first, contents: Data("1".utf8))
            _ = FileManager.default.createFile(atPath: second, contents: Data("2".utf8))

            let button = FileChooserButton(title: "Pick")
            let recorder = ControlRecorder(button.rx.filePath)
            XCTAssertEqual(recorder.values, [nil])
            button.chooseAsUser(first)
            XCTAssertEqual(recorder.values, [nil, first])
            button.rx.filePath.onNext(second)
            XCTAssertEqual(button.filePath, second)
            XCTAssertEqual(button.fileURI, "file://" + second)
            XCTAssertEqual(recorder.values, [nil, first], "programmatic choice does not echo")
            button.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }
}
