import ReactiveCore

/// The toolkit-facing side of a validated field, whatever its value type:
/// what to show, and the user events that decide when to show it.
///
/// `BindingGtk` presents a field on a widget through this protocol
/// (`field => entry.rx.validation`). Thread-safe.
public protocol ValidationField: AnyObject, Sendable {
    /// Every problem with the current value, whether shown or not.
    var state: Driver<ValidationState> { get }
    /// The problems to show now, after the display policy ([] while hidden).
    var displayedMessages: Driver<[String]> { get }
    /// The current state, read synchronously.
    var currentState: ValidationState { get }
    /// Records that the user left the field (focus out): under
    /// ``ValidationDisplayPolicy/afterEdit`` its problems show from now on.
    func markLeft()
    /// Records that the user edited the field.
    func markEdited()
    /// Sets (or with `nil` clears) the problem of text that could not be
    /// converted to the field's value; it comes first in ``state``'s messages.
    func setConversionProblem(_ message: String?)
}
