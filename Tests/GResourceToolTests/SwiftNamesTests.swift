@testable import GResourceToolCore
import XCTest

final class SwiftNamesTests: XCTestCase {
    func testIDsBecomeLowerCamelCaseWhateverTheSeparator() {
        XCTAssertEqual(SwiftNames.property(for: "name_entry"), "nameEntry")
        XCTAssertEqual(SwiftNames.property(for: "name-entry"), "nameEntry")
        XCTAssertEqual(SwiftNames.property(for: "nameEntry"), "nameEntry")
        XCTAssertEqual(SwiftNames.property(for: "Name.Entry:2"), "nameEntry2")
    }

    func testKeywordsAreEscapedAndBadIDsUnmappable() {
        XCTAssertEqual(SwiftNames.property(for: "default"), "`default`")
        XCTAssertNil(SwiftNames.property(for: "2nd_entry"))
        XCTAssertNil(SwiftNames.property(for: "--"))
        XCTAssertNil(SwiftNames.property(for: ""))
        XCTAssertNil(SwiftNames.property(for: "é_entry"), "only ASCII letters start a name")
        XCTAssertNil(SwiftNames.property(for: "_entry"))
    }

    func testFileNamesBecomeTypeNames() {
        XCTAssertEqual(SwiftNames.type(forFile: "profile.ui"), "ProfileUI")
        XCTAssertEqual(SwiftNames.type(forFile: "feed-row.ui"), "FeedRowUI")
        XCTAssertNil(SwiftNames.type(forFile: "1.ui"))
    }
}
