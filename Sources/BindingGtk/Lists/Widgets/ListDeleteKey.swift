import Binding
import CGtk

/// The Delete key of a list bound to a mutable array that allows deletion,
/// the same for every list widget.
@MainActor
enum ListDeleteKey {
    /// Delete (or keypad Delete) on `widget` removes the selected rows'
    /// elements; the row that took the place of the first deleted one (or
    /// the new last row) is then selected as the user's own selection, by
    /// `selectRow`. `selectedRows` are the selected rows as shown, ascending;
    /// `rowCount` the rows shown. Ends with the returned connection.
    static func handler<Target: ListItemsWidget>(
        on widget: Target,
        selectedRows: @escaping @MainActor (Target) -> [Int],
        rowCount: @escaping @MainActor (Target) -> Int,
        selectRow: @escaping @MainActor (Target, Int) -> Void
    ) -> Disposable {
        widget.connect("key-press-event", eventHandler: { [weak widget] event in
            guard let widget, let event, let controller = widget.itemsController else { return false }
            let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
            guard key.keyval == UInt32(GDK_KEY_Delete) || key.keyval == UInt32(GDK_KEY_KP_Delete) else { return false }
            let shown = selectedRows(widget)
            let indices = shown.compactMap { controller.arrayIndex(ofShownRow: $0) }.sorted(by: >)
            guard !indices.isEmpty else { return false }
            var deleted = false
            for index in indices where controller.userDelete(at: index) { deleted = true }
            guard deleted else { return false }
            let next = min(shown[0], rowCount(widget) - 1)
            if next >= 0 { selectRow(widget, next) }
            return true
        })
    }
}
