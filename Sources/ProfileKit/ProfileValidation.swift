import Binding

/// The rules the profile form must satisfy before it can be saved.
///
/// Each function returns a short reason to show next to the field (in the
/// user's language), or `nil`
/// when the value is acceptable. The view model declares them as the rules of
/// its `FormValidation` fields.
public enum ProfileValidation {
    /// The longest bio, in characters.
    public static let bioLimit = 280
    /// The accepted ages.
    public static let ages = 13...130

    /// `nil` when `name` has a non-blank character.
    public static func nameError(_ name: String) -> String? {
        isBlank(name) ? tr("Enter your name") : nil
    }

    /// `nil` when `email` looks like an address: one `@`, a non-empty local
    /// part, a domain with a dot that neither starts nor ends it, no spaces.
    public static func emailError(_ email: String) -> String? {
        let trimmed = email.trimmingWhitespace
        if trimmed.isEmpty { return tr("Enter your email address") }
        return isPlausibleEmail(trimmed) ? nil : tr("Use an address like name@example.org")
    }

    /// `nil` when `bio` has a non-blank character.
    public static func bioError(_ bio: String) -> String? {
        isBlank(bio) ? tr("Write a few words about yourself") : nil
    }

    /// `nil` when `bio` fits in ``bioLimit`` characters.
    public static func bioLengthError(_ bio: String) -> String? {
        let excess = bio.trimmingWhitespace.count - bioLimit
        guard excess > 0 else { return nil }
        let format = NumberFormat.current
        return tr("Keep it to {1} characters ({2} too many)", plural: "Keep it to {1} characters ({2} too many)",
                  count: excess, with: format.string(from: bioLimit), format.string(from: excess))
    }

    /// `nil` when no age is given or it is in ``ages``.
    public static func ageError(_ age: Int?) -> String? {
        guard let age, !ages.contains(age) else { return nil }
        let format = NumberFormat.current
        return tr("Enter an age from {1} to {2}, or leave it empty",
                  with: format.string(from: ages.lowerBound), format.string(from: ages.upperBound))
    }

    /// The age field's text: a whole number in the user's number format, or
    /// empty for none; other text is a problem worded in the user's language.
    public static var ageText: TextConverter<Int?> {
        let integer = TextConverter<Int?>.integer()
        return TextConverter(format: integer.format, parse: { text in
            integer.parse(text).mapError { _ in ConversionError(tr("“{1}” is not a whole number", with: text.trimmingWhitespace)) }
        })
    }

    /// `true` when all fields are acceptable.
    public static func isValid(name: String, email: String, bio: String, age: Int? = nil) -> Bool {
        nameError(name) == nil && emailError(email) == nil && bioError(bio) == nil
            && bioLengthError(bio) == nil && ageError(age) == nil
    }

    /// An address of the form RFC 5321 accepts in practice: a local part of
    /// letters, digits and ``localSymbols`` (dots not first, last or doubled,
    /// at most 64 characters); a domain of at least two labels of letters,
    /// digits and inner hyphens (each at most 63 characters), ending in a
    /// top-level label of two or more letters.
    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, email.count <= 254 else { return false }
        let local = parts[0], domain = parts[1]
        guard (1...64).contains(local.count), local.first != ".", local.last != ".", !local.contains(".."),
              local.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || localSymbols.contains($0) })
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last, top.count >= 2, top.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
        }
    }

    /// The symbols a local part may hold besides letters, digits and dots.
    static let localSymbols = Set("!#$%&'*+/=?^_`{|}~-.")

    static func isBlank(_ text: String) -> Bool { text.trimmingWhitespace.isEmpty }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
