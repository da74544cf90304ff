import Binding
import CGLib

extension TextConverter where Value == CalendarDate {
    /// A date in the user's locale: shown with `strftime` `format` (`%x`, the
    /// locale's own date: `24/11/26` in en_GB, `11/24/26` in en_US;
    /// `%d %B %Y` for "24 November 2026"), and read by GLib's
    /// `g_date_set_parse`, which takes what users type in their locale's
    /// day/month order, month names, and ISO `2026-11-24`. Surrounding
    /// whitespace is ignored; text GLib cannot read is a conversion problem.
    public static func date(format: String = "%x") -> TextConverter<CalendarDate> {
        TextConverter(
            format: { value in
                guard g_date_valid_dmy(GDateDay(clamping: value.day), GDateMonth(UInt32(clamping: value.month)),
                                       GDateYear(clamping: value.year)) != 0 else { return value.description }
                var date = GDate()
                g_date_clear(&date, 1)
                g_date_set_dmy(&date, GDateDay(value.day), GDateMonth(UInt32(value.month)), GDateYear(value.year))
                var buffer = [CChar](repeating: 0, count: 128)
                let count = Int(g_date_strftime(&buffer, gsize(buffer.count), format, &date))
                return count == 0 ? value.description : String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            },
            parse: { text in
                let trimmed = text.trimmingWhitespaceAndNewlines
                if trimmed.isEmpty { return .failure(ConversionError("Enter a date")) }
                var date = GDate()
                g_date_clear(&date, 1)
                g_date_set_parse(&date, trimmed)
                guard g_date_valid(&date) != 0 else { return .failure(ConversionError("“\(trimmed)” is not a date")) }
                return .success(CalendarDate(year: Int(g_date_get_year(&date)), month: Int(g_date_get_month(&date).rawValue),
                                             day: Int(g_date_get_day(&date))))
            }
        )
    }
}
