import BindingGtk
import CGtk

/// GTK's `gtk-application-prefer-dark-theme` setting on the default
/// `GtkSettings`: when on, themes with a dark variant (Adwaita) use it for
/// every window of the process.
///
/// The adapter has no `GtkSettings` wrapper yet, so the default settings
/// object is reached through CGtk here, then handled as a plain ``Object``.
@MainActor
enum DarkTheme {
    /// The GTK property name.
    static let property = "gtk-application-prefer-dark-theme"

    private static var settings: Object? {
        gtk_settings_get_default().map { Object.wrapper(for: UnsafeMutableRawPointer($0)) }
    }

    /// Whether the dark variant is requested.
    static var isPreferred: Bool {
        get { settings?.property(property, as: Bool.self) ?? false }
        set { settings?.setProperty(property, newValue) }
    }

    /// Sets ``isPreferred`` for each value.
    static var binder: (Bool) -> Void {
        { isPreferred = $0 }
    }
}
