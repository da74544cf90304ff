import Binding
import CAdwaita

extension ComboRow {
    /// Shows `choices` as the row's items (a `GtkStringList` model); `selected` is then an index
    /// into them. The selection is kept when it is still in range, else the first item is chosen.
    public func setChoices(_ choices: [String]) {
        guard !isDestroyed else { return }
        let list = gtk_string_list_new(nil)
        for choice in choices { gtk_string_list_append(list, choice) }
        let row = cPointer(as: AdwComboRow.self)
        let kept = adw_combo_row_get_selected(row)
        adw_combo_row_set_model(row, list)
        // The row took its own reference.
        g_object_unref(UnsafeMutableRawPointer(list))
        if kept != UInt32(GTK_INVALID_LIST_POSITION), kept < UInt32(choices.count) { adw_combo_row_set_selected(row, kept) }
    }
}

extension Reactive where Base: ComboRow {
    /// The row's items as text (`ComboRow/setChoices(_:)`), from a view model's list.
    @MainActor public var choices: Binder<[String]> {
        binder { row, choices in row.setChoices(choices) }
    }
}
