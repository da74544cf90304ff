import Binding
import CGtk

/// The entry storage of a `ComboBoxText`: one text entry (with an optional
/// id) per element. The combo box reports selection changes through its own
/// `changed` signal, which this strategy emits when a change moves, clears
/// or updates the selected element.
@MainActor
final class ComboBoxEntries<Item>: ListEngine<Item> {
    private weak var combo: ComboBoxText?
    private let id: (@MainActor (Item) -> String)?
    private let title: @MainActor (Item) -> String

    init(
        combo: ComboBoxText, options: ListItemsOptions, id: (@MainActor (Item) -> String)?,
        title: @escaping @MainActor (Item) -> String, reader: (@Sendable () -> [Item])?
    ) {
        self.combo = combo
        self.id = id
        self.title = title
        super.init(options: options, editor: nil, reader: reader)
    }

    // MARK: - Selection

    override func selectedIndices() -> [Int] {
        guard let combo, !combo.isDestroyed else { return [] }
        return combo.selectedIndex.map { [$0] } ?? []
    }

    override func reselect(_ indices: [Int]) {
        guard let combo, !combo.isDestroyed else { return }
        combo.performProgrammaticChange { gtk_combo_box_set_active(combo.comboBoxPointer, Int32(indices.first ?? -1)) }
    }

    /// The combo box's own `changed` tells its observers.
    override func selectionFollowed(_ change: ListSelectionHub.Change) {
        guard let combo, !combo.isDestroyed, change.indexChanged || change.elementChanged else { return }
        combo.emitSignal("changed")
    }

    // MARK: - Entries

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        guard let combo, !combo.isDestroyed else { return }
        let pointer = combo.comboBoxTextPointer
        combo.performProgrammaticChange {
            if !(set.deletes.isEmpty && set.inserts.isEmpty && set.moves.isEmpty) {
                var removed = set.deletes
                removed.append(contentsOf: set.moves.map(\.from))
                for position in removed.sorted(by: >) { gtk_combo_box_text_remove(pointer, Int32(position)) }
                var placed = set.inserts
                placed.append(contentsOf: set.moves.map(\.to))
                for position in placed.sorted() {
                    gtk_combo_box_text_insert(pointer, Int32(position), id?(new[position]), title(new[position]))
                }
            }
            for position in set.updates { retitle(position, with: new[position], in: combo) }
        }
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        guard let combo, !combo.isDestroyed else { return }
        combo.performProgrammaticChange {
            gtk_combo_box_text_remove_all(combo.comboBoxTextPointer)
            for item in new { gtk_combo_box_text_append(combo.comboBoxTextPointer, id?(item), title(item)) }
        }
    }

    /// Sets the text (and id) of item `position` in place, keeping the selection.
    private func retitle(_ position: Int, with item: Item, in combo: ComboBoxText) {
        guard let model = gtk_combo_box_get_model(combo.comboBoxPointer) else { return }
        var iter = GtkTreeIter()
        guard gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(position)) != 0 else { return }
        let store = UnsafeMutableRawPointer(model).assumingMemoryBound(to: GtkListStore.self)
        withGValue(of: String.valueGType) { value in
            title(item).store(in: value)
            gtk_list_store_set_value(store, &iter, gtk_combo_box_get_entry_text_column(combo.comboBoxPointer), value)
        }
        let idColumn = gtk_combo_box_get_id_column(combo.comboBoxPointer)
        if let id, idColumn >= 0 {
            withGValue(of: String.valueGType) { value in
                id(item).store(in: value)
                gtk_list_store_set_value(store, &iter, idColumn, value)
            }
        }
    }
}
