import BindingGLib
import CGtk4

extension ApplicationWindow: ActionMap {
    /// `"win"`: menu items, buttons and accelerators name this window's actions `win.NAME`.
    public var actionPrefix: String { "win" }

    /// The application the window belongs to, which holds the accelerators of its actions.
    public var acceleratorOwner: GioApplication? {
        gtk_window_get_application(windowPointer).flatMap { Object.wrapper(for: UnsafeMutableRawPointer($0)) as? GioApplication }
    }
}
