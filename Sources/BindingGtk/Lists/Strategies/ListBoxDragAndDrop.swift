import ReactiveCore
import CGtk

/// Drag and drop reordering of a bound ``ListBox`` (when the binding allows moving).
///
/// A `GtkListBoxRow` has no input window, so it cannot start a drag itself:
/// each row's widget is put in an input-only event box that is the drag
/// source (press and drag anywhere on the row), and each row is a drop target.
/// The drag carries the source row's address, for this application only
/// (``InAppDrag``); a drop on a row moves the dragged row to the target's
/// index through ``ListBox/moveRow(from:to:)``, which moves the element in
/// the bound array.
@MainActor
enum ListBoxDragAndDrop {
    /// The drag target name (same application only).
    static let targetName = "BINDING_GTK_LIST_BOX_ROW"

    /// Wraps `content` in an input-only event box that starts row drags.
    static func makeDragHandle(around content: UnsafeMutablePointer<GtkWidget>, of listBox: ListBox) -> UnsafeMutablePointer<GtkWidget> {
        let handle = EventBox.newInputOnly(around: content)
        InAppDrag.makeSource(handle, target: targetName) { ListBox.rowAddress(containing: $0) }
        return handle
    }

    /// Makes `row` accept dropped rows of the same list box.
    static func makeDropTarget(_ row: UnsafeMutablePointer<GtkWidget>, of listBox: ListBox) {
        let weakBox = WeakReference(listBox)
        InAppDrag.makeDestination(row, target: targetName) { target, address in
            guard let listBox = weakBox.object else { return }
            _ = move(rowAt: address, onto: target, in: listBox)
        }
    }

    /// Writes `row`'s address into a drag's selection data.
    static func store(row: UnsafeMutablePointer<GtkWidget>, in selection: OpaquePointer) {
        InAppDrag.store(UInt(bitPattern: row), in: selection, target: targetName)
    }

    /// Handles a drop of `selection` on `target` (a row of `listBox`): moves
    /// the dragged row, if it is one of this list's rows, to the target's index.
    /// Returns whether a row moved.
    static func drop(_ selection: OpaquePointer, onto target: UnsafeMutablePointer<GtkWidget>, in listBox: ListBox) -> Bool {
        guard let address = InAppDrag.address(in: selection, target: targetName) else { return false }
        return move(rowAt: address, onto: target, in: listBox)
    }

    /// Moves the row at `address`, if it is one of `listBox`'s rows, to the
    /// index of the row `target`.
    private static func move(rowAt address: UInt, onto target: UnsafeMutablePointer<GtkWidget>, in listBox: ListBox) -> Bool {
        guard let from = listBox.rowIndex(address: address),
              let to = listBox.rowIndex(address: UInt(bitPattern: target)) else { return false }
        return listBox.moveRow(from: from, to: to)
    }
}
