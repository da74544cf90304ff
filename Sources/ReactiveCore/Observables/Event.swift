/// One event of an observable sequence: a value, a failure or the end.
///
/// A sequence delivers any number of `.next` events followed by at most one
/// terminal event (`.error` or `.completed`); nothing follows a terminal event.
public enum Event<Element> {
    /// A new value.
    case next(Element)
    /// The sequence failed; it ends here.
    case error(any Error)
    /// The sequence finished normally.
    case completed

    /// The value of a `.next` event, else `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `.error` event, else `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `.error` and `.completed`.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// `true` for `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The same event with its value transformed; a thrown error becomes `.error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: @unchecked Sendable where Element: Sendable {}
