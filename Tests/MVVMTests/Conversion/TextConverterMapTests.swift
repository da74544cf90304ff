import MVVM
import ReactiveCore
import XCTest

/// `TextConverter.map`: converters for the app's own model types.
final class TextConverterMapTests: XCTestCase {
    private struct Quantity: Equatable { var count: Int }
    private struct Percent: Equatable { var value: Int }

    func testMapToAModelType_roundTripsAndKeepsTheProblemsOfTheText() {
        let quantity = TextConverter<Int>.integer(format: .posix).map(to: { Quantity(count: $0) }, from: \.count)
        XCTAssertEqual(quantity.format(Quantity(count: 12)), "12")
        XCTAssertEqual(try quantity.parse(" 7 ").get(), Quantity(count: 7))
        XCTAssertEqual(try quantity.parse(quantity.format(Quantity(count: -3))).get(), Quantity(count: -3))
        guard case .failure(let problem) = quantity.parse("7a") else { return XCTFail("7a parsed") }
        XCTAssertEqual(problem.message, "“7a” is not a whole number")
    }

    func testCheckingMap_refusesValuesTheModelTypeCannotHold() {
        let percent = TextConverter<Int>.integer(format: .posix).map(
            checking: { (0...100).contains($0) ? .success(Percent(value: $0)) : .failure(ConversionError("Enter 0 to 100")) },
            from: \.value)
        XCTAssertEqual(try percent.parse("40").get(), Percent(value: 40))
        XCTAssertEqual(percent.format(Percent(value: 5)), "5")
        guard case .failure(let outOfRange) = percent.parse("140") else { return XCTFail("140 accepted") }
        XCTAssertEqual(outOfRange.message, "Enter 0 to 100")
        guard case .failure(let unreadable) = percent.parse("x") else { return XCTFail("x accepted") }
        XCTAssertEqual(unreadable.message, "“x” is not a whole number", "the text's own problem comes first")
        let optional = percent.optional
        XCTAssertEqual(try optional.parse("").get(), Percent?.none)
        XCTAssertEqual(try optional.parse("100").get(), Percent(value: 100))
    }
}
