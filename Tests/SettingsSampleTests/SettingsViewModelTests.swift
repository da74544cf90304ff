import Binding
import BindingTesting
import Foundation
import XCTest
@testable import SettingsKit

/// View model tests (storage is GSettings', tested with the window). Cache
/// results come through Drivers on the main queue, which `waitUntil` drains.
final class SettingsViewModelTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let bag = DisposeBag()

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private static func makeService(in directory: TemporaryDirectory) -> SettingsService {
        SettingsService(cache: CacheDirectory(path: directory.path + "/cache"))
    }

    @MainActor
    private static func makeViewModel(_ service: SettingsService) -> SettingsViewModel {
        let model = SettingsViewModel(service: service)
        model.load()
        return model
    }

    private static func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testStartsWithDefaultsAndReportsStorageProblems() {
        let directory = self.directory!
        MainActor.assumeIsolated {
            let model = Self.makeViewModel(Self.makeService(in: directory))
            XCTAssertEqual(model.settings, .defaults)
            XCTAssertEqual(model.warningMessage, "")
            model.report("The settings key \"dark-mode\" is locked and cannot be changed.")
            XCTAssertTrue(model.warningMessage.contains("locked"))
            model.dismissWarning()
            XCTAssertEqual(model.warningMessage, "")
            Self.waitUntil { !model.isBusyWithCache }
        }
    }

    func testClearCacheAsksFirstThenEmptiesTheCache() {
        let directory = self.directory!
        let bag = self.bag
        MainActor.assumeIsolated {
            directory.writeFile("cache/video.bin", bytes: 1_500_000)
            let model = Self.makeViewModel(Self.makeService(in: directory))
            Self.waitUntil { !model.isBusyWithCache }
            XCTAssertEqual(model.storageUsed, "1.5 MB")

            let user = ScriptedUser()
            bag.insert(model.confirmClear.handle { user.answer() })
            model.clearCache()
            Self.waitUntil { user.questions == 1 }
            XCTAssertEqual(directory.entries("cache"), ["video.bin"], "nothing deleted when the user says no")

            user.says = true
            model.clearCache()
            Self.waitUntil { user.questions == 2 && model.isBusyWithCache }
            Self.waitUntil { !model.isBusyWithCache }
            XCTAssertEqual(model.storageUsed, "0 bytes")
            XCTAssertEqual(directory.entries("cache"), [])
            XCTAssertEqual(model.warningMessage, "")
        }
    }

    func testClearCacheWithNoViewToAsk_saysSoInsteadOfWaiting() {
        let directory = self.directory!
        MainActor.assumeIsolated {
            directory.writeFile("cache/video.bin", bytes: 1_000)
            let model = Self.makeViewModel(Self.makeService(in: directory))
            Self.waitUntil { !model.isBusyWithCache }
            model.clearCache()
            Self.waitUntil { !model.warningMessage.isEmpty }
            XCTAssertTrue(model.warningMessage.contains("confirmClear"), model.warningMessage)
            XCTAssertEqual(directory.entries("cache"), ["video.bin"])
        }
    }
}

/// Answers the view model's questions as a test says.
@MainActor
private final class ScriptedUser {
    var says = false
    private(set) var questions = 0

    func answer() -> Bool {
        questions += 1
        return says
    }
}
