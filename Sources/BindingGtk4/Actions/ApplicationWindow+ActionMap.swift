import BindingGLib

extension ApplicationWindow: ActionMap {
    /// `"win"`: a `GtkApplicationWindow` is a `GActionMap` whose actions menus and buttons name
    /// as `win.<name>`.
    public var actionPrefix: String { "win" }
    /// The application the window belongs to, which holds the accelerators of its actions.
    public var acceleratorOwner: GioApplication? { application as? GioApplication }
}
