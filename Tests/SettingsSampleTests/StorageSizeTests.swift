import Binding
import XCTest
@testable import SettingsKit

/// The cache size as text: decimal units, the number format's decimal
/// separator, the language's plural of "byte".
final class StorageSizeTests: XCTestCase {
    private let german = NumberFormat(decimalSeparator: ",", groupingSeparator: ".")

    func testEnglishFormat() {
        XCTAssertEqual(StorageSize.text(0, format: .posix), "0 bytes")
        XCTAssertEqual(StorageSize.text(1, format: .posix), "1 byte")
        XCTAssertEqual(StorageSize.text(999, format: .posix), "999 bytes")
        XCTAssertEqual(StorageSize.text(2_500, format: .posix), "2.5 kB")
        XCTAssertEqual(StorageSize.text(999_949, format: .posix), "999.9 kB")
        XCTAssertEqual(StorageSize.text(999_950, format: .posix), "1.0 MB", "rounds up into the next unit")
        XCTAssertEqual(StorageSize.text(12_345_678, format: .posix), "12.3 MB")
        XCTAssertEqual(StorageSize.text(3_000_000_000_000_000_000, format: .posix), "3000.0 PB", "PB is the largest unit")
    }

    func testGermanSeparatorAndPlural() {
        let translator = DictionaryTranslator(plurals: ["{1} byte": ["{1} Byte", "{1} Bytes"]])
        Localization.withTranslator(translator) {
            XCTAssertEqual(StorageSize.text(1, format: german), "1 Byte")
            XCTAssertEqual(StorageSize.text(0, format: german), "0 Bytes")
            XCTAssertEqual(StorageSize.text(2_500, format: german), "2,5 kB")
            XCTAssertEqual(StorageSize.text(1_500_000_000, format: german), "1,5 GB")
            XCTAssertEqual(StorageSize.text(2_000_000_000_000_000_000, format: german), "2.000,0 PB", "grouped")
        }
    }
}
