@testable import GResourceToolCore
import Foundation
import XCTest

final class UIFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gresource-tool-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func scan(_ xml: String, appClasses: Set<String> = []) throws -> UIFile {
        let path = folder.appendingPathComponent("form.ui").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return try UIFile(ResourceManifest.Entry(resourcePath: "/app/form.ui", sourcePath: path, line: nil),
                          classes: gtkClassTable, appClasses: appClasses)
    }

    private func diagnostic(_ xml: String, appClasses: Set<String> = []) -> Diagnostic? {
        do {
            _ = try scan(xml, appClasses: appClasses)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    func testOutletsSkipInternalChildrenAndObjectsWithoutID() throws {
        let file = try scan("""
            <interface>
              <object class="GtkWindow" id="main_window">
                <child>
                  <object class="GtkEntry" id="name-entry">
                    <child internal-child="accessible"><object class="AtkObject" id="name-entry-atk"/></child>
                  </object>
                </child>
                <child><object class="GtkLabel"/></child>
              </object>
              <object class="GtkFileFilter" id="filter"/>
            </interface>
            """)
        XCTAssertEqual(file.typeName, "FormUI")
        XCTAssertEqual(file.outlets.map(\.name), ["mainWindow", "nameEntry", "filter"])
        XCTAssertEqual(file.outlets.map(\.swiftType), ["Window", "Entry", "Object"], "a class without a wrapper gets its ancestor's")
    }

    func testATemplateFileIsMarkedSoItGetsNoOutletsStruct() throws {
        let file = try scan("""
            <interface>
              <template class="FeedRow" parent="GtkListBoxRow">
                <child><object class="GtkLabel" id="title_label"/></child>
              </template>
            </interface>
            """)
        XCTAssertTrue(file.isTemplate)
        XCTAssertFalse(try scan("<interface><object class=\"GtkBox\" id=\"box\"/></interface>").isTemplate)
    }

    func testATemplateHasItsClassParentHandlersAndTypedChildren() throws {
        let file = try scan("""
            <interface>
              <template class="FeedRow" parent="GtkListBoxRow">
                <child>
                  <object class="GtkButton" id="retry-button">
                    <signal name="clicked" handler="onRetry"/>
                    <signal name="enter" handler="onEnter"/>
                    <signal name="leave" handler="onRetry"/>
                  </object>
                </child>
                <child><object class="AvatarView" id="avatar"/></child>
              </template>
            </interface>
            """, appClasses: ["FeedRow", "AvatarView"])
        XCTAssertEqual(file.template, UIFile.Template(className: "FeedRow", parentClass: "GtkListBoxRow", parentSwiftType: "ListBoxRow",
                                                      handlers: ["onRetry", "onEnter"]))
        XCTAssertEqual(file.outlets.map(\.name), ["retryButton", "avatar"])
        XCTAssertEqual(file.outlets.map(\.swiftType), ["Button", "AvatarView"], "an app class is its own Swift type")
        XCTAssertEqual(file.appClassesUsed, ["AvatarView"], "its own class is not registered before itself")
        let source = SourceWriter.outletsSource([], templates: [file], origin: "test")
        XCTAssertTrue(source.contains("extension FeedRow {"), source)
        XCTAssertTrue(source.contains("static let childIDs = [\"retry-button\", \"avatar\"]"), source)
        XCTAssertTrue(source.contains("try AvatarView.register()"), source)
        XCTAssertTrue(source.contains("-> ListBoxRow.Type { owner }"), source)
    }

    func testATemplateOfAnUnknownParentIsAnError() {
        let error = diagnostic("<interface>\n<template class=\"FeedRow\" parent=\"GtkListBoxRoww\"/>\n</interface>\n")
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("did you mean \"GtkListBoxRow\"?") == true, "\(String(describing: error))")
    }

    func testATemplateClassThatCannotBeASwiftNameIsAnError() {
        for name in ["", "Feed-Row", "1Row", "Self"] {
            let error = diagnostic("<interface>\n<template class=\"\(name)\" parent=\"GtkBox\"/>\n</interface>\n")
            XCTAssertEqual(error?.line, 2, name)
            XCTAssertTrue(error?.message.contains("cannot be a Swift class name") == true, "\(String(describing: error))")
        }
        XCTAssertTrue(SwiftNames.isTypeName("FeedRow_2"))
    }

    func testAnUnknownClassIsAnErrorAtItsLine() {
        let error = diagnostic("<interface>\n  <object class=\"GtkEntryy\" id=\"entry\"/>\n</interface>\n")
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("unknown class \"GtkEntryy\"") == true, "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("did you mean \"GtkEntry\"?") == true, "\(String(describing: error))")
    }

    func testTheAppsTemplateClassesAreKnownAndTheirTyposAreErrorsWithAHint() throws {
        let xml = "<interface>\n<object class=\"GtkListBox\">\n<child><object class=\"FeedRow\" id=\"row\"/></child>\n<child><object class=\"FeedRow\"/></child>\n</object>\n</interface>\n"
        let file = try scan(xml, appClasses: ["FeedRow"])
        XCTAssertEqual(file.outlets.map(\.swiftType), ["FeedRow"])
        XCTAssertEqual(file.appClassesUsed, ["FeedRow"])
        let unknown = diagnostic(xml.replacingOccurrences(of: "<object class=\"FeedRow\"/>", with: "<object class=\"FeedRwo\"/>"),
                                 appClasses: ["FeedRow"])
        XCTAssertEqual(unknown?.line, 4, "an object without an id is checked too")
        XCTAssertTrue(unknown?.message.contains("unknown class \"FeedRwo\"") == true, "\(String(describing: unknown))")
        XCTAssertTrue(unknown?.message.contains("did you mean \"FeedRow\"?") == true, "\(String(describing: unknown))")
        let far = diagnostic("<interface><object class=\"Zebra\"/></interface>")
        XCTAssertEqual(far?.message.contains("did you mean"), false, "no hint when nothing is close")
    }

    func testEditDistance() {
        XCTAssertEqual(ClassNames.editDistance("GtkEntry", "GtkEntry"), 0)
        XCTAssertEqual(ClassNames.editDistance("FeedRwo", "FeedRow"), 2)
        XCTAssertEqual(ClassNames.editDistance("", "abc"), 3)
        XCTAssertEqual(ClassNames.editDistance("GtkEntryy", "GtkEntry"), 1)
    }

    func testAPropertyAfterAChildIsAnErrorAtItsLine() throws {
        let error = diagnostic("""
            <interface>
              <object class="GtkSwitch" id="sound_switch">
                <child internal-child="accessible"><object class="AtkObject" id="sound-atk"/></child>
                <property name="halign">end</property>
              </object>
            </interface>
            """)
        XCTAssertEqual(error?.line, 4)
        XCTAssertTrue(error?.message.contains("property \"halign\" of \"sound_switch\" comes after its first <child>") == true,
                      "\(String(describing: error))")
        let afterPlainChild = diagnostic("""
            <interface>
              <object class="GtkButton">
                <child><object class="GtkLabel"><property name="label">Save</property></object></child>
                <property name="halign">end</property>
              </object>
            </interface>
            """)
        XCTAssertEqual(afterPlainChild?.line, 4, "an object without an id is named by its class")
        XCTAssertTrue(afterPlainChild?.message.contains("of \"GtkButton\"") == true, "\(String(describing: afterPlainChild))")
        // Properties first, then children (also the child object's own properties): accepted.
        let file = try scan("""
            <interface>
              <object class="GtkButton" id="save">
                <property name="halign">end</property>
                <child><object class="GtkLabel" id="save_label"><property name="label">Save</property></object></child>
              </object>
            </interface>
            """)
        XCTAssertEqual(file.outlets.map(\.name), ["save", "saveLabel"])
    }

    func testDuplicateAndCollidingIDsAreErrors() {
        let duplicate = diagnostic("<interface>\n<object class=\"GtkBox\" id=\"a\"/>\n<object class=\"GtkBox\" id=\"a\"/>\n</interface>")
        XCTAssertEqual(duplicate?.line, 3)
        XCTAssertEqual(duplicate?.message, "duplicate id \"a\"")
        let colliding = diagnostic("<interface>\n<object class=\"GtkBox\" id=\"a_b\"/>\n<object class=\"GtkBox\" id=\"a-b\"/>\n</interface>")
        XCTAssertEqual(colliding?.message, "ids \"a_b\" and \"a-b\" both become \"aB\"")
    }

    func testAnUnmappableIDIsAnError() {
        let error = diagnostic("<interface>\n<object class=\"GtkBox\" id=\"1box\"/>\n</interface>")
        XCTAssertTrue(error?.message.contains("\"1box\" cannot be a Swift name") == true)
    }

    func testMalformedXMLNamesTheFileAndLine() {
        let error = diagnostic("<interface>\n  <object class=\"GtkBox\" id=\"box\">\n</interface>\n")
        XCTAssertTrue(error?.file.hasSuffix("form.ui") == true)
        XCTAssertNotNil(error?.line)
        XCTAssertTrue(error?.description.contains("error: malformed XML in a GtkBuilder file: an end tag does not match its start tag") == true, "\(String(describing: error))")
    }

    func testAManifestNamingAMissingFileIsAnErrorAtItsLine() throws {
        let manifest = folder.appendingPathComponent("app.gresource.xml").path
        try "present".write(toFile: folder.appendingPathComponent("present.txt").path, atomically: true, encoding: .utf8)
        try """
            <gresources>
              <gresource prefix="/app">
                <file>present.txt</file>
                <file>absent.ui</file>
              </gresource>
            </gresources>
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ResourceManifest(reading: manifest)) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.line, 4)
            XCTAssertTrue(diagnostic?.message.hasPrefix("missing file \"absent.ui\"") == true)
        }
    }

    func testAFolderManifestUsesTheAppIDAndSkipsItsFile() throws {
        try "org.example.App\n".write(toFile: folder.appendingPathComponent("app-id").path, atomically: true, encoding: .utf8)
        try "x".write(toFile: folder.appendingPathComponent("style.css").path, atomically: true, encoding: .utf8)
        let manifest = try ResourceManifest(folder: folder.path, fallbackName: "Target",
                                            writingTo: folder.appendingPathComponent("generated.xml").path)
        XCTAssertEqual(manifest.basePath, "/org/example/App/")
        XCTAssertEqual(manifest.entries.map(\.resourcePath), ["/org/example/App/style.css"])
    }
}
