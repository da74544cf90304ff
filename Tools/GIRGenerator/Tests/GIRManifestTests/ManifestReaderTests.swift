import GIRManifest
import XCTest

/// The manifest reader and its typed view: what they accept, and the line and message of what
/// they reject.
final class ManifestReaderTests: XCTestCase {
    private let library = """
        [library]
        gir = "Toolkit-1.0.gir"   # a comment
        namespace = "Toolkit"
        c-module = "CToolkit"

        """

    private func error(_ text: String) -> ManifestError? {
        do {
            _ = try Manifest(text: text, file: "test.manifest")
            return nil
        } catch {
            return error
        }
    }

    func testReadsLibraryClassesInterfacesAndEnums() throws {
        let manifest = try Manifest(text: library + """
            includes = ["A-1.0.gir", "B-1.0.gir"]
            object-classes = [
                "Toolkit.Buffer",   # kept
                "Toolkit.Tag",
            ]

            [class."Toolkit.Label"]
            status = "hand-written"
            swift-name = "Label"
            reason = "a \\"quoted\\" # reason"
            hand-written = ["text", "setText"]

            [interface."Toolkit.Orientable"]
            swift-name = "OrientableProtocol"

            [enum."Toolkit.Align"]
            status = "ignore"
            """, file: "test.manifest")
        XCTAssertEqual(manifest.library.gir, "Toolkit-1.0.gir")
        XCTAssertEqual(manifest.library.cModule, "CToolkit")
        XCTAssertEqual(manifest.library.includes, ["A-1.0.gir", "B-1.0.gir"])
        XCTAssertEqual(manifest.library.objectClasses, ["Toolkit.Buffer", "Toolkit.Tag"])
        let label = try XCTUnwrap(manifest.classes["Toolkit.Label"])
        XCTAssertEqual(label.status, .handWritten)
        XCTAssertEqual(label.reason, "a \"quoted\" # reason")
        XCTAssertEqual(label.handWritten, ["text", "setText"])
        XCTAssertEqual(manifest.interfaces["Toolkit.Orientable"]?.swiftName, "OrientableProtocol")
        XCTAssertEqual(manifest.enums["Toolkit.Align"]?.status, .ignore)
        XCTAssertEqual(manifest.entry(forClass: "Toolkit.Button").status, .generate)
    }

    func testReadsOutputSettingsAndValueTypesWithDefaults() throws {
        let defaults = try Manifest(text: library, file: "test.manifest").library
        XCTAssertEqual(defaults.toolkit, "Toolkit", "the toolkit's name defaults to the namespace")
        XCTAssertNil(defaults.tests, "no tests' table unless asked for")
        XCTAssertEqual(defaults.valueTypes, [:])
        XCTAssertEqual(defaults.widgetClasses, [], "empty: every widget class")
        XCTAssertEqual(defaults.settersAcceptingNull, [], "none: every setter the GIR says refuses NULL writes \"\"")
        let manifest = try Manifest(text: library + """
            setters-accepting-null = [
                "Toolkit.Label:label",
                "Toolkit.Window:title",
            ]
            toolkit = "Toolkit 2"
            output = "Sources/Toolkit/Generated"
            tests = "Tests/Generated"
            value-types = ["Toolkit.Color=Color", "utf8[]=[String]"]
            nullable-value-types = ["GLib.Variant=Target"]
            widget-classes = ["Toolkit.Label"]
            """, file: "test.manifest")
        XCTAssertEqual(manifest.library.toolkit, "Toolkit 2")
        XCTAssertEqual(manifest.library.output, "Sources/Toolkit/Generated")
        XCTAssertEqual(manifest.library.tests, "Tests/Generated")
        XCTAssertEqual(manifest.library.valueTypes, ["Toolkit.Color": "Color", "utf8[]": "[String]"])
        XCTAssertEqual(manifest.library.nullableValueTypes, ["GLib.Variant": "Target"])
        XCTAssertEqual(manifest.library.widgetClasses, ["Toolkit.Label"])
        XCTAssertEqual(manifest.library.settersAcceptingNull, ["Toolkit.Label:label", "Toolkit.Window:title"])
    }

