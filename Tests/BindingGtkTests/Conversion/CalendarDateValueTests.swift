import BindingGtk
import Foundation
import XCTest

/// `CalendarDate` as a value an app stores: ordered, hashed, coded as ISO
/// text, and converted to and from `Date` in a time zone.
final class CalendarDateValueTests: XCTestCase {
    func testOrderAndHashing() {
        let days = [CalendarDate(year: 2026, month: 11, day: 2), CalendarDate(year: 2025, month: 12, day: 31),
                    CalendarDate(year: 2026, month: 2, day: 28), CalendarDate(year: 2026, month: 11, day: 2)]
        XCTAssertEqual(days.sorted().map(\.description), ["2025-12-31", "2026-02-28", "2026-11-02", "2026-11-02"])
        XCTAssertEqual(Set(days).count, 3)
        XCTAssertLessThan(CalendarDate(year: 2026, month: 1, day: 31), CalendarDate(year: 2026, month: 2, day: 1))
    }

    func testCodableRoundTripAsISOText_andBadTextIsADecodingError() throws {
        let expense = ["due": CalendarDate(year: 2026, month: 2, day: 9)]
        let data = try JSONEncoder().encode(expense)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"due":"2026-02-09"}"#)
        XCTAssertEqual(try JSONDecoder().decode([String: CalendarDate].self, from: data), expense)
        for bad in [#"{"due":"2026-02-30"}"#, #"{"due":"2026-2-9"}"#, #"{"due":"tomorrow"}"#, #"{"due":"2026-13-01"}"#, #"{"due":7}"#] {
            XCTAssertThrowsError(try JSONDecoder().decode([String: CalendarDate].self, from: Data(bad.utf8)), bad) {
                guard case DecodingError.dataCorrupted = $0 else {
                    if case DecodingError.typeMismatch = $0, bad.contains("7") { return }
                    return XCTFail("\(bad): \($0)")
                }
            }
        }
        XCTAssertEqual(CalendarDate(iso8601: "2024-02-29"), CalendarDate(year: 2024, month: 2, day: 29), "a leap day")
        XCTAssertNil(CalendarDate(iso8601: "2100-02-29"), "2100 is not a leap year")
        XCTAssertFalse(CalendarDate(year: 2026, month: 0, day: 1).isValid)
    }

    func testDateConversionInAGivenTimeZone() throws {
        // 2026-11-27 23:30 UTC is already the 28th in Paris (UTC+1) and still the 27th in New York (UTC-5).
        let moment = Date(timeIntervalSince1970: 1_795_822_200)
        let utc = try XCTUnwrap(TimeZone(secondsFromGMT: 0))
        let paris = try XCTUnwrap(TimeZone(secondsFromGMT: 3600))
        let newYork = try XCTUnwrap(TimeZone(secondsFromGMT: -5 * 3600))
        XCTAssertEqual(CalendarDate(moment, in: utc), CalendarDate(year: 2026, month: 11, day: 27))
        XCTAssertEqual(CalendarDate(moment, in: paris), CalendarDate(year: 2026, month: 11, day: 28))
        XCTAssertEqual(CalendarDate(moment, in: newYork), CalendarDate(year: 2026, month: 11, day: 27))
        let day = CalendarDate(year: 2026, month: 11, day: 28)
        XCTAssertEqual(day.date(in: utc), Date(timeIntervalSince1970: 1_795_824_000), "midnight UTC")
        XCTAssertEqual(day.date(in: paris), Date(timeIntervalSince1970: 1_795_824_000 - 3600), "midnight in Paris")
        XCTAssertNil(CalendarDate(year: 2026, month: 2, day: 30).date(in: utc), "not a real day")
        XCTAssertEqual(CalendarDate(Date(timeIntervalSince1970: -1), in: utc), CalendarDate(year: 1969, month: 12, day: 31))
    }

    func testRoundTripsThroughDate_acrossEras_andInTheLocalTimeZone() throws {
        let utc = try XCTUnwrap(TimeZone(secondsFromGMT: 0))
        let days = [CalendarDate(year: 1, month: 1, day: 1), CalendarDate(year: 1600, month: 2, day: 29),
                    CalendarDate(year: 1969, month: 12, day: 31), CalendarDate(year: 2000, month: 2, day: 29),
                    CalendarDate(year: 2026, month: 3, day: 29), CalendarDate(year: 9999, month: 12, day: 31)]
        for day in days {
            XCTAssertEqual(CalendarDate(try XCTUnwrap(day.date(in: utc)), in: utc), day, "\(day) in UTC")
            XCTAssertEqual(CalendarDate(try XCTUnwrap(day.date())), day, "\(day) in the local time zone")
        }
        XCTAssertEqual(CalendarDate(Date()), CalendarDate(Date(), in: nil))
    }
}
