import BindingGtk4
import BindingGtk4Testing
import XCTest

/// GTK 4 `.ui` descriptions through `Builder`: typed lookup, and each failure as its error.
@MainActor
final class BuilderTests: XCTestCase {
    private static let description = """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="title">From a description</property>
            <property name="child">
              <object class="GtkBox" id="box">
                <child><object class="GtkLabel" id="greeting"><property name="label">Hello</property></object></child>
                <child><object class="GtkButton" id="go"><property name="label">Go</property></object></child>
              </object>
            </property>
          </object>
        </interface>
        """

    nonisolated func testWindowAndChildrenAreFoundWithTheirTypes() throws {
        try GtkTestKit.run(self) { _ in
            let builder = try Builder(string: Self.description)
            let window = try builder.get("window", as: Window.self)
            XCTAssertEqual(window.title, "From a description")
            XCTAssertEqual(window.child?.buildableID, "box")
            let greeting = try XCTUnwrap(GtkTestKit.find("greeting", in: window, as: Widget.self))
            XCTAssertEqual(greeting.typeName, "GtkLabel")
            XCTAssertEqual(greeting.parent?.buildableID, "box")
            XCTAssertEqual(window.child?.children.count, 2)
            window.destroy()
            XCTAssertTrue(greeting.isDestroyed, "builder widgets end with their window")
        }
    }

    nonisolated func testFailuresAreErrorsNamingWhatWentWrong() throws {
        try GtkTestKit.run(self) { _ in
            let builder = try Builder(string: Self.description)
            XCTAssertThrowsError(try builder.get("absent", as: Widget.self)) { error in
                XCTAssertEqual(error as? BuilderError, .missingObject(id: "absent"))
            }
            XCTAssertThrowsError(try builder.get("greeting", as: Window.self)) { error in
                XCTAssertEqual(error as? BuilderError, .wrongType(id: "greeting", expected: "Window", actual: "GtkLabel"))
            }
            XCTAssertThrowsError(try Builder(string: "<interface><object class=\"GtkNoSuchWidget\"/></interface>")) { error in
                guard case .invalidDescription(let source, let reason)? = error as? BuilderError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(source, "a string")
                XCTAssertTrue(reason.contains("GtkNoSuchWidget"), reason)
            }
            XCTAssertThrowsError(try Builder(resource: "/org/example/none/window.ui")) { error in
                XCTAssertEqual(error as? BuilderError, .unreadableFile(path: "resource:///org/example/none/window.ui", reason: "no such resource"))
            }
            try builder.get("window", as: Window.self).destroy()
        }
    }

    nonisolated func testStyleSheetFromAMissingResourceIsAnError() throws {
        try GtkTestKit.run(self) { _ in
            XCTAssertThrowsError(try StyleSheet(resource: "/org/example/none/style.css"))
            let sheet = StyleSheet(string: "label.loud { font-weight: bold; }")
            sheet.applyToApplication()
            XCTAssertTrue(sheet.cssText.contains("label.loud"), sheet.cssText)
            sheet.removeFromApplication()
        }
    }
}
