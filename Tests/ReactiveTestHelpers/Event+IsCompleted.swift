import ReactiveCore

extension Event {
    /// Whether this is the completion event.
    package var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}
