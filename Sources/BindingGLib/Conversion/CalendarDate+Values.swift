import CGLib
import FoundationEssentials

extension CalendarDate: Comparable {
    /// Earlier days first: by year, then month, then day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CalendarDate: Codable {
    /// Reads the ISO 8601 text ``description`` writes (`"2026-11-22"`); text
    /// that is not a real day of that form is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(iso8601: text) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "“\(text)” is not a day written YYYY-MM-DD"))
        }
        self = date
    }

    /// Writes the day as ISO 8601 text (`"2026-11-22"`), one value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension CalendarDate {
    /// The day `text` writes as `YYYY-MM-DD` (ISO 8601, years 0…9999), or
    /// `nil` when it has another form or names no real day (`2026-02-30`).
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        let date = CalendarDate(year: year, month: month, day: day)
        guard date.isValid else { return nil }
        self = date
    }

    /// Whether this is a real day of the (proleptic Gregorian) calendar:
    /// `month` 1…12 and `day` within that month.
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= CalendarDate.days(inMonth: month, of: year)
    }

    /// The day on which `date` falls in `timeZone`; `nil` means the system's
    /// local time zone (`TZ`, else `/etc/localtime`, read by GLib), which
    /// needs no Foundation time-zone data.
    ///
    /// <!-- snippet: doc-CalendarDate-Values -->
    /// ```swift
    /// let due = CalendarDate(Date())                       // today, here
    /// let utc = CalendarDate(Date(), in: TimeZone(secondsFromGMT: 0))
    /// ```
    public init(_ date: Date, in timeZone: TimeZone? = nil) {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        let local = seconds + Int64(CalendarDate.offset(at: seconds, in: timeZone))
        self = CalendarDate.civil(fromDays: CalendarDate.floorDivide(local, 86_400))
    }

    /// The moment this day starts (its first second, midnight unless the time
    /// zone skips it) in `timeZone` (`nil`: the system's local time zone), or
    /// `nil` when this is not a real day (see ``isValid``).
    public func date(in timeZone: TimeZone? = nil) -> Date? {
        guard isValid else { return nil }
        let localMidnight = CalendarDate.days(fromCivil: self) * 86_400
        // The offset at midnight is the one in force just before it: ask twice,
        // so a change of offset that day (daylight saving) is taken into account.
        let guess = localMidnight - Int64(CalendarDate.offset(at: localMidnight, in: timeZone))
        let start = localMidnight - Int64(CalendarDate.offset(at: guess, in: timeZone))
        return Date(timeIntervalSince1970: Double(start))
    }

    /// The offset from UTC, in seconds, of `timeZone` (or GLib's local zone) at the Unix time `seconds`.
    private static func offset(at seconds: Int64, in timeZone: TimeZone?) -> Int {
        if let timeZone { return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        guard let local = g_time_zone_new_local() else { return 0 }
        defer { g_time_zone_unref(local) }
        let interval = g_time_zone_find_interval(local, G_TIME_TYPE_UNIVERSAL, gint64(seconds))
        return interval < 0 ? 0 : Int(g_time_zone_get_offset(local, interval))
    }

    /// How many days `month` (1…12) of `year` has.
    package static func days(inMonth month: Int, of year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// Days since 1970-01-01 of a valid day (the civil-from-days arithmetic
    /// of the proleptic Gregorian calendar, in 400-year eras).
    private static func days(fromCivil date: CalendarDate) -> Int64 {
        let year = Int64(date.month <= 2 ? date.year - 1 : date.year)
        let era = floorDivide(year, 400)
        let yearOfEra = year - era * 400
        let month = Int64(date.month)
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + Int64(date.day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (the inverse of ``days(fromCivil:)``).
    private static func civil(fromDays days: Int64) -> CalendarDate {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CalendarDate(year: Int(year), month: Int(month), day: Int(day))
    }
}
