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

            var confirmations = 0
            bag.insert(model.$showClearCacheConfirmation.emit(onNext: { confirmations += 1 }))
            model.clearCache()
            Self.waitUntil { confirmations == 1 }
            XCTAssertEqual(directory.entries("cache"), ["video.bin"], "nothing deleted before confirmation")

            model.confirmClearCache()
            XCTAssertTrue(model.isBusyWithCache)
            Self.waitUntil { !model.isBusyWithCache }
            XCTAssertEqual(model.storageUsed, "0 bytes")
            XCTAssertEqual(directory.entries("cache"), [])
            XCTAssertEqual(model.warningMessage, "")
        }
    }
}
