import Binding
import CGtk

/// A button that shows a menu when clicked (`GtkMenuButton`): the "primary
/// menu" button of a header bar, or any button with a drop-down menu.
/// Pressing it (or Enter/Space when it has focus) opens the menu; its items
/// follow their actions' enabled state.
@MainActor
extension MenuButton {
    /// A new menu button showing `model` in a popover, with the icon
    /// `iconName` (`"open-menu-symbolic"` for a primary menu).
    public convenience init(model: MenuModel? = nil, iconName: String? = nil) {
        self.init(gtk_menu_button_new())
        if let model { menuModel = model }
        if let iconName {
            gtk_button_set_image(buttonPointer, gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        }
    }

    /// The wrapped `GtkMenuButton`.
    public var menuButtonPointer: UnsafeMutablePointer<GtkMenuButton> { widgetPointer(as: GtkMenuButton.self) }

    /// The menu shown (in a popover unless ``usePopover`` is `false`).
    public var menuModel: MenuModel? {
        get {
            guard let model = gtk_menu_button_get_menu_model(menuButtonPointer) else { return nil }
            return Object.wrapper(for: UnsafeMutableRawPointer(model)) as? MenuModel
        }
        set { gtk_menu_button_set_menu_model(menuButtonPointer, newValue?.menuModelPointer) }
    }

    /// Whether the menu is shown in a popover (`true`, GNOME's style) or a classic menu.
    @available(*, deprecated, renamed: "usePopover", message: "the generated `usePopover` is GTK's property under its own name, bindable as `rx.usePopover`")
    public var usesPopover: Bool {
        get { gtk_menu_button_get_use_popover(menuButtonPointer) != 0 }
        set { gtk_menu_button_set_use_popover(menuButtonPointer, newValue ? 1 : 0) }
    }

    /// The popover the button shows, once it has one.
    public var popover: Popover? {
        guard let popover = gtk_menu_button_get_popover(menuButtonPointer) else { return nil }
        return Widget.wrapper(for: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) as? Popover
    }
}
