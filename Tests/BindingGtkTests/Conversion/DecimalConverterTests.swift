import Binding
import BindingGtk
import BindingGtkTesting
import Foundation
import XCTest

/// The money converter: exact decimals, the locale's separators, a fixed number of digits.
final class DecimalConverterTests: XCTestCase {
    private let french = NumberFormat(decimalSeparator: ",", groupingSeparator: " ")
    private let english = NumberFormat(decimalSeparator: ".", groupingSeparator: ",")

    private func parsed(_ text: String, _ converter: TextConverter<Decimal>) -> Decimal? {
        try? converter.parse(text).get()
    }

    func testFormatsWithAFixedNumberOfDigits_inTheLocalesConventions() {
        let euros = TextConverter<Decimal>.decimal(fractionDigits: 2, format: french)
        XCTAssertEqual(euros.format(Decimal(string: "1234.5")!), "1 234,50")
        XCTAssertEqual(euros.format(Decimal(string: "-0.005")!), "-0,01", "half away from zero")
        XCTAssertEqual(euros.format(Decimal(string: "-0.004")!), "0,00", "no negative zero")
        XCTAssertEqual(euros.format(Decimal(string: "999.995")!), "1 000,00", "the carry reaches the whole part")
        XCTAssertEqual(TextConverter<Decimal>.decimal(fractionDigits: 0, format: english).format(Decimal(string: "1234567.5")!), "1,234,568")
        XCTAssertEqual(TextConverter<Decimal>.decimal(fractionDigits: 3, format: .posix).format(Decimal(12)), "12.000")
    }

    func testParsesWhatUsersType_andRefusesWhatIsNoNumber() {
        let euros = TextConverter<Decimal>.decimal(fractionDigits: 2, format: french)
        XCTAssertEqual(parsed("1 234,5", euros), Decimal(string: "1234.50"))
        XCTAssertEqual(parsed(" 3,5 ", euros), Decimal(string: "3.5"))
        XCTAssertEqual(parsed("2,345", euros), Decimal(string: "2.35"), "rounded to the shown digits")
        XCTAssertEqual(parsed("-,5", euros), Decimal(string: "-0.5"))
        XCTAssertEqual(parsed("0,10", euros), Decimal(string: "0.1"))
        for bad in ["12a", "1.5", "1,2,3", "--1", "", " ", ",", "1e5", "١٢"] {
            XCTAssertNil(parsed(bad, euros), "“\(bad)” is refused")
        }
        if case .failure(let problem) = euros.parse("12a") {
            XCTAssertEqual(problem.message, "“12a” is not an amount")
        } else {
            XCTFail("12a parsed")
        }
        XCTAssertEqual(parsed("", .decimal(fractionDigits: 2, format: french, empty: 0)), 0)
        XCTAssertEqual(try TextConverter<Decimal?>.decimal(format: french).parse("  ").get(), Decimal?.none)
    }

    func testRoundTrips_exactlyWhereADoubleWouldNot() {
        let dollars = TextConverter<Decimal>.decimal(fractionDigits: 2, format: english)
        for text in ["0.10", "0.20", "0.30", "1,234,567,890,123.45", "-42.07", "100,000,000,000,000,000,000.01"] {
            let value = parsed(text, dollars)
            XCTAssertNotNil(value, text)
            XCTAssertEqual(value.map(dollars.format), text, "\(text) comes back as written")
        }
        let sum = (parsed("0.10", dollars) ?? 0) + (parsed("0.20", dollars) ?? 0)
        XCTAssertEqual(dollars.format(sum), "0.30")
        XCTAssertEqual(sum, Decimal(string: "0.3"), "exact, unlike 0.1 + 0.2 in Double")
    }

    func testBoundToAnEntry_badTextLeavesTheModelAndBecomesTheFieldsProblem() throws {
        try onGtk {
            let amount = BehaviorRelay(value: Decimal(string: "12.5")!)
            let form = FormValidation(display: .immediately)
            let field = form.field(amount)
            let entry = Entry()
            let window = makeShownWindow(entry)
            window.binding {
                amount <=> entry.rx.text(.decimal(fractionDigits: 2, format: .posix), updating: .onChange, validating: field)
            }
            XCTAssertEqual(entry.text, "12.50")
            try GtkTestKit.type("x", into: entry)
            XCTAssertEqual(entry.text, "12.50x")
            XCTAssertEqual(amount.value, Decimal(string: "12.5"), "the model is untouched")
            XCTAssertEqual(field.currentState.messages, ["“12.50x” is not an amount"])
            try GtkTestKit.pressBackspace(6, in: entry)
            try GtkTestKit.type("7.25", into: entry)
            XCTAssertEqual(amount.value, Decimal(string: "7.25"))
            XCTAssertTrue(field.currentState.messages.isEmpty)
            window.destroy()
        }
    }
}
