import Binding
import CGtk

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
