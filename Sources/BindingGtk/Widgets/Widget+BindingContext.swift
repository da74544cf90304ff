import Binding

extension Widget: BindingContext {
    /// The widget's ``Widget/lifetime`` bag: bindings declared in
    /// `binding { }` end when the widget is destroyed (or its wrapper freed).
    nonisolated public var disposeBag: DisposeBag { lifetimeState.bag }
}
