import Binding
import CGtk

/// A popover holding menu pages (`GtkPopoverMenu`), as GTK builds for a menu
/// model and `.ui` files declare by hand.
@MainActor
extension PopoverMenu {
    /// A new, empty popover menu.
    public convenience init() {
        self.init(gtk_popover_menu_new())
    }

    /// Shows the submenu page called `name` (`"main"` is the first).
    public func openSubmenu(_ name: String) {
        gtk_popover_menu_open_submenu(OpaquePointer(widgetPointer), name)
    }
}
