import Binding
import BindingGtk
import XCTest

/// Dates through GLib's GDate. Assertions hold in any locale: `%x` is the locale's own order.
final class DateConverterTests: XCTestCase {
    func testDatesFormatAndParseInTheLocaleAndAsISO() {
        let converter = TextConverter<CalendarDate>.date()
        let day = CalendarDate(year: 2026, month: 11, day: 24)
        XCTAssertEqual(try converter.parse(converter.format(day)).get(), day, "the locale's own date reads back")
        XCTAssertEqual(TextConverter<CalendarDate>.date(format: "%Y-%m-%d").format(day), "2026-11-24")
        XCTAssertEqual(try converter.parse(" 2026-11-24 ").get(), day, "ISO 8601")
        XCTAssertEqual(try converter.parse(TextConverter<CalendarDate>.date(format: "%d %B %Y").format(day)).get(), day, "month names")
    }

    func testTextThatIsNoDateIsAProblem() {
        let converter = TextConverter<CalendarDate>.date()
        XCTAssertEqual(converter.parse("soon"), .failure(ConversionError("“soon” is not a date")))
        XCTAssertEqual(converter.parse("2026-02-30"), .failure(ConversionError("“2026-02-30” is not a date")))
        XCTAssertEqual(converter.parse(""), .failure(ConversionError("Enter a date")))
        XCTAssertEqual(converter.format(CalendarDate(year: 2026, month: 13, day: 1)), "2026-13-01",
                       "an impossible date shows as its parts")
    }
}
