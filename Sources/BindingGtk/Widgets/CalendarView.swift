import Binding
import CGtk

/// A calendar day: `month` is 1…12 and `day` 1…31 (unlike GTK's 0-based month).
public struct CalendarDate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The year, such as 2026.
    public var year: Int
    /// The month, 1 (January) … 12 (December).
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int

    /// A date from its parts (`month` 1…12).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date as ISO 8601 writes it (`2026-11-22`).
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// A month view for picking a day (`GtkCalendar`). Named `CalendarView`, not
/// `Calendar`, so that Foundation's `Calendar` stays usable beside this module.
@MainActor
extension CalendarView {
    /// A new calendar showing today, or `date` if given.
    public convenience init(date: CalendarDate? = nil) {
        self.init(gtk_calendar_new())
        if let date { self.date = date }
    }

    /// The wrapped `GtkCalendar`.
    public var calendarPointer: UnsafeMutablePointer<GtkCalendar> { widgetPointer(as: GtkCalendar.self) }

    /// The selected day. Setting it shows its month and is a programmatic
    /// change (`rx.date` does not hear it back); a day past the end
    /// of the month selects the month's last day; a month outside 1…12 is ignored.
    public var date: CalendarDate {
        get {
            var year: UInt32 = 0
            var month: UInt32 = 0
            var day: UInt32 = 0
            gtk_calendar_get_date(calendarPointer, &year, &month, &day)
            return CalendarDate(year: Int(year), month: Int(month) + 1, day: Int(day))
        }
        set {
            guard !isDestroyed, newValue != date, (1...12).contains(newValue.month) else { return }
            performProgrammaticChange {
                // Day 1 exists in every month, so changing the month never clamps the day first.
                gtk_calendar_select_day(calendarPointer, 1)
                gtk_calendar_select_month(calendarPointer, UInt32(newValue.month - 1), UInt32(newValue.year))
                gtk_calendar_select_day(calendarPointer, UInt32(min(max(1, newValue.day), daysInShownMonth)))
            }
        }
    }

    /// How many days the shown month has.
    private var daysInShownMonth: Int {
        let date = self.date
        return CalendarDate.days(inMonth: date.month, of: date.year)
    }
}

extension Reactive where Base: CalendarView {
    /// The selected day: the current one, then each day the user picks or
    /// each change of month by the user (`day-selected`, `month-changed`).
    /// Sending a date selects it without echoing it back. Completes when the
    /// calendar is destroyed.
    @MainActor public var date: ControlProperty<CalendarDate> {
        controlProperty(changedBy: ["day-selected", "month-changed"], getter: { $0.date }, setter: { $0.date = $1 })
    }
}
