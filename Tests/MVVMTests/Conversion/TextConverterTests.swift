import BindingTesting
import MVVM
import ReactiveCore
import XCTest

final class TextConverterTests: XCTestCase {
    private let french = NumberFormat(decimalSeparator: ",", groupingSeparator: "\u{202F}")
    private let english = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")

    func testIntegersFormatWithGroupingAndParseWithOrWithoutIt() {
        let converter = TextConverter<Int>.integer(format: english)
        XCTAssertEqual(converter.format(1_234_567), "1,234,567")
        XCTAssertEqual(converter.format(-1_234), "-1,234")
        XCTAssertEqual(converter.format(999), "999")
        XCTAssertEqual(try converter.parse(" 1,234 ").get(), 1_234)
        XCTAssertEqual(try converter.parse("1234").get(), 1_234)
        XCTAssertEqual(try converter.parse("-7").get(), -7)
        XCTAssertEqual(converter.parse("12a"), .failure(ConversionError("“12a” is not a whole number")))
        XCTAssertEqual(converter.parse("1.5"), .failure(ConversionError("“1.5” is not a whole number")))
        XCTAssertEqual(converter.parse("  "), .failure(ConversionError("Enter a whole number")))
        XCTAssertEqual(try TextConverter<Int>.integer(format: english, empty: 0).parse("").get(), 0)
        XCTAssertEqual(converter.parse("99999999999999999999"),
                       .failure(ConversionError("“99999999999999999999” is not a whole number")), "overflow is refused")
    }

    func testDecimalsFollowTheLocaleSeparators() {
        let converter = TextConverter<Double>.decimal(fractionDigits: 2, format: french)
        XCTAssertEqual(converter.format(1234.5), "1\u{202F}234,50")
        XCTAssertEqual(converter.format(-0.004), "0,00", "no negative zero")
        XCTAssertEqual(converter.format(-2.125), "-2,13")
        XCTAssertEqual(try converter.parse("1 234,5").get(), 1234.5, "a plain space stands for the narrow one")
        XCTAssertEqual(try converter.parse("3,25").get(), 3.25)
        XCTAssertEqual(converter.parse("3.25"), .failure(ConversionError("“3.25” is not a number")),
                       "a point is not the decimal separator here")
        XCTAssertEqual(converter.parse("abc"), .failure(ConversionError("“abc” is not a number")))
        XCTAssertEqual(converter.parse("1e5x"), .failure(ConversionError("“1e5x” is not a number")))
        XCTAssertEqual(converter.parse(""), .failure(ConversionError("Enter a number")))
        let free = TextConverter<Double>.decimal(format: english)
        XCTAssertEqual(free.format(1234.5), "1,234.5")
        XCTAssertEqual(free.format(3), "3")
        XCTAssertEqual(try free.parse("-0.5").get(), -0.5)
    }

    func testTrimmedStringsAndTheCurrentLocale() {
        XCTAssertEqual(try TextConverter<String>.trimmed.parse("  Grace \n").get(), "Grace")
        XCTAssertEqual(try TextConverter<String>.trimmed.parse(" \t ").get(), "")
        XCTAssertEqual(try TextConverter<String>.identity.parse(" a ").get(), " a ")
        // The test process runs in the C locale.
        XCTAssertEqual(NumberFormat.current.decimalSeparator, ".")
    }

    func testFormattedNumbersParseBackToThemselves() {
        var generator = SeededGenerator(seed: 17)
        for format in [french, english, NumberFormat.posix] {
            let integers = TextConverter<Int>.integer(format: format)
            let decimals = TextConverter<Double>.decimal(fractionDigits: 3, format: format)
            for _ in 0..<500 {
                let whole = Int.random(in: -10_000_000...10_000_000, using: &generator)
                XCTAssertEqual(try integers.parse(integers.format(whole)).get(), whole)
                let thousandths = Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 1_000
                XCTAssertEqual(try decimals.parse(decimals.format(thousandths)).get(), thousandths, accuracy: 1e-9)
            }
        }
    }
}
