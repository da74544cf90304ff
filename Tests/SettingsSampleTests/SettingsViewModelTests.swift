import Binding
import BindingTesting
import Foundation
import XCTest
@testable import SettingsKit

/// View model tests. The 500 ms save debounce runs on a virtual-time
/// `TestScheduler` (1 tick = 1 ms), so no test waits for it. Saves run on the
/// service's queue; `waitForPendingWork()` joins it. Cache results come
/// through Drivers on the main queue, which `waitUntil` drains.
final class SettingsViewModelTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let bag = DisposeBag()

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private static func makeService(in directory: TemporaryDirectory) -> SettingsService {
        SettingsService(store: SettingsStore(directory: directory.path + "/config"),
                        cache: CacheDirectory(path: directory.path + "/cache"))
    }

    @MainActor
    private static func makeViewModel(_ service: SettingsService, scheduler: TestScheduler) -> SettingsViewModel {
        let model = SettingsViewModel(service: service, scheduler: scheduler)
        model.load()
        return model
    }

    private static func settingsFile(in directory: TemporaryDirectory) -> String { directory.path + "/config/settings.ini" }

    private static func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testStartsWithDefaultsWithoutFile() {
        let directory = self.directory!
        MainActor.assumeIsolated {
            let model = Self.makeViewModel(Self.makeService(in: directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
            XCTAssertEqual(model.settings, .defaults)
            XCTAssertEqual(model.warningMessage, "")
            XCTAssertFalse(model.hasUnsavedChanges)
        }
    }

    func testChangesAreSavedOnce500msAfterTheLastOneAndRestored() throws {
        let directory = self.directory!
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let service = Self.makeService(in: directory)
            let model = Self.makeViewModel(service, scheduler: scheduler)

            model.darkModeEnabled = true
            scheduler.advance(by: .milliseconds(300))
            model.soundEnabled = false
            model.downloadQuality = .low
            scheduler.advance(by: .milliseconds(499))
            service.waitForPendingWork()
            XCTAssertFalse(FileManager.default.fileExists(atPath: Self.settingsFile(in: directory)), "each change restarts the 500 ms")
            XCTAssertTrue(model.hasUnsavedChanges)

            scheduler.advance(by: .milliseconds(1))
            service.waitForPendingWork()
            let expected = Settings(darkModeEnabled: true, soundEnabled: false, downloadQuality: .low)
            XCTAssertEqual(try SettingsStore(directory: directory.path + "/config").load(), expected)
            XCTAssertFalse(model.hasUnsavedChanges)
            XCTAssertEqual(scheduler.pendingCount, 0, "one save for the burst")

            // Reopen: a new view model over the same folder restores the values
            // without scheduling a save.
            let reopenScheduler = TestScheduler(resolution: .milliseconds(1))
            let reopened = Self.makeViewModel(Self.makeService(in: directory), scheduler: reopenScheduler)
            XCTAssertEqual(reopened.settings, expected)
            XCTAssertFalse(reopened.hasUnsavedChanges)
            XCTAssertEqual(reopenScheduler.pendingCount, 0)
        }
    }

    func testSaveNowWritesPendingChangesAtOnce() throws {
        let directory = self.directory!
        try MainActor.assumeIsolated {
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let service = Self.makeService(in: directory)
            let model = Self.makeViewModel(service, scheduler: scheduler)
            model.autoPlayEnabled = true
            model.notificationsEnabled = false
            model.saveNow()
            model.waitForPendingSaves()
            let expected = Settings(notificationsEnabled: false, autoPlayEnabled: true)
            XCTAssertEqual(try service.store.load(), expected)
            // The debounce still fires later but finds nothing to save.
            try FileManager.default.removeItem(atPath: Self.settingsFile(in: directory))
            scheduler.advance(by: .milliseconds(500))
            service.waitForPendingWork()
            XCTAssertFalse(FileManager.default.fileExists(atPath: Self.settingsFile(in: directory)))
        }
    }

    func testCorruptFileMeansDefaultsAWarningAndTheFileKept() throws {
        let directory = self.directory!
        try MainActor.assumeIsolated {
            try FileManager.default.createDirectory(atPath: directory.path + "/config", withIntermediateDirectories: true)
            try "[Settings]\ndark-mode=true\nsound=perhaps\n".write(toFile: Self.settingsFile(in: directory), atomically: true, encoding: .utf8)
            let scheduler = TestScheduler(resolution: .milliseconds(1))
            let model = Self.makeViewModel(Self.makeService(in: directory), scheduler: scheduler)
            XCTAssertEqual(model.settings, .defaults)
            XCTAssertTrue(model.warningMessage.contains("settings.ini.corrupt-"), model.warningMessage)
            XCTAssertTrue(model.warningMessage.contains("sound is “perhaps”"), model.warningMessage)
            XCTAssertEqual(directory.entries("config").filter { $0.hasPrefix("settings.ini.corrupt-") }.count, 1)
            XCTAssertEqual(scheduler.pendingCount, 0, "the defaults are not written over anything")
            model.dismissWarning()
            XCTAssertEqual(model.warningMessage, "")
        }
    }

    func testClearCacheAsksFirstThenEmptiesTheCache() {
        let directory = self.directory!
        let bag = self.bag
        MainActor.assumeIsolated {
            directory.writeFile("cache/video.bin", bytes: 1_500_000)
            let model = Self.makeViewModel(Self.makeService(in: directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
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
            let model = Self.makeViewModel(Self.makeService(in: directory), scheduler: TestScheduler(resolution: .milliseconds(1)))
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
