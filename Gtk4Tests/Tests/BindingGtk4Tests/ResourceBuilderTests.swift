import BindingGtk4
import BindingGtk4Testing
import Foundation
import XCTest

/// A GTK 4 `.ui` file and a stylesheet read from a registered GResource bundle, compiled here by
/// `glib-compile-resources` as the apps' bundles are.
@MainActor
final class ResourceBuilderTests: XCTestCase {
    private static let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkWindow" id="window">
            <property name="title">From a resource</property>
            <property name="child">
              <object class="GtkLabel" id="greeting"><property name="label">Hello</property></object>
            </property>
          </object>
        </interface>
        """

    /// The bytes of a bundle holding a window description and a stylesheet under `/org/example/Gtk4Resources/`.
    private static func compiledBundle() throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-resources-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try window.write(to: folder.appendingPathComponent("window.ui"), atomically: true, encoding: .utf8)
        try "label.greeting { font-weight: bold; }".write(to: folder.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources>
              <gresource prefix="/org/example/Gtk4Resources"><file>window.ui</file><file>style.css</file></gresource>
            </gresources>
            """.write(to: folder.appendingPathComponent("bundle.gresource.xml"), atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["glib-compile-resources", "--sourcedir", folder.path, "--target", folder.appendingPathComponent("bundle.gresource").path,
                              folder.appendingPathComponent("bundle.gresource.xml").path]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0, "glib-compile-resources (libglib2.0-bin) failed")
        return [UInt8](try Data(contentsOf: folder.appendingPathComponent("bundle.gresource")))
    }

    nonisolated func testBuilderAndStyleSheetReadTheRegisteredBundle() throws {
        try GtkTestKit.run(self) { _ in
            let bundle = try ResourceBundle(bytes: Self.compiledBundle(), basePath: "/org/example/Gtk4Resources/")
            bundle.register()
            defer { bundle.unregister() }

            let builder = try Builder(resource: "/org/example/Gtk4Resources/window.ui")
            let window = try builder.get("window", as: Window.self)
            XCTAssertEqual(window.title, "From a resource")
            XCTAssertEqual(window.child?.buildableID, "greeting")

            let sheet = try StyleSheet(resource: "/org/example/Gtk4Resources/style.css")
            XCTAssertTrue(sheet.cssText.contains("label.greeting"), sheet.cssText)
            XCTAssertThrowsError(try Builder(resource: "/org/example/Gtk4Resources/absent.ui")) { error in
                XCTAssertEqual(error as? BuilderError, .unreadableFile(path: "resource:///org/example/Gtk4Resources/absent.ui", reason: "no such resource"))
            }
            window.destroy()
        }
    }
}
