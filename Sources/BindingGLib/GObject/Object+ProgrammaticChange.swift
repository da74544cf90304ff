extension Object {
    /// `true` while a change made by Swift code (a setter or a binding) is
    /// being applied; control properties do not report such changes.
    public var isApplyingProgrammaticChange: Bool { anchor.programmaticChangeDepth > 0 }

    /// Runs `change` as a programmatic change: signals it triggers are not
    /// reported by this object's control properties (no echo).
    public func performProgrammaticChange<Result>(_ change: () throws -> Result) rethrows -> Result {
        anchor.programmaticChangeDepth += 1
        defer { anchor.programmaticChangeDepth -= 1 }
        return try change()
    }
}
