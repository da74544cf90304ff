import BindingGtk
import CGLib
import CGtk
import XCTest

/// GLib's C types reach Swift through two C modules, the GLib layer's `CGLib` and GTK's `CGtk`;
/// in a module that imports both they must be one Swift type (see docs/gtk-facts.md).
final class CModuleTypeTests: XCTestCase {
    func testGLibTypesAreOneSwiftTypeThroughBothCModules() {
        XCTAssertTrue(CGLib.GObject.self == CGtk.GObject.self)
        XCTAssertTrue(CGLib.GValue.self == CGtk.GValue.self)
        XCTAssertTrue(CGLib.GParamSpec.self == CGtk.GParamSpec.self)
        XCTAssertTrue(CGLib.GList.self == CGtk.GList.self)
        XCTAssertTrue(CGLib.GApplicationFlags.self == CGtk.GApplicationFlags.self)
        XCTAssertTrue(CGLib.GParamFlags.self == CGtk.GParamFlags.self)
    }

    func testAValueMadeThroughOneModuleIsReadThroughTheOther() {
        var value = CGtk.GValue()
        _ = CGtk.g_value_init(&value, cglib_type_string())
        defer { CGLib.g_value_unset(&value) }
        CGtk.g_value_set_string(&value, "shared")
        XCTAssertEqual(cglib_value_type(&value), cglib_type_string())
        XCTAssertEqual(String(gValue: &value), "shared", "the GLib layer reads a GValue GTK's module made")
        let variant = CGtk.g_variant_ref_sink(CGLib.g_variant_new_boolean(1))
        defer { CGtk.g_variant_unref(variant) }
        XCTAssertEqual(Bool(variant: variant!), true)
    }
}
