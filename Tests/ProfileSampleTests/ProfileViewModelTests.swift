import Binding
import Foundation
import XCTest
@testable import ProfileKit
import ProfileStoreGLib
import ProfileSample

/// View model tests. XCTest runs these on the main thread; results from the
/// service's background queue arrive through Drivers on the main queue,
/// which `waitUntil` drains by running the main run loop.
final class ProfileViewModelTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private let bag = DisposeBag()

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    @MainActor
    private static func makeViewModel(in directory: TemporaryDirectory, encode: (@Sendable (Profile) throws -> Data)? = nil) -> ProfileViewModel {
        let store = encode.map { ProfileStore(directory: directory.path, encode: $0) } ?? ProfileStore(directory: directory.path)
        return ProfileViewModel(service: ProfileService(store: store))
    }

    private static func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testStartsDisabledWithoutReasons() {
        let directory = self.directory!
        MainActor.assumeIsolated {
            let model = Self.makeViewModel(in: directory)
            XCTAssertFalse(model.isSaveEnabled)
            XCTAssertEqual([model.nameError, model.emailError, model.bioError], ["", "", ""])
        }
    }

    func testTypingSequenceEnablesAndDisablesSave() {
        let directory = self.directory!
        let bag = self.bag
        MainActor.assumeIsolated {
            let model = Self.makeViewModel(in: directory)
            var states: [Bool] = []
            bag.insert(model.$isSaveEnabled.drive(onNext: { states.append($0) }))

            for prefix in ["A", "Ad", "Ada"] { model.name = prefix }
            XCTAssertEqual(model.nameError, "")
            model.email = "ada@"
            XCTAssertFalse(model.emailError.isEmpty)
            model.email = "ada@example.org"
            XCTAssertEqual(model.emailError, "")
            XCTAssertFalse(model.isSaveEnabled)
            model.bio = "Wrote the first program"
            XCTAssertTrue(model.isSaveEnabled)
            model.name = ""
            XCTAssertFalse(model.isSaveEnabled)
            XCTAssertEqual(model.nameError, "Enter your name")
            model.name = "Ada Lovelace"
            XCTAssertTrue(model.isSaveEnabled)
            model.email = "ada at example.org"
            XCTAssertFalse(model.isSaveEnabled)
            model.email = "ada@example.org"
            model.bio = "  "
            XCTAssertFalse(model.isSaveEnabled)
            XCTAssertFalse(model.bioError.isEmpty)

            XCTAssertEqual(states, [false, true, false, true, false, true, false])
        }
    }

    func testSuccessfulSaveWritesFileAndDismisses() throws {
        let directory = self.directory!
        let bag = self.bag
        try MainActor.assumeIsolated {
            let model = Self.makeViewModel(in: directory)
            var dismissed = 0
            bag.insert(model.$dismiss.emit(onNext: { dismissed += 1 }))
            model.name = " Ada "
            model.email = "ada@example.org"
            model.bio = "Analyst"
            model.avatarPath = "/tmp/ada.png"

            model.save()
            XCTAssertTrue(model.isSaving)
            XCTAssertFalse(model.isSaveEnabled, "no second save while one runs")
            Self.waitUntil { dismissed == 1 }
            XCTAssertFalse(model.isSaving)
            XCTAssertEqual(model.errorMessage, "")
            let saved = try ProfileStore(directory: directory.path).load()
            XCTAssertEqual(saved, Profile(name: "Ada", email: "ada@example.org", bio: "Analyst", avatarPath: "/tmp/ada.png"))
        }
    }

    func testSaveIgnoredWhileInvalid() {
        let directory = self.directory!
        MainActor.assumeIsolated {
            let model = Self.makeViewModel(in: directory)
            model.name = "Ada"
            model.save()
            XCTAssertFalse(model.isSaving)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path + "/profile.json"))
        }
    }

    func testFailedSaveShowsErrorAndKeepsWindow() {
        let directory = self.directory!
        let bag = self.bag
        MainActor.assumeIsolated {
            struct Boom: Error {}
            let model = Self.makeViewModel(in: directory, encode: { _ in throw Boom() })
            var dismissed = false
            bag.insert(model.$dismiss.emit(onNext: { dismissed = true }))
            model.name = "Ada"
            model.email = "ada@example.org"
            model.bio = "Analyst"
            model.save()
            Self.waitUntil { !model.isSaving }
            XCTAssertFalse(dismissed)
            XCTAssertTrue(model.errorMessage.contains("Nothing was saved"), model.errorMessage)
            XCTAssertTrue(model.isSaveEnabled, "the user can retry")
            model.clearError()
            XCTAssertEqual(model.errorMessage, "")
        }
    }

    func testLoadFillsTheForm() throws {
        let directory = self.directory!
        try MainActor.assumeIsolated {
            let saved = Profile(name: "Grace", email: "grace@example.org", bio: "Admiral", avatarPath: nil)
            try ProfileStore(directory: directory.path).save(saved)
            let model = Self.makeViewModel(in: directory)
            model.load()
            Self.waitUntil { !model.isLoading }
            XCTAssertEqual(model.profile, saved)
            XCTAssertTrue(model.isSaveEnabled)
            XCTAssertEqual(model.errorMessage, "")
        }
    }

    func testLoadReportsCorruptFile() throws {
        let directory = self.directory!
        try MainActor.assumeIsolated {
            try Data("{ broken".utf8).write(to: URL(fileURLWithPath: directory.path + "/profile.json"))
            let model = Self.makeViewModel(in: directory)
            model.load()
            Self.waitUntil { !model.isLoading }
            XCTAssertTrue(model.errorMessage.contains("profile.json.corrupt-"), model.errorMessage)
            XCTAssertEqual(model.name, "")
            XCTAssertFalse(model.isSaveEnabled)
        }
    }
}
