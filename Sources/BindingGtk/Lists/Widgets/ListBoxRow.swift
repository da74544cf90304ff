import CGtk

/// One row of a ``ListBox`` (`GtkListBoxRow`): a container for a single
/// child widget that can be selected and activated.
@MainActor
extension ListBoxRow {
    /// A new row holding `child` (if any).
    public convenience init(child: Widget? = nil) {
        self.init(gtk_list_box_row_new())
        if let child { add(child) }
    }

    /// The wrapped `GtkListBoxRow`.
    public var rowPointer: UnsafeMutablePointer<GtkListBoxRow> { widgetPointer(as: GtkListBoxRow.self) }

    /// The row's position in its list box, or `nil` when it is in none.
    public var index: Int? {
        let index = gtk_list_box_row_get_index(rowPointer)
        return index < 0 ? nil : Int(index)
    }

    /// The widget the row holds.
    public var child: Widget? {
        gtk_bin_get_child(cgtk_bin(widgetPointer)).map { Widget.wrapper(for: $0) }
    }

    /// Whether the row is selected.
    public var isSelected: Bool { gtk_list_box_row_is_selected(rowPointer) != 0 }

    /// Whether the row can be selected.
    public var isSelectable: Bool {
        get { gtk_list_box_row_get_selectable(rowPointer) != 0 }
        set { ifAlive { gtk_list_box_row_set_selectable(rowPointer, newValue ? 1 : 0) } }
    }

    /// Whether the row can be activated (clicked, or Enter pressed on it).
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(rowPointer) != 0 }
        set { ifAlive { gtk_list_box_row_set_activatable(rowPointer, newValue ? 1 : 0) } }
    }

    /// The header widget shown above the row (section headers), if any.
    public var header: Widget? {
        gtk_list_box_row_get_header(rowPointer).map { Widget.wrapper(for: $0) }
    }
}
