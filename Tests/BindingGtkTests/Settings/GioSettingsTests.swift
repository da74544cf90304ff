import Binding
import BindingGtk
import BindingGtkTesting
import CGtk
import Foundation
import XCTest

/// GSettings through GioSettings: schemas, typed keys, the keyfile backend, locks, other processes.
final class GioSettingsTests: XCTestCase {
    func testAMissingSchemaOrFolderIsAClearErrorNotAnAbort() throws {
        try onGtk {
            let schema = try TestSchema("settings-missing")
            defer { schema.remove() }
            XCTAssertThrowsError(try GioSettings(schemaID: "org.example.Nowhere", schemaDirectory: schema.compiled, backend: .memory)) {
                guard case SettingsError.schemaNotInstalled(let id, _)? = $0 as? SettingsError else { return XCTFail("\($0)") }
                XCTAssertEqual(id, "org.example.Nowhere")
                XCTAssertTrue("\($0)".contains("glib-compile-schemas"))
            }
            XCTAssertThrowsError(try GioSettings(schemaID: TestSchema.id, schemaDirectory: schema.root.path + "/absent", backend: .memory)) {
                guard case SettingsError.unreadableSchemaDirectory? = $0 as? SettingsError else { return XCTFail("\($0)") }
            }
            let broken = schema.root.appendingPathComponent("broken")
            try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
            try "<schemalist><schema id='x'>".write(to: broken.appendingPathComponent("x.gschema.xml"), atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try SettingsSchemas.compile(from: broken.path, into: schema.root.path + "/broken-out")) {
                guard case SettingsError.unreadableSchemaDirectory(_, let reason)? = $0 as? SettingsError else { return XCTFail("\($0)") }
                XCTAssertFalse(reason.isEmpty, "the compiler's own message")
            }
        }
    }

    func testTypedKeysRoundTripAndBadInputIsRefused() throws {
        try onGtk {
            let schema = try TestSchema("settings-typed")
            defer { schema.remove() }
            let settings = try schema.settings()
            XCTAssertEqual(try settings.value("dark-mode", as: Bool.self), false)
            XCTAssertEqual(try settings.value("quality", as: Quality.self), .high)
            try settings.set(true, for: "dark-mode")
            try settings.set(75, for: "volume")
            try settings.set(0.25, for: "ratio")
            try settings.set("Grace", for: "nickname")
            try settings.set(["a.txt", "b é.txt"], for: "recent")
            try settings.set(Quality.low, for: "quality")
            XCTAssertEqual(try settings.value("dark-mode", as: Bool.self), true)
            XCTAssertEqual(try settings.value("volume", as: Int.self), 75)
            XCTAssertEqual(try settings.value("ratio", as: Double.self), 0.25)
            XCTAssertEqual(try settings.value("nickname", as: String.self), "Grace")
            XCTAssertEqual(try settings.value("recent", as: [String].self), ["a.txt", "b é.txt"])
            XCTAssertEqual(try settings.value("quality", as: Quality.self), .low)

            XCTAssertThrowsError(try settings.set(Quality.ultra, for: "quality")) {
                XCTAssertEqual($0 as? SettingsError, .outOfRange(key: "quality", value: "'ultra'"))
            }
            XCTAssertThrowsError(try settings.set(101, for: "volume")) {
                XCTAssertEqual($0 as? SettingsError, .outOfRange(key: "volume", value: "101"))
            }
            XCTAssertThrowsError(try settings.value("volume", as: String.self)) {
                XCTAssertEqual($0 as? SettingsError, .typeMismatch(key: "volume", expected: ["s"], actual: "i"))
            }
            XCTAssertThrowsError(try settings.value("nope", as: Bool.self)) {
                XCTAssertEqual($0 as? SettingsError, .unknownKey(key: "nope", schemaID: TestSchema.id))
            }
            XCTAssertEqual(try settings.value("volume", as: Int.self), 75, "refused values change nothing")
            GioSettings.sync()
            let reopened = try schema.settings()
            XCTAssertEqual(try reopened.value("nickname", as: String.self), "Grace", "the keyfile keeps them")
            XCTAssertTrue(try String(contentsOfFile: schema.keyfile, encoding: .utf8).contains("nickname='Grace'"))
        }
    }

