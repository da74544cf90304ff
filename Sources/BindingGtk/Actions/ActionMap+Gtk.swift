import BindingGLib

extension ActionMap {
    /// The GTK application whose accelerators apply to this map's actions
    /// (the application itself, or the one a window belongs to).
    public var acceleratorApplication: Application? { acceleratorOwner as? Application }
}

extension ApplicationWindow: ActionMap {
    /// `"win"`.
    public var actionPrefix: String { "win" }
    /// The application the window belongs to.
    public var acceleratorOwner: GioApplication? { application }
}
