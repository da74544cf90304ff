import BindingGLib
import BindingGtk4
import CAdwaita

/// libadwaita process-wide set-up.
@MainActor
public enum Adw {
    /// `true` once ``initialize()`` has succeeded.
    public private(set) static var isInitialized = false

    /// Initialises GTK 4 and libadwaita (its styles, icons and style manager), once; later calls
    /// return at once. An `AdwApplication` does this itself at start-up.
    ///
    /// - Throws: ``/BindingGtk4/GtkInitializationError`` without a display.
    public static func initialize() throws(GtkInitializationError) {
        if isInitialized { return }
        try Gtk.initialize()
        adw_init()
        isInitialized = true
        WrapperRegistry.addTable {
            // The generated libadwaita classes, with the hand-written ones winning.
            WrapperRegistry.generatedFactories().merging([adw_application_get_type(): { AdwaitaApplication($0) }]) { _, handWritten in handWritten }
        }
    }

    /// libadwaita's version, as `major.minor.micro`, of the library loaded at run time.
    public static var version: String {
        "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
    }
}
