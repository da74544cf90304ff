import BindingGtk
import BindingGtkTesting
import XCTest

/// The code GResourcePlugin generates for this test target's `Resources/` folder
/// (`OutletsFixtureUI`, `GResources`), and the resource loaders it uses.
/// A bundle of one file, `/org/swiftbinding/BindingGtkTests/invalid/broken.css` (`label { color: ; }`),
/// as `glib-compile-resources` made it, in the base64 form GResourcePlugin embeds.
private let brokenStyleBundle: StaticString = """
R1ZhcmlhbnQAAAAAAAAAABgAAADIAAAAAAAAKAYAAAAAAAAAAAAAAAMAAAAE
AAAABQAAAAYAAABLUJALAwAAAMgAAAAEAEwAzAAAANAAAADl+uCuBQAAANAA
AAAQAEwA4AAAAOQAAACzIJiFBAAAAOQAAAAKAHYA8AAAABMBAADUtQIA////
/xMBAAABAEwAFAEAABgBAADbgmtdAQAAABgBAAAIAEwAIAEAACQBAACCJI9P
AAAAACQBAAANAEwANAEAADgBAABvcmcvBQAAAEJpbmRpbmdHdGtUZXN0cy8E
AAAAYnJva2VuLmNzcwAAEwAAAAAAAABsYWJlbCB7IGNvbG9yOiA7IH0KAAAo
dXVheSkvAAAAAGludmFsaWQvAgAAAHN3aWZ0YmluZGluZy8AAAABAAAA
"""

final class ResourceOutletTests: XCTestCase {
    func testGeneratedOutletsAreTypedAndEachLoadIsANewCopy() throws {
        try onGtk {
            let first = try OutletsFixtureUI.load()
            let second = try OutletsFixtureUI.load()
            defer {
                first.window.destroy()
                second.window.destroy()
            }
            XCTAssertEqual(first.titleLabel.text, "Fixture")
            XCTAssertTrue(type(of: first.nameEntry) == Entry.self)
            XCTAssertTrue(type(of: first.contentBox) == Box.self)
            XCTAssertEqual(first.default.label, "Keyword id", "a keyword id is a backticked name")
            XCTAssertEqual(first.nameEntry.accessibleName, "Name", "the internal child was applied, with no outlet")
            XCTAssertTrue(try first.builder.get("store", as: Object.self) === first.store)
            XCTAssertFalse(first.nameEntry === second.nameEntry)
            XCTAssertTrue(GResources.bundle.isRegistered, "loading registers the bundle")
            XCTAssertEqual(OutletsFixtureUI.resourcePath, "/org/swiftbinding/BindingGtkTests/outlets-fixture.ui")
        }
    }

    func testOutletsOfADestroyedWindowReportDestroyed() throws {
        try onGtk {
            let ui = try OutletsFixtureUI.load()
            ui.window.destroy()
            XCTAssertTrue(ui.window.isDestroyed)
            XCTAssertTrue(ui.nameEntry.isDestroyed)
            ui.nameEntry.text = "ignored"   // a destroyed widget ignores writes without a critical
        }
    }

    func testOutletErrorsNameTheFileAndTheID() throws {
        try onGtk {
            let file = try OutletLoader(resource: OutletsFixtureUI.resourcePath, in: GResources.bundle)
            defer { (try? file.outlet("window", as: Window.self))?.destroy() }
            XCTAssertThrowsError(try file.outlet("missing", as: Entry.self)) { error in
                XCTAssertEqual(error as? OutletError, OutletError(
                    file: OutletsFixtureUI.resourcePath, id: "missing", reason: .missingObject(id: "missing")))
                XCTAssertTrue("\(error)".contains("outlets-fixture.ui, object \"missing\""), "\(error)")
            }
            XCTAssertThrowsError(try file.outlet("title_label", as: Entry.self)) { error in
                XCTAssertEqual((error as? OutletError)?.id, "title_label")
                XCTAssertEqual((error as? OutletError)?.reason, .wrongType(id: "title_label", expected: "Entry", actual: "GtkLabel"))
            }
        }
    }

    func testAMissingFileIsAnErrorWithoutAnID() throws {
        try onGtk {
            let path = GResources.basePath + "absent.ui"
            XCTAssertThrowsError(try OutletLoader(resource: path, in: GResources.bundle)) { error in
                XCTAssertEqual(error as? OutletError, OutletError(
                    file: path, id: nil, reason: .unreadableFile(path: "resource://" + path, reason: "no such resource")))
            }
            XCTAssertThrowsError(try Builder(resource: path))
        }
    }

    func testStyleSheetsFromResources() throws {
        try onGtk {
            GResources.register()
            XCTAssertNoThrow(try StyleSheet(resource: GResources.basePath + "style.css"))
            XCTAssertThrowsError(try StyleSheet(resource: GResources.basePath + "absent.css")) { error in
                XCTAssertTrue("\(error)".contains("absent.css"), "\(error)")
            }
            // The plugin refuses invalid CSS in a target's bundle, so the broken file comes in a bundle of its own.
            let invalid = try ResourceBundle(base64Encoded: brokenStyleBundle, basePath: "/org/swiftbinding/BindingGtkTests/invalid/")
            invalid.register()
            defer { invalid.unregister() }
            XCTAssertThrowsError(try StyleSheet(resource: invalid.basePath + "broken.css")) { error in
                XCTAssertTrue("\(error)".contains("broken.css"), "\(error)")
            }
        }
    }

    func testIconsFromAResourcePath() throws {
        try onGtk {
            GResources.register()
            XCTAssertFalse(IconThemePaths.hasIcon(named: "binding-test-star-symbolic"))
            IconThemePaths.addResourcePath(GResources.basePath + "icons")
            IconThemePaths.addResourcePath(GResources.basePath + "icons")
            XCTAssertTrue(IconThemePaths.hasIcon(named: "binding-test-star-symbolic"))
        }
    }
}
