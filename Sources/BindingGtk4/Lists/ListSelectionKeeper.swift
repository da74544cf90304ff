import Binding
import BindingGLib
import CGLib
import CGtk4
import Dispatch

/// Keeps a ``ListSelection`` on its elements through moves.
///
/// GTK's selection models follow a selected item only within one
/// `items-changed` signal, and a move reaches them as a removal and a later
/// addition (two signals when elements stay between them), so GTK drops the
/// selection of a moved element. The keeper remembers the selected elements
/// (their items held, so the model keeps following them) after every
/// selection change outside a model change, and after each change the model
/// has shown selects again those still in the model. A deleted element, or
/// every element after a reset, leaves the selection.
@MainActor
final class ListSelectionKeeper<Element> {
    private weak var selection: ListSelection<Element>?
    private var held = HeldItems()
    private var restoring = false

    init(_ selection: ListSelection<Element>) {
        self.selection = selection
    }

    /// The selection changed: remembers its elements (not while the model
    /// signals a change, when GTK adjusts the selection item by item).
    func selectionChanged() {
        guard let selection, !restoring, !selection.model.isSignallingChange else { return }
        remember(selection)
    }

    /// The model has shown a change: selects the remembered elements still in it.
    func changeApplied() {
        guard let selection, !held.items.isEmpty else { return }
        let wanted = held.items.compactMap { ListElement<Element>.of(item: $0)?.position }.sorted()
        if wanted != selection.selectedIndices {
            restoring = true
            selection.selectedIndices = wanted
            restoring = false
        }
        remember(selection)
    }

    private func remember(_ selection: ListSelection<Element>) {
        let items = selection.selectedIndices.compactMap { g_list_model_get_item(selection.model.pointer, guint($0)) }
        held.replace(with: items)
    }
}

/// Items held with one reference each, released when replaced or when the
/// holder goes (on the main thread, where the model's items are finalized).
private final class HeldItems {
    private(set) var items: [UnsafeMutableRawPointer] = []

    /// Holds `newItems` (references the caller gives) instead of the current ones.
    func replace(with newItems: [UnsafeMutableRawPointer]) {
        let old = items
        items = newItems
        for item in old { g_object_unref(item) }
    }

    deinit {
        let addresses = items.map { UInt(bitPattern: $0) }
        let release: @Sendable () -> Void = {
            for address in addresses { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
        }
        if MainThread.isCurrent { release() } else { DispatchQueue.main.async(execute: release) }
    }
}
