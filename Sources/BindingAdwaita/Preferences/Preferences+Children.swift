import CAdwaita

extension PreferencesWindow {
    /// Adds a page (a window with several pages shows them in a view switcher).
    public func add(_ page: PreferencesPage) {
        guard !isDestroyed, !page.isDestroyed else { return }
        adw_preferences_window_add(cPointer(as: AdwPreferencesWindow.self), page.cPointer(as: AdwPreferencesPage.self))
    }
}

extension PreferencesPage {
    /// Adds a group of rows.
    public func add(_ group: PreferencesGroup) {
        guard !isDestroyed, !group.isDestroyed else { return }
        adw_preferences_page_add(cPointer(as: AdwPreferencesPage.self), group.cPointer(as: AdwPreferencesGroup.self))
    }
}

extension PreferencesGroup {
    /// Adds a row (or any widget) to the group's list.
    public func add(_ row: Widget) {
        guard !isDestroyed, !row.isDestroyed else { return }
        adw_preferences_group_add(cPointer(as: AdwPreferencesGroup.self), row.widgetPointer)
    }

    /// Sets the widget shown at the end of the group's header (a button acting on the group).
    public func setHeaderSuffix(_ widget: Widget?) {
        guard !isDestroyed else { return }
        adw_preferences_group_set_header_suffix(cPointer(as: AdwPreferencesGroup.self), widget?.widgetPointer)
    }
}

extension ActionRow {
    /// Adds a widget before the row's title (an icon, a check button).
    public func addPrefix(_ widget: Widget) {
        guard !isDestroyed, !widget.isDestroyed else { return }
        adw_action_row_add_prefix(cPointer(as: AdwActionRow.self), widget.widgetPointer)
    }

    /// Adds a widget after the row's title (a switch, a spinner); with `activates`, activating
    /// the row activates it (a click on the row toggles the switch).
    public func addSuffix(_ widget: Widget, activates: Bool = false) {
        guard !isDestroyed, !widget.isDestroyed else { return }
        adw_action_row_add_suffix(cPointer(as: AdwActionRow.self), widget.widgetPointer)
        if activates { activatableWidget = widget }
    }
}

extension ExpanderRow {
    /// Adds a row shown when the row is expanded.
    public func addRow(_ row: Widget) {
        guard !isDestroyed, !row.isDestroyed else { return }
        adw_expander_row_add_row(cPointer(as: AdwExpanderRow.self), row.widgetPointer)
    }
}
