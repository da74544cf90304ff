@testable import BindingGLib
import CGLib
import XCTest

/// The C-string helpers of the GObject core (see the header of `CString.swift`).
final class CStringTests: XCTestCase {
    func testInternedStringIsOneLastingCopyPerValue() {
        let name = "binding-gtk-interned-test"
        let first = String.interned(name)
        let second = String.interned(String(name))   // another Swift string with the same value
        XCTAssertEqual(first, second, "one C string per distinct value")
        XCTAssertEqual(String(cString: first), name)
        XCTAssertNotEqual(String.interned(name + "!"), first)
    }

    func testTakingOwnershipAndBorrowing() {
        XCTAssertNil(String.takingOwnership(of: nil))
        XCTAssertNil(String.borrowing(nil))
        XCTAssertEqual(String.takingOwnership(of: g_strdup("owned")), "owned")
        XCTAssertEqual(String.borrowing(String.interned("borrowed")), "borrowed")
    }
}
