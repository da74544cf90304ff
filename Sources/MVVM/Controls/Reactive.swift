import ReactiveCore

/// The namespace for reactive extensions of a type: `label.rx.text`, `button.rx.tap`.
///
/// Extend `Reactive where Base: SomeType` to add bindable properties and events.
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Reactive extensions of `base`.
    public init(_ base: Base) { self.base = base }
}

/// A type with reactive extensions under `.rx`.
public protocol ReactiveCompatible {
    /// The type being extended (usually `Self`).
    associatedtype ReactiveBase
    /// Reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    /// Reactive extensions of this value.
    public var rx: Reactive<Self> { Reactive(self) }
}
