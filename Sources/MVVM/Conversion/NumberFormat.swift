import ReactiveCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How numbers are written: the decimal and grouping separators.
///
/// ``current`` reads the C library's numeric locale (`localeconv()`), which
/// GTK sets from the user's environment when it starts (`LC_NUMERIC`,
/// `LC_ALL`, `LANG`), so a French user types `3,5` and sees `1 234,5`.
public struct NumberFormat: Equatable, Sendable {
    /// The separator between the whole and fractional parts ("." or ",").
    public var decimalSeparator: String
    /// The separator between groups of three digits ("" for none).
    public var groupingSeparator: String

    /// A format with the given separators.
    public init(decimalSeparator: String = ".", groupingSeparator: String = "") {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }

    /// The C locale's: "." and no grouping.
    public static let posix = NumberFormat()

    /// The current numeric locale's separators (read on each access).
    public static var current: NumberFormat {
        guard let conventions = localeconv() else { return .posix }
        let decimal = conventions.pointee.decimal_point.map { String(cString: $0) } ?? "."
        let grouping = conventions.pointee.thousands_sep.map { String(cString: $0) } ?? ""
        return NumberFormat(decimalSeparator: decimal.isEmpty ? "." : decimal, groupingSeparator: grouping)
    }

    /// `value` with grouped digits.
    public func string(from value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + grouped(digits)
    }

    /// `value` with `fractionDigits` digits after the separator (rounded), or
    /// as few as needed when `nil`.
    public func string(from value: Double, fractionDigits: Int? = nil) -> String {
        guard value.isFinite else { return String(value) }
        var text: String
        if let fractionDigits {
            let scale = (0..<max(0, fractionDigits)).reduce(1.0) { result, _ in result * 10 }
            let scaled = (value.magnitude * scale).rounded()
            guard scaled < 9e18 else { return String(value) }
            let whole = UInt64(scaled) / UInt64(scale)
            let fraction = UInt64(scaled) % UInt64(scale)
            text = grouped(String(whole))
            if fractionDigits > 0 {
                let digits = String(fraction)
                text += decimalSeparator + String(repeating: "0", count: fractionDigits - digits.count) + digits
            }
        } else {
            let plain = String(value.magnitude)   // "1234.5", or "1e+20" for large values
            if plain.contains("e") { return value < 0 ? "-" + plain : plain }
            let parts = plain.split(separator: ".", maxSplits: 1).map(String.init)
            text = grouped(parts[0])
            if parts.count == 2, parts[1] != "0" { text += decimalSeparator + parts[1] }
        }
        let isZero = !text.contains(where: { $0.isNumber && $0 != "0" })
        return (value < 0 && !isZero ? "-" : "") + text
    }

    /// The whole number `text` writes, or `nil` (grouping separators are allowed).
    public func integer(from text: String) -> Int? {
        Int(canonical(text) ?? "")
    }

    /// The number `text` writes, or `nil` (grouping separators are allowed).
    public func double(from text: String) -> Double? {
        guard let canonical = canonical(text), canonical.contains(where: \.isNumber),
              canonical.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }) else { return nil }
        return Double(canonical)
    }

    /// `text` in Swift's own notation ("-1234.5"), or `nil` when a separator is misplaced.
    package func canonical(_ text: String) -> String? {
        var text = text
        if !groupingSeparator.isEmpty {
            text = text.replacingAll(groupingSeparator, with: "")
            // A narrow or plain no-break space is also written as a space.
            if groupingSeparator.allSatisfy(\.isWhitespace) { text = text.filter { !$0.isWhitespace } }
        }
        if decimalSeparator != "." {
            if text.contains(".") { return nil }
            text = text.replacingAll(decimalSeparator, with: ".")
        }
        return text
    }

    /// `digits` (a whole number's, without sign) with the grouping separator every three digits.
    package func grouped(_ digits: String) -> String {
        guard !groupingSeparator.isEmpty, digits.count > 3 else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: groupingSeparator)
    }
}

extension String {
    /// The string with every occurrence of `target` replaced.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
