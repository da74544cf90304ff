import Binding
import CGtk

// GTK 3 selects a tree view's first row by itself when the view takes the
// keyboard focus without a cursor row (gtk_tree_view_grab_focus, reached when
// a window shows with the table as its first focusable widget, by
// grabFocus(), by Tab or a click): in single selection mode it sets the cursor
// there and selects it. A bound table undoes that selection (the cursor stays,
// so the arrow keys then move and select as usual), and its selection sources
// ignore it. A VirtualListView undoes it the same way (its tree view's
// selection follows the list's, which GTK's focus selection does not change).

extension TreeView {
    /// Whether the selection is changing inside GTK's focus handling of a
    /// bound table: the selection's `changed` is emitted within the view's
    /// own `grab-focus` emission (also when a key, Tab, or a click moved the
    /// focus), and the binding undoes that change.
    var isSelectingForFocus: Bool {
        guard itemsController != nil, let hint = g_signal_get_invocation_hint(UnsafeMutableRawPointer(treeViewPointer)) else {
            return false
        }
        return hint.pointee.signal_id == Self.grabFocusSignal
    }

    /// Whether the selection's `changed` reports neither the user's choice
    /// nor an array change: a programmatic change, or GTK's focus selection.
    var ignoresSelectionChange: Bool { isApplyingProgrammaticChange || isSelectingForFocus }

    /// Undoes the selections GTK makes while a bound table takes the focus;
    /// ends with the binding (the handler holds the view weakly).
    static func undoingFocusSelection(of treeView: TreeView) -> Disposable {
        treeView.selectionObject.connect("changed") { [weak treeView] in
            guard let treeView, treeView.isSelectingForFocus, !treeView.isApplyingProgrammaticChange,
                  !treeView.selectedRows.isEmpty else { return }
            treeView.performProgrammaticChange { gtk_tree_selection_unselect_all(treeView.selectionPointer) }
        }
    }

    /// The id of `GtkWidget::grab-focus`.
    private static let grabFocusSignal = g_signal_lookup("grab-focus", gtk_widget_get_type())
}
