import ReactiveCore

/// What one field's rules say about its current value.
///
/// `messages` lists every problem, in the order the rules were declared
/// (a conversion problem first, then synchronous rules, then rules fed by
/// observables, then the asynchronous check's answer). `isChecking` is
/// `true` while an asynchronous rule waits for its pause or its answer.
public struct ValidationState: Equatable, Sendable, CustomStringConvertible {
    /// The problems with the value; empty when every rule accepts it.
    public var messages: [String]
    /// `true` while an asynchronous check is pending or running.
    public var isChecking: Bool

    /// A state with the given problems.
    public init(messages: [String] = [], isChecking: Bool = false) {
        self.messages = messages
        self.isChecking = isChecking
    }

    /// No problem and nothing being checked.
    public static let valid = ValidationState()

    /// `true` when there is no problem and no check is running: the value may be submitted.
    public var isValid: Bool { messages.isEmpty && !isChecking }

    /// The problems joined by line breaks ("" when there is none): the text
    /// for a tooltip, a label or an accessible description.
    public var text: String { messages.joined(separator: "\n") }

    /// "valid", the messages, or "checking" with them (for logs and test failures).
    public var description: String {
        isChecking ? "checking \(messages)" : (messages.isEmpty ? "valid" : "\(messages)")
    }
}

/// When a field's problems are shown to the user. Whether the form is valid
/// never depends on it: an untouched empty required field keeps Save disabled
/// while its message is still hidden.
public enum ValidationDisplayPolicy: Sendable, Equatable {
    /// As soon as the value is invalid, even before the user touched the field.
    case immediately
    /// After the user edited the field or left it (focus out), or after a submit attempt.
    case afterEdit
    /// Only after ``FormValidation/attemptSubmit()``.
    case afterSubmitAttempt
}
