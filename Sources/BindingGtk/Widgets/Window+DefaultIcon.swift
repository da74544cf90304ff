import CGtk

extension Window {
    /// The icon of every window that sets none of its own, by icon-theme name
    /// (`gtk_window_set_default_icon_name`): an app sets its app ID, the name
    /// of its installed `share/icons/hicolor/scalable/apps/<ID>.svg` and of the
    /// icon embedded under its resource base path's `icons/scalable/apps`.
    public static var defaultIconName: String? {
        get { String.borrowing(gtk_window_get_default_icon_name()) }
        set { gtk_window_set_default_icon_name(newValue) }
    }
}
