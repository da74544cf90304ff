import CGtk

/// How many rows of a list can be selected (`GtkSelectionMode`).
public enum SelectionMode: UInt32, Sendable {
    /// No row can be selected.
    case none = 0
    /// Zero or one row.
    case single = 1
    /// One row; the user cannot deselect it (it follows the cursor).
    case browse = 2
    /// Any number of rows.
    case multiple = 3

    var gtkValue: GtkSelectionMode { GtkSelectionMode(rawValue: rawValue) }

    init(_ gtkValue: GtkSelectionMode) { self = SelectionMode(rawValue: gtkValue.rawValue) ?? .single }
}
