import ReactiveCore

/// Text that could not be converted to a value, with the sentence to show
/// the user ("“12a” is not a whole number").
public struct ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the text, for the field's validation message.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// Converts a value to the text a field shows and back, for two-way text
/// bindings (`relay <=> entry.rx.text(.integer(), updating: .onFocusLoss)`).
///
/// `parse` may refuse text (a `ConversionError`): the binding then leaves
/// the model as it is and reports the message on the field's validation.
/// A converter is a pair of pure functions, callable from any thread.
public struct TextConverter<Value>: @unchecked Sendable {
    /// The text showing `value`.
    public let format: (Value) -> String
    /// The value `text` means, or why it means none.
    public let parse: (String) -> Result<Value, ConversionError>

    /// A converter with the given functions.
    public init(format: @escaping (Value) -> String, parse: @escaping (String) -> Result<Value, ConversionError>) {
        self.format = format
        self.parse = parse
    }
}

extension TextConverter where Value == String {
    /// The text as typed.
    public static var identity: TextConverter<String> { TextConverter(format: { $0 }, parse: { .success($0) }) }

    /// The text without leading and trailing whitespace (and line breaks).
    public static var trimmed: TextConverter<String> {
        TextConverter(format: { $0 }, parse: { .success($0.trimmingWhitespaceAndNewlines) })
    }
}

extension TextConverter where Value == Int {
    /// A whole number written in `format`'s conventions (`-1 234` with a
    /// grouping separator, which may also be left out). Empty text is `empty`
    /// when given, else a problem. Surrounding whitespace is ignored.
    public static func integer(format: NumberFormat = .current, empty: Int? = nil) -> TextConverter<Int> {
        TextConverter(format: { format.string(from: $0) }, parse: { text in
            let trimmed = text.trimmingWhitespaceAndNewlines
            if trimmed.isEmpty {
                return empty.map { .success($0) } ?? .failure(ConversionError("Enter a whole number"))
            }
            guard let value = format.integer(from: trimmed) else {
                return .failure(ConversionError("“\(trimmed)” is not a whole number"))
            }
            return .success(value)
        })
    }
}

extension TextConverter where Value == Double {
    /// A decimal number in `format`'s conventions (`1 234,5` in French),
    /// shown with `fractionDigits` digits after the separator (or as few as
    /// needed when `nil`). Surrounding whitespace is ignored.
    public static func decimal(
        fractionDigits: Int? = nil, format: NumberFormat = .current, empty: Double? = nil
    ) -> TextConverter<Double> {
        TextConverter(format: { format.string(from: $0, fractionDigits: fractionDigits) }, parse: { text in
            let trimmed = text.trimmingWhitespaceAndNewlines
            if trimmed.isEmpty {
                return empty.map { .success($0) } ?? .failure(ConversionError("Enter a number"))
            }
            guard let value = format.double(from: trimmed) else {
                return .failure(ConversionError("“\(trimmed)” is not a number"))
            }
            return .success(value)
        })
    }
}

extension String {
    /// The string without leading and trailing whitespace and line breaks.
    package var trimmingWhitespaceAndNewlines: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

extension TextConverter {
    /// This converter for an optional value: empty (or blank) text is `nil`,
    /// and `nil` shows as empty text.
    public var optional: TextConverter<Value?> {
        let format = format, parse = parse
        return TextConverter<Value?>(
            format: { $0.map(format) ?? "" },
            parse: { text in
                text.trimmingWhitespaceAndNewlines.isEmpty ? .success(nil) : parse(text).map { Optional($0) }
            }
        )
    }
}

extension TextConverter where Value == Int? {
    /// An optional whole number: empty text is `nil` (see ``TextConverter/integer(format:empty:)``).
    public static func integer(format: NumberFormat = .current) -> TextConverter<Int?> {
        TextConverter<Int>.integer(format: format).optional
    }
}

extension TextConverter where Value == Double? {
    /// An optional decimal number: empty text is `nil` (see ``TextConverter/decimal(fractionDigits:format:empty:)``).
    public static func decimal(fractionDigits: Int? = nil, format: NumberFormat = .current) -> TextConverter<Double?> {
        TextConverter<Double>.decimal(fractionDigits: fractionDigits, format: format).optional
    }
}
