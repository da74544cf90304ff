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