    func testReadsADependencyAndTheLibrarysName() throws {
        let defaults = try Manifest(text: library, file: "test.manifest").library
        XCTAssertNil(defaults.dependency, "no dependency unless named")
        XCTAssertEqual(defaults.displayName, "TOOLKIT", "the namespace in capitals by default (GTK)")
        let manifest = try Manifest(text: library + """
            name = "libtoolkit"
            dependency = "Base.manifest"
            """, file: "test.manifest")
        XCTAssertEqual(manifest.library.displayName, "libtoolkit")
        XCTAssertEqual(manifest.library.dependency, "Base.manifest")
        XCTAssertEqual(error(library + "dependency = [\"Base.manifest\"]\n")?.message, "`dependency` in [library] must be a string, not an array")
    }

    func testAValueTypeWithoutItsSwiftNameIsAnErrorOnItsLine() {
        let found = error(library + "value-types = [\"Toolkit.Color\"]\n")
        XCTAssertEqual(found?.line, 5)
        XCTAssertEqual(found?.message, "`value-types` in [library] must list \"GIRType=SwiftType\" strings, not \"Toolkit.Color\"")
        XCTAssertNotNil(error(library + "nullable-value-types = [\"=Target\"]\n"), "an empty GIR name")
    }

    func testReadsTheClassBodyKeys() throws {
        let manifest = try Manifest(text: library + """
            [class."Toolkit.Window"]
            stored = ["/// Its close handler.", "public var shouldClose: (@MainActor () -> Bool)?"]
            init-before-super = ["state = State()"]
            init-after-super = ["setUp()"]
            constructors = ["(title: String? = nil, _ parent: Window?, handler: (Int, Int) -> Void) A new window."]

            """, file: "test.manifest")
        let entry = try XCTUnwrap(manifest.classes["Toolkit.Window"])
        XCTAssertEqual(entry.stored, ["/// Its close handler.", "public var shouldClose: (@MainActor () -> Bool)?"])
        XCTAssertEqual(entry.initBeforeSuper, ["state = State()"])
        XCTAssertEqual(entry.initAfterSuper, ["setUp()"])
        let constructor = try ManifestConstructor(entry.constructors[0])
        XCTAssertEqual(constructor.doc, "A new window.")
        XCTAssertEqual(constructor.parameterList, "title: String? = nil, _ parent: Window?, handler: (Int, Int) -> Void")
        XCTAssertEqual(constructor.parameters.map(\.label), ["title", "_", "handler"])
        XCTAssertEqual(constructor.parameters.map(\.name), ["title", "parent", "handler"])
        XCTAssertEqual(manifest.entry(forClass: "Toolkit.Label").constructors, [], "no section: no constructors")
    }

    func testAMalformedConstructorIsAnErrorOnItsLine() {
        let section = library + "[class.\"Toolkit.Window\"]\n"
        let noParentheses = error(section + "constructors = [\"title: String A new window.\"]\n")
        XCTAssertEqual(noParentheses?.line, 6)
        XCTAssertEqual(
            noParentheses?.message,
            "a constructor starts with its parameter list in parentheses: \"title: String A new window.\" in [class.\"Toolkit.Window\"]"
        )
        XCTAssertNotNil(error(section + "constructors = [\"(title: String)\"]\n"), "no doc summary")
        XCTAssertNotNil(error(section + "constructors = [\"(title) A new window.\"]\n"), "a parameter without a type")
        XCTAssertNotNil(error(section + "constructors = [\"(a b c: Int) A new window.\"]\n"), "three names")
        XCTAssertNotNil(error(section + "constructors = [\"(title: String A new window.\"]\n"), "unclosed parenthesis")
        XCTAssertNotNil(error(section + "stored = \"public var x = 1\"\n"), "a string where an array is expected")
    }

