import Binding
import CGtk

/// A row of menus along the top of a window (`GtkMenuBar`), built from a
/// menu model whose top-level entries are submenus. F10 opens its first menu.
@MainActor
extension MenuBar {
    /// A new menu bar showing `model`.
    public convenience init(model: MenuModel) {
        self.init(gtk_menu_bar_new_from_model(model.menuModelPointer))
    }

}