    func testBindingTwoWaysStoredValueWinsAndAnotherWindowsChangeArrives() throws {
        try onGtk {
            let schema = try TestSchema("settings-bind")
            defer { schema.remove() }
            let settings = try schema.settings()
            try settings.set(true, for: "dark-mode")
            let darkMode = BehaviorRelay(value: false)
            let binding = try settings.bind("dark-mode", to: darkMode)
            XCTAssertTrue(darkMode.value, "the stored value wins at creation")
            darkMode.accept(false)
            XCTAssertEqual(try settings.value("dark-mode", as: Bool.self), false)

            let otherWindow = try GioSettings(schemaID: TestSchema.id, schemaDirectory: schema.compiled, backend: .memory)
            XCTAssertEqual(try otherWindow.value("dark-mode", as: Bool.self), false, "separate backend, separate values")
            try settings.set(true, for: "dark-mode")
            XCTAssertTrue(darkMode.value, "a change through the settings object reaches the relay")

            let quality = BehaviorRelay(value: Quality.medium)
            let qualityBinding = try settings.bind("quality", to: quality)
            XCTAssertEqual(quality.value, .high)
            var problems: [SettingsError] = []
            let watching = settings.problems.emit(onNext: { problems.append($0) })
            quality.accept(.ultra)
            XCTAssertEqual(quality.value, .high, "an out-of-range value goes back to the stored one")
            XCTAssertEqual(problems, [.outOfRange(key: "quality", value: "'ultra'")])
            binding.dispose()
            qualityBinding.dispose()
            watching.dispose()
            darkMode.accept(false)
            XCTAssertEqual(try settings.value("dark-mode", as: Bool.self), true, "disposed")
        }
    }

    func testALockedKeyIsNotWritableItsWidgetInsensitiveAndWritesAreRefused() throws {
        try onGtk {
            let schema = try TestSchema("settings-locked")
            defer { schema.remove() }
            try "/org/example/BindingTests/volume\n".write(toFile: schema.defaults + "/locks", atomically: true, encoding: .utf8)
            let settings = try schema.settings()
            XCTAssertFalse(settings.isWritable("volume"))
            XCTAssertTrue(settings.isWritable("dark-mode"))
            XCTAssertThrowsError(try settings.set(10, for: "volume")) {
                XCTAssertEqual($0 as? SettingsError, .notWritable(key: "volume"))
                XCTAssertTrue("\($0)".contains("locked"))
            }
            let volume = BehaviorRelay(value: 0)
            let scale = SpinButton(range: 0...100, step: 1)
            let window = makeShownWindow(scale)
            var problems: [SettingsError] = []
            let bag = DisposeBag()
            bag.insert(
                try settings.bind("volume", to: volume),
                settings.isWritable("volume") => scale.rx.isEnabled,
                settings.problems.emit(onNext: { problems.append($0) })
            )
            XCTAssertFalse(scale.isSensitive, "as g_settings_bind does")
            XCTAssertEqual(volume.value, 50)
            volume.accept(80)
            XCTAssertEqual(volume.value, 50)
            XCTAssertEqual(problems, [.notWritable(key: "volume")])
            window.destroy()
        }
    }

    func testAChangeFromAnotherProcessArrivesLive() throws {
        try onGtk {
            let schema = try TestSchema("settings-process")
            defer { schema.remove() }
            let settings = try schema.settings()
            try settings.set("before", for: "nickname")   // the keyfile exists and is watched
            let nickname = BehaviorRelay(value: "")
            let label = Label("")
            let window = makeShownWindow(label)
            let bag = DisposeBag()
            bag.insert(try settings.bind("nickname", to: nickname), nickname.asDriver() => label.rx.text)
            XCTAssertEqual(label.text, "before")

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gsettings", "set", TestSchema.id, "nickname", "from gsettings"]
            var environment = ProcessInfo.processInfo.environment
            environment["GSETTINGS_SCHEMA_DIR"] = schema.compiled
            environment["GSETTINGS_BACKEND"] = "keyfile"
            environment["XDG_CONFIG_HOME"] = schema.configHome
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertTrue(GtkTestKit.pump(until: { label.text == "from gsettings" }), "GLib watches the keyfile")
            XCTAssertEqual(nickname.value, "from gsettings")
            window.destroy()
        }
    }

