@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

final class CalendarViewTests: XCTestCase {
    func testDateEmitsInitialAndUserSelectionsOnly() throws {
        try onGtk {
            let start = CalendarDate(year: 2024, month: 1, day: 31)
            let calendar = CalendarView(date: start)
            XCTAssertEqual(calendar.date, start)
            XCTAssertEqual(start.description, "2024-01-31")
            let recorder = ControlRecorder(calendar.rx.date)

            // What a click on a day does.
            gtk_calendar_select_day(calendar.calendarPointer, 15)
            calendar.rx.date.onNext(CalendarDate(year: 2025, month: 3, day: 3))
            XCTAssertEqual(calendar.date, CalendarDate(year: 2025, month: 3, day: 3), "sending a date selects it")
            calendar.date = CalendarDate(year: 2024, month: 2, day: 30)
            XCTAssertEqual(calendar.date, CalendarDate(year: 2024, month: 2, day: 29), "clamped to the month's last day")

            XCTAssertEqual(recorder.values, [start, CalendarDate(year: 2024, month: 1, day: 15)])
            calendar.destroy()
            XCTAssertTrue(recorder.isCompleted)
        }
    }

    func testUserMonthChangeIsReported() throws {
        try onGtk {
            let calendar = CalendarView(date: CalendarDate(year: 2026, month: 5, day: 10))
            let recorder = ControlRecorder(calendar.rx.date)
            // What the "next month" arrow does.
            gtk_calendar_select_month(calendar.calendarPointer, 5, 2026)
            XCTAssertEqual(recorder.values.first, CalendarDate(year: 2026, month: 5, day: 10))
            XCTAssertEqual(recorder.values.last, CalendarDate(year: 2026, month: 6, day: 10))
            calendar.destroy()
        }
    }
}
