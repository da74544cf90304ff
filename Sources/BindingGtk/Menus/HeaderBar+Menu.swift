import Binding
import CGtk

extension HeaderBar {
    /// Adds `widget` at the start (left in left-to-right locales).
    public func packStart(_ widget: Widget) {
        gtk_header_bar_pack_start(headerBarPointer, widget.widgetPointer)
    }

    /// Adds `widget` at the end (right in left-to-right locales).
    public func packEnd(_ widget: Widget) {
        gtk_header_bar_pack_end(headerBarPointer, widget.widgetPointer)
    }

    /// Adds the window's primary menu, as GNOME apps have: a menu button
    /// with the "open-menu" icon at the end of the bar, named `accessibleName`
    /// for screen readers, opened by `accelerator` (F10, GNOME's key for it;
    /// `nil` for none) from anywhere in the window. Returns the button.
    @discardableResult
    public func addPrimaryMenu(_ model: MenuModel, accessibleName: String = "Main Menu", accelerator: String? = "F10") -> MenuButton {
        let button = MenuButton(model: model, iconName: "open-menu-symbolic")
        button.accessibleName = accessibleName
        button.tooltipText = accessibleName
        if let accelerator { button.opensOnKey(accelerator) }
        packEnd(button)
        button.show()
        return button
    }
}

extension Window {
    /// Uses `titlebar` (a ``HeaderBar``) as the window's title bar (before the window is shown).
    public func setTitlebar(_ titlebar: Widget) {
        gtk_window_set_titlebar(windowPointer, titlebar.widgetPointer)
    }
}
