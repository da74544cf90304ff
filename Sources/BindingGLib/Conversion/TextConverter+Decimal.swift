import Binding
import FoundationEssentials

extension TextConverter where Value == Decimal {
    /// An amount of money, or any decimal that must stay exact: shown with
    /// exactly `fractionDigits` digits after `format`'s decimal separator and
    /// its grouping (`1 234,50` in French), read from what users type in the
    /// same conventions (grouping optional, fewer digits allowed: `3,5` is
    /// 3.50). More digits than `fractionDigits` round half away from zero
    /// (`2.345` is 2.35), so the model holds what the field shows. Empty text
    /// is `empty` when given, else a problem; text that is not a number is a
    /// conversion problem and leaves the model as it is.
    ///
    /// <!-- snippet: doc-TextConverter-Decimal -->
    /// ```swift
    /// viewModel.$amount <=> amountEntry.rx.text(.decimal(fractionDigits: 2), updating: .onFocusLoss,
    ///                                           validating: viewModel.amountField)
    /// ```
    public static func decimal(
        fractionDigits: Int = 2, format: NumberFormat = .current, empty: Decimal? = nil
    ) -> TextConverter<Decimal> {
        let digits = max(0, fractionDigits)
        return TextConverter(
            format: { value in
                guard let number = DecimalDigits(value.description, fractionDigits: digits) else { return value.description }
                return number.text(in: format)
            },
            parse: { text in
                let trimmed = text.trimmingWhitespaceAndNewlines
                if trimmed.isEmpty {
                    return empty.map { .success($0) } ?? .failure(ConversionError("Enter an amount"))
                }
                guard let canonical = format.canonical(trimmed),
                      let number = DecimalDigits(canonical, fractionDigits: digits),
                      let value = Decimal(string: number.plainText) else {
                    return .failure(ConversionError("“\(trimmed)” is not an amount"))
                }
                return .success(value)
            })
    }
}

extension TextConverter where Value == Decimal? {
    /// An optional amount: empty text is `nil` (otherwise as the `Decimal` converter of the same name).
    public static func decimal(fractionDigits: Int = 2, format: NumberFormat = .current) -> TextConverter<Decimal?> {
        TextConverter<Decimal>.decimal(fractionDigits: fractionDigits, format: format).optional
    }
}

/// A decimal number written in Swift's notation (`-12.345`), rounded half
/// away from zero to a fixed number of fraction digits, as digit strings.
struct DecimalDigits: Equatable {
    /// Whether the number is below zero (never for zero).
    let isNegative: Bool
    /// The whole part's digits, without leading zeros ("0" for none).
    let whole: String
    /// Exactly the requested number of fraction digits.
    let fraction: String

    /// The digits of `text` (an optional sign, digits, at most one `.`), or
    /// `nil` when it is not such a number.
    init?(_ text: String, fractionDigits: Int) {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let wholeDigits = parts[0]
        let fractionDigitsText = parts.count == 2 ? parts[1] : ""
        guard !(wholeDigits.isEmpty && fractionDigitsText.isEmpty),
              (wholeDigits + fractionDigitsText).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // All the digits kept, as one whole number of the smallest unit, then rounded.
        var kept = Array(wholeDigits + fractionDigitsText.prefix(fractionDigits))
        kept += Array(repeating: "0", count: max(0, fractionDigits - fractionDigitsText.count))
        if fractionDigitsText.count > fractionDigits,
           let next = fractionDigitsText.dropFirst(fractionDigits).first, next >= "5" {
            kept = DecimalDigits.incremented(kept)
        }
        let wholeCount = kept.count - fractionDigits
        let wholeText = String(kept.prefix(wholeCount)).drop(while: { $0 == "0" })
        whole = wholeText.isEmpty ? "0" : String(wholeText)
        fraction = String(kept.suffix(fractionDigits))
        isNegative = negative && (whole != "0" || fraction.contains(where: { $0 != "0" }))
    }

    /// The number in Swift's notation (`-1234.50`).
    var plainText: String {
        (isNegative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The number in `format`'s conventions (`-1 234,50`).
    func text(in format: NumberFormat) -> String {
        (isNegative ? "-" : "") + format.grouped(whole) + (fraction.isEmpty ? "" : format.decimalSeparator + fraction)
    }

    /// `digits` plus one in the last place, carrying (`["9", "9"]` gives `["1", "0", "0"]`).
    private static func incremented(_ digits: [Character]) -> [Character] {
        var result = digits
        var index = result.count - 1
        while index >= 0 {
            if result[index] == "9" {
                result[index] = "0"
                index -= 1
            } else {
                result[index] = Character(String(result[index].wholeNumberValue! + 1))
                return result
            }
        }
        return ["1"] + result
    }
}