    func testMissingLibrarySectionIsAnError() {
        XCTAssertEqual(error("[class.\"Toolkit.Label\"]\n")?.message, "the [library] section is missing")
    }

    func testMissingRequiredKeyNamesTheSection() {
        let found = error("[library]\ngir = \"A.gir\"\nnamespace = \"A\"\n")
        XCTAssertEqual(found?.message, "[library] has no `c-module`")
        XCTAssertEqual(found?.line, 1)
    }

    func testUnknownKeyIsReportedWithItsLine() {
        let found = error(library + "[class.\"Toolkit.Label\"]\nswift-nme = \"Label\"\n")
        XCTAssertEqual(found?.line, 6)
        XCTAssertEqual(found?.message, "unknown key `swift-nme` in [class.\"Toolkit.Label\"]")
        XCTAssertEqual(found?.description, "test.manifest:6: unknown key `swift-nme` in [class.\"Toolkit.Label\"]")
    }

    func testUnknownStatusIsAnError() {
        let found = error(library + "[class.\"Toolkit.Label\"]\nstatus = \"manual\"\n")
        XCTAssertEqual(found?.line, 6)
        XCTAssertTrue(found?.message.hasPrefix("unknown status \"manual\"") ?? false, "\(String(describing: found))")
    }

    func testEnumMustBeHandWrittenOrIgnored() {
        XCTAssertNotNil(error(library + "[enum.\"Toolkit.Align\"]\n"))
    }

    func testUnknownSectionKindIsAnError() {
        XCTAssertTrue(error(library + "[widget.\"Toolkit.Label\"]\n")?.message.hasPrefix("unknown section [widget.\"Toolkit.Label\"]") ?? false)
    }

    func testSectionOrKeyGivenTwiceIsAnError() {
        XCTAssertEqual(error(library + "[class.\"A.B\"]\n[class.\"A.B\"]\n")?.message, "section [class.\"A.B\"] is given twice")
        XCTAssertEqual(error(library + "namespace = \"B\"\n")?.message, "key `namespace` is given twice in [library]")
    }

    func testKeyOutsideAnySectionIsAnError() {
        let found = error("gir = \"A.gir\"\n" + library)
        XCTAssertEqual(found?.line, 1)
        XCTAssertEqual(found?.message, "key `gir` is outside any [section]")
    }

    func testWrongValueKindIsAnError() {
        XCTAssertEqual(error(library + "includes = \"A.gir\"\n")?.message, "`includes` in [library] must be an array of strings")
        XCTAssertEqual(error(library + "[class.\"A.B\"]\nswift-name = [\"B\"]\n")?.message, "`swift-name` in [class.\"A.B\"] must be a string, not an array")
    }

    func testMalformedSyntaxIsReportedWithItsLine() {
        XCTAssertEqual(error(library + "[class.Toolkit.Label]\n")?.line, 5)
        XCTAssertEqual(error(library + "[class.\"Toolkit.Label\"\n")?.line, 5)
        XCTAssertEqual(error(library + "includes = [\"A.gir\"\n")?.message, "the array of `includes` is not closed")
        XCTAssertEqual(error(library + "includes = [\"A.gir\" \"B.gir\"]\n")?.line, 5)
        XCTAssertEqual(error(library + "reason = \"open\n")?.message, "a string is not closed")
        XCTAssertEqual(error(library + "reason = unquoted\n")?.line, 5)
        XCTAssertEqual(error(library + "reason = \"a\" \"b\"\n")?.line, 5)
        XCTAssertEqual(error(library + "just words\n")?.message, "expected `key = value`, found `just words`")
        XCTAssertEqual(error(library + "reason = \"bad \\n escape\"\n")?.line, 5)
        XCTAssertEqual(error(library + "[[class]]\n")?.line, 5)
    }
}
