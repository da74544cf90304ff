import CAdwaita

extension StyleManager {
    /// The application's style manager (`adw_style_manager_get_default`): its `colorScheme` says
    /// whether the application is light, dark or follows the system, and `dark` what is shown.
    ///
    /// - Precondition: libadwaita is initialised (`Adw/initialize()` or an `AdwaitaApplication`
    ///   that has started).
    public static var `default`: StyleManager {
        precondition(Adw.isInitialized, "StyleManager.default: initialise libadwaita first (Adw.initialize())")
        return Object.wrapper(for: UnsafeMutableRawPointer(adw_style_manager_get_default())) as! StyleManager
    }
}
