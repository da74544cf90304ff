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
///
/// Every component has one concrete type, `[Disposable]`, and every statement
/// goes through the one `buildExpression`, whose parameter has one type: the
/// type checker weighs no builder overloads at any line. See
/// `docs/compile-times.md` for what was measured (a pairwise
/// `buildPartialBlock` fold is slower for long blocks).
@resultBuilder
public enum BindingDisposables {
    /// A statement producing one binding, a binding or nothing (an optional),
    /// or several bindings (an array).
    public static func buildExpression(_ bindings: (any DisposableConvertible)?) -> [Disposable] {
        bindings?.convertedDisposables ?? []
    }
    /// An array of one concrete kind of disposable, which the one `buildExpression` above does not
    /// take (an array converts only when its elements are `any Disposable`). Kept so blocks written
    /// before that change still compile.
    @available(*, deprecated, message: "write the array as [any Disposable], e.g. `connections as [any Disposable]`")
    @_disfavoredOverload
    public static func buildExpression<D: Disposable>(_ bindings: [D]) -> [Disposable] { bindings }
    /// The bindings of a block's statements, in order.
    public static func buildBlock(_ parts: [Disposable]...) -> [Disposable] { parts.flatMap { $0 } }
    /// The bindings of an `if` without `else` (none when its condition is false).
    public static func buildOptional(_ part: [Disposable]?) -> [Disposable] { part ?? [] }
    /// The bindings of the first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first part: [Disposable]) -> [Disposable] { part }
    /// The bindings of the second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second part: [Disposable]) -> [Disposable] { part }
    /// The bindings of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[Disposable]]) -> [Disposable] { parts.flatMap { $0 } }
    /// The bindings inside an `if #available` check.
    public static func buildLimitedAvailability(_ part: [Disposable]) -> [Disposable] { part }
}
