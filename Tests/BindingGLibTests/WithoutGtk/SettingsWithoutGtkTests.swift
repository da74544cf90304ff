import Binding
import BindingGLib
import Foundation
import XCTest

/// GSettings through GioSettings without GTK: a schema compiled for the test,
/// the memory backend bound two ways, and a keyfile round trip.
final class SettingsWithoutGtkTests: XCTestCase {
    private static let schemaID = "org.example.BindingGLibTests"
    private static let schemaXML = """
    <schemalist>
      <schema id="org.example.BindingGLibTests" path="/org/example/BindingGLibTests/">
        <key name="volume" type="i"><range min="0" max="100"/><default>50</default></key>
        <key name="nickname" type="s"><default>''</default></key>
        <key name="recent" type="as"><default>[]</default></key>
      </schema>
    </schemalist>
    """

    private var folder: URL!
    private var compiled: String { folder.appendingPathComponent("compiled").path }

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory("settings")
        let source = folder.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Self.schemaXML.write(to: source.appendingPathComponent("\(Self.schemaID).gschema.xml"), atomically: true, encoding: .utf8)
        try SettingsSchemas.compile(from: source.path, into: compiled)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testARelayBoundToTheMemoryBackendRoundTripsAndAnOutOfRangeValueIsReported() throws {
        let compiled = compiled
        try onMainLoop {
            let settings = try GioSettings(schemaID: Self.schemaID, schemaDirectory: compiled, backend: .memory)
            XCTAssertEqual(settings.backendName, "memory")
            let relay = BehaviorRelay(value: 0)
            var problems: [SettingsError] = []
            let problemWatch = settings.problems.emit(onNext: { problems.append($0) })
            let binding = try settings.bind("volume", to: relay)
            XCTAssertEqual(relay.value, 50, "the stored value wins at creation")
            relay.accept(70)
            XCTAssertEqual(try settings.value("volume", as: Int.self), 70)
            try settings.set(30, for: "volume")
            XCTAssertTrue(MainLoop.run(until: { relay.value == 30 }, timeout: .seconds(10)), "the key's change reaches the relay")
            relay.accept(150)
            XCTAssertTrue(MainLoop.run(until: { !problems.isEmpty }, timeout: .seconds(10)))
            XCTAssertEqual(problems, [.outOfRange(key: "volume", value: "150")])
            XCTAssertEqual(relay.value, 30, "the relay goes back to the stored value")
            XCTAssertEqual(try settings.value("volume", as: Int.self), 30)
            binding.dispose()
            problemWatch.dispose()
            relay.accept(40)
            XCTAssertEqual(try settings.value("volume", as: Int.self), 30, "an ended binding stores nothing")
        }
    }

    func testValuesWrittenToAKeyfileAreReadBackByAnotherSettingsObject() throws {
        let compiled = compiled
        let keyfile = folder.appendingPathComponent("config/keyfile").path
        try onMainLoop {
            let writer = try GioSettings(schemaID: Self.schemaID, schemaDirectory: compiled, backend: .keyfile(path: keyfile))
            try writer.set("Ada", for: "nickname")
            try writer.set(["a.txt", "b é.txt"], for: "recent")
            GioSettings.sync()
            let reader = try GioSettings(schemaID: Self.schemaID, schemaDirectory: compiled, backend: .keyfile(path: keyfile))
            XCTAssertEqual(try reader.value("nickname", as: String.self), "Ada")
            XCTAssertEqual(try reader.value("recent", as: [String].self), ["a.txt", "b é.txt"])
            XCTAssertThrowsError(try reader.value("missing", as: Int.self)) {
                XCTAssertEqual($0 as? SettingsError, .unknownKey(key: "missing", schemaID: Self.schemaID))
            }
            XCTAssertTrue(String(decoding: try XCTUnwrap(FileContents.read(keyfile)), as: UTF8.self).contains("Ada"))
        }
    }
}