    func testAutomaticBackendPersistsWithoutDconf() throws {
        try onGtk {
            // Without a session bus (the test run has none) dconf cannot write: GLib's keyfile, never memory.
            let schema = try TestSchema("settings-automatic")
            defer { schema.remove() }
            let settings = try GioSettings(schemaID: TestSchema.id, schemaDirectory: schema.compiled)
            XCTAssertFalse(settings.backendName.lowercased().contains("memory"), settings.backendName)
        }
    }
}

/// A damaged or unreadable keyfile: a clear message and nothing lost.
final class GioSettingsKeyfileProblemTests: XCTestCase {
    func testACorruptKeyfileIsMovedAsideAndReported() throws {
        try onGtk {
            let schema = try TestSchema("settings-corrupt")
            defer { schema.remove() }
            try FileManager.default.createDirectory(atPath: schema.configHome + "/glib-2.0/settings", withIntermediateDirectories: true)
            let damaged = "[org/example/BindingTests\nnickname='half a line"
            try damaged.write(toFile: schema.keyfile, atomically: true, encoding: .utf8)
            let settings = try schema.settings()
            guard case .corruptKeyfile(let path, let movedTo, let reason)? = settings.backendProblem else {
                return XCTFail("\(String(describing: settings.backendProblem))")
            }
            XCTAssertEqual(path, schema.keyfile)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertEqual(try String(contentsOfFile: movedTo, encoding: .utf8), damaged, "kept byte for byte")
            XCTAssertEqual(try settings.value("nickname", as: String.self), "", "the defaults apply")
            try settings.set("new", for: "nickname")
            XCTAssertEqual(try String(contentsOfFile: movedTo, encoding: .utf8), damaged, "a write does not touch it")
        }
    }

    func testAnUnreadableKeyfileIsLeftAloneAndTheAppKeepsWorking() throws {
        try onGtk {
            let schema = try TestSchema("settings-unreadable")
            defer { schema.remove() }
            // A folder where the file should be: unreadable even for root.
            try FileManager.default.createDirectory(atPath: schema.keyfile, withIntermediateDirectories: true)
            let settings = try schema.settings()
            guard case .unreadableKeyfile(let path, _)? = settings.backendProblem else {
                return XCTFail("\(String(describing: settings.backendProblem))")
            }
            XCTAssertEqual(path, schema.keyfile)
            XCTAssertTrue("\(settings.backendProblem!)".contains("cannot be read"))
            try settings.set(true, for: "dark-mode")
            XCTAssertEqual(try settings.value("dark-mode", as: Bool.self), true, "kept for the session")
            var isFolder: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: schema.keyfile, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }
}

/// The observable side: changes of one key, keys, reset.
final class GioSettingsChangesTests: XCTestCase {
    func testChangesOfAKeyAndReset() throws {
        try onGtk {
            let schema = try TestSchema("settings-changes")
            defer { schema.remove() }
            let settings = try schema.settings()
            XCTAssertEqual(Set(settings.keys), ["dark-mode", "volume", "ratio", "nickname", "recent", "quality"])
            var volumes: [Int] = []
            let watching = try settings.changes(of: "volume", as: Int.self).subscribe(onNext: { volumes.append($0) })
            try settings.set(10, for: "volume")
            try settings.set(20, for: "volume")
            try settings.set(true, for: "dark-mode")   // another key: not reported
            settings.reset("volume")
            XCTAssertEqual(volumes, [50, 10, 20, 50])
            watching.dispose()
            try settings.set(30, for: "volume")
            XCTAssertEqual(volumes.count, 4, "disposed")
            XCTAssertThrowsError(try settings.changes(of: "volume", as: Bool.self)) {
                XCTAssertEqual($0 as? SettingsError, .typeMismatch(key: "volume", expected: ["b"], actual: "i"))
            }
            settings.reset("no-such-key")   // ignored, no critical
            XCTAssertFalse(settings.isWritable("no-such-key"))
        }
    }
}
