@testable import GResourceToolCore
import Foundation
import XCTest

/// GTK 4 bundles: the toolkit a `.ui` file's `<requires>` line names, the GTK 4 and libadwaita
/// classes its outlets are typed with, and the mistakes (mixed bundles, unknown versions, classes
/// of the other GTK) as build errors at their line.
final class ToolkitTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gresource-toolkit-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ xml: String, named name: String = "form.ui") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func file(_ path: String, toolkit: Toolkit) throws -> UIFile {
        try UIFile(ResourceManifest.Entry(resourcePath: "/app/" + (path as NSString).lastPathComponent, sourcePath: path, line: nil),
                   classes: toolkit.classes, toolkit: toolkit)
    }

    func testTheRequiresLineNamesTheToolkit() throws {
        let gtk4 = try write(#"<interface><requires lib="gtk" version="4.0"/><requires lib="Adw" version="1.0"/></interface>"#, named: "a.ui")
        let gtk3 = try write(#"<interface><requires lib="gtk+" version="3.24"/></interface>"#, named: "b.ui")
        let none = try write("<interface/>", named: "c.ui")
        XCTAssertEqual(try UIFile.header(at: gtk4).toolkit, .gtk4)
        XCTAssertEqual(try UIFile.header(at: gtk3).toolkit, .gtk3)
        XCTAssertNil(try UIFile.header(at: none).toolkit)
    }

    func testAnUnknownGtkVersionOrGtk4sNameForGtk3IsAnErrorAtItsLine() throws {
        for (requires, message) in [(#"<requires lib="gtk" version="3.24"/>"#, "GTK 4's name"),
                                    (#"<requires lib="gtk" version="5.0"/>"#, "neither GTK 3 nor GTK 4")] {
            let path = try write("<interface>\n\(requires)\n</interface>")
            XCTAssertThrowsError(try UIFile.header(at: path)) { error in
                let diagnostic = error as? Diagnostic
                XCTAssertEqual(diagnostic?.line, 2)
                XCTAssertTrue(diagnostic?.message.contains(message) == true, "\(String(describing: diagnostic))")
            }
        }
    }

    func testGtk4OutletsAreTypedWithTheGtk4AndLibadwaitaWrappers() throws {
        let path = try write("""
            <interface>
              <requires lib="gtk" version="4.0"/>
              <object class="AdwApplicationWindow" id="window">
                <property name="content">
                  <object class="GtkBox">
                    <child><object class="GtkTextView" id="bio_view"/></child>
                    <child><object class="AdwEntryRow" id="name_row"/></child>
                  </object>
                </property>
              </object>
            </interface>
            """)
        let parsed = try file(path, toolkit: .gtk4)
        XCTAssertEqual(parsed.outlets.map(\.swiftType), ["AdwaitaApplicationWindow", "TextView", "EntryRow"])
        let source = SourceWriter.outletsSource([parsed], origin: "test", toolkit: .gtk4)
        XCTAssertTrue(source.contains("import BindingGtk4\n"), source)
        XCTAssertTrue(source.contains("import BindingAdwaita\n"), source)
        XCTAssertFalse(source.contains("import BindingGtk\n"), source)
    }

    func testAnOutletOfABindingAdwaitaTypeImportsBindingAdwaita() {
        XCTAssertEqual(Toolkit.gtk4.imports(for: ["Window", "AdwaitaApplication"]), ["BindingGtk4", "BindingAdwaita"])
        XCTAssertEqual(Toolkit.gtk4.imports(for: ["Window"]), ["BindingGtk4"])
        XCTAssertEqual(Toolkit.gtk3.imports(for: ["Window"]), ["BindingGtk"])
    }

    func testAGtk3OnlyClassInAGtk4FileIsAnUnknownClassNamingGtk4() throws {
        let path = try write("""
            <interface>
              <requires lib="gtk" version="4.0"/>
              <object class="GtkFileChooserButton" id="chooser"/>
            </interface>
            """)
        XCTAssertThrowsError(try file(path, toolkit: .gtk4)) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.line, 3)
            XCTAssertTrue(diagnostic?.message.contains("not a GTK 4 class") == true, "\(String(describing: diagnostic))")
        }
    }

    func testAGtk4TemplateIsAnError() throws {
        let path = try write("""
            <interface>
              <requires lib="gtk" version="4.0"/>
              <template class="FeedRow" parent="GtkListBoxRow"/>
            </interface>
            """)
        XCTAssertThrowsError(try file(path, toolkit: .gtk4)) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.contains("not supported for GTK 4") == true, "\(error)")
        }
    }

    func testABundleMixingGtk3AndGtk4FilesFailsNamingBoth() throws {
        let gtk4 = try write(#"<interface><requires lib="gtk" version="4.0"/></interface>"#, named: "new.ui")
        let gtk3 = try write(#"<interface><requires lib="gtk+" version="3.24"/></interface>"#, named: "old.ui")
        let manifest = try write("""
            <gresources><gresource prefix="/app">
            <file>new.ui</file>
            <file>old.ui</file>
            </gresource></gresources>
            """, named: "app.gresource.xml")
        _ = (gtk4, gtk3)
        let work = folder.appendingPathComponent("work").path
        let errors = Pipe()
        let saved = dup(2)
        dup2(errors.fileHandleForWriting.fileDescriptor, 2)
        let status = ToolRun.main(["--target", "App", "--work-dir", work, "--output-dir", work, "--manifest", manifest])
        dup2(saved, 2)
        close(saved)
        errors.fileHandleForWriting.closeFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(message.contains("old.ui: error: this file is for GTK 3 but new.ui is for GTK 4"), message)
    }
}
