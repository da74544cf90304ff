import ReactiveCore

/// Events compare equal when they are the same case with equal contents, so
/// recorded timelines can be checked with `XCTAssertEqual`.
///
/// Errors are equal when they have the same type and either compare equal
/// (for `Equatable` errors) or have the same debug description.
///
/// This conformance lives in the test kit: the core does not need `Event` to
/// be `Equatable`. Should the core ever declare it, remove this one.
extension Event: Equatable where Element: Equatable {
    /// Compares two events case by case.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// `true` when two errors have the same type and are equal (`Equatable`
/// errors) or describe themselves identically (any other error).
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    // Through `Any`: a cast from `any Error` may be taken statically as bridging to `NSError`
    // (always `Equatable`) when Foundation is visible in the module; this is a dynamic check.
    let value: Any = lhs
    if let equatable = value as? any Equatable {
        return equatable.isEqual(toAny: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
    /// `true` when `other` is a `Self` equal to this value.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
