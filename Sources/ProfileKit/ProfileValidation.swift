/// The rules the profile form must satisfy before it can be saved.
///
/// Each function returns a short reason to show next to the field, or `nil`
/// when the value is acceptable.
public enum ProfileValidation {
    /// `nil` when `name` has a non-blank character.
    public static func nameError(_ name: String) -> String? {
        isBlank(name) ? "Enter your name" : nil
    }

    /// `nil` when `email` looks like an address: one `@`, a non-empty local
    /// part, a domain with a dot that neither starts nor ends it, no spaces.
    public static func emailError(_ email: String) -> String? {
        let trimmed = email.trimmingWhitespace
        if trimmed.isEmpty { return "Enter your email address" }
        return isPlausibleEmail(trimmed) ? nil : "Use an address like name@example.org"
    }

    /// `nil` when `bio` has a non-blank character.
    public static func bioError(_ bio: String) -> String? {
        isBlank(bio) ? "Write a few words about yourself" : nil
    }

    /// `true` when all three fields are acceptable.
    public static func isValid(name: String, email: String, bio: String) -> Bool {
        nameError(name) == nil && emailError(email) == nil && bioError(bio) == nil
    }

    static func isPlausibleEmail(_ email: String) -> Bool {
        guard !email.contains(where: \.isWhitespace) else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        guard let dot = domain.firstIndex(of: "."), dot != domain.startIndex,
              domain.last != ".", !domain.contains("..") else { return false }
        return true
    }

    static func isBlank(_ text: String) -> Bool { text.trimmingWhitespace.isEmpty }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
