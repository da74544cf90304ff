import CGtk

/// How many rows of a list can be selected (`GtkSelectionMode`).
public enum SelectionMode: Int32, GEnumValue, Sendable {
    /// No row can be selected.
    case none = 0
    /// Zero or one row.
    case single = 1
    /// One row; the user cannot deselect it (it follows the cursor).
    case browse = 2
    /// Any number of rows.
    case multiple = 3

    /// `GTK_TYPE_SELECTION_MODE`.
    public static var enumGType: GType { gtk_selection_mode_get_type() }

    var gtkValue: GtkSelectionMode { GtkSelectionMode(rawValue: UInt32(rawValue)) }

    init(_ gtkValue: GtkSelectionMode) { self = SelectionMode(rawValue: Int32(gtkValue.rawValue)) ?? .single }
}
