/// One or more disposables: a disposable, or an array of them.
///
/// A statement of a `binding { }` block may produce a disposable, an optional
/// one or an array of them; one `buildExpression` taking an optional
/// `any DisposableConvertible` accepts them all, so the type checker has no
/// overloads to weigh at each line.
public protocol DisposableConvertible {
    /// The disposables this value holds, in order.
    var convertedDisposables: [any Disposable] { get }
}

extension Disposable {
    /// This disposable alone.
    @inlinable public var convertedDisposables: [any Disposable] { [self] }
}

extension Array: DisposableConvertible where Element == any Disposable {
    /// The elements.
    @inlinable public var convertedDisposables: [any Disposable] { self }
}
