import ReactiveCore

/// An owner of bindings — a window, a view controller, a view model — whose
/// bindings end when it does.
///
/// Conform by providing a `disposeBag`; then declare bindings in `binding { }`.
/// Everything created inside the block is added to the bag, which disposes it
/// when the owner is deinitialised (GTK windows also dispose it on destroy).
public protocol BindingContext {
    /// Holds this owner's bindings.
    var disposeBag: DisposeBag { get }
}

extension BindingContext {
    /// Adds every binding created in `bindings` to `disposeBag`.
    ///
    /// The block supports `if`, `if/else`, `switch`, `for`, optional
    /// disposables and availability checks; calls accumulate.
    public func binding(@BindingDisposables _ bindings: () -> [Disposable]) {
        disposeBag.insert(bindings())
    }
}

/// Collects the disposables produced by the statements of a `binding { }` block.
@resultBuilder
public enum BindingDisposables {
    public static func buildExpression(_ disposable: Disposable) -> [Disposable] { [disposable] }
    public static func buildExpression(_ disposable: Disposable?) -> [Disposable] { disposable.map { [$0] } ?? [] }
    public static func buildExpression(_ disposables: [Disposable]) -> [Disposable] { disposables }
    public static func buildBlock(_ parts: [Disposable]...) -> [Disposable] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Disposable]?) -> [Disposable] { part ?? [] }
    public static func buildEither(first part: [Disposable]) -> [Disposable] { part }
    public static func buildEither(second part: [Disposable]) -> [Disposable] { part }
    public static func buildArray(_ parts: [[Disposable]]) -> [Disposable] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Disposable]) -> [Disposable] { part }
}
