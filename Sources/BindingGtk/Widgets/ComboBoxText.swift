import Binding
import CGtk

/// A drop-down list of text items, each with an optional id (`GtkComboBoxText`).
@MainActor
extension ComboBoxText {
    /// A new combo box holding `items` (without ids), nothing selected.
    public convenience init(items: [String] = []) {
        self.init(gtk_combo_box_text_new())
        for item in items { append(item) }
    }

    /// The wrapped `GtkComboBoxText`.
    public var comboBoxTextPointer: UnsafeMutablePointer<GtkComboBoxText> { widgetPointer(as: GtkComboBoxText.self) }

    /// The wrapped widget as a `GtkComboBox`.
    public var comboBoxPointer: UnsafeMutablePointer<GtkComboBox> { widgetPointer(as: GtkComboBox.self) }

    /// Appends an item showing `text`, with the optional `id`.
    public func append(_ text: String, id: String? = nil) {
        ifAlive { gtk_combo_box_text_append(comboBoxTextPointer, id, text) }
    }

    /// Replaces all items (the selection is cleared) as a programmatic change.
    public func setItems(_ items: [(id: String?, text: String)]) {
        guard !isDestroyed else { return }
        performProgrammaticChange {
            gtk_combo_box_text_remove_all(comboBoxTextPointer)
            for item in items { append(item.text, id: item.id) }
        }
    }

    /// The number of items.
    public var itemCount: Int {
        Int(gtk_tree_model_iter_n_children(gtk_combo_box_get_model(comboBoxPointer), nil))
    }

    /// The index of the selected item, or `nil` for none. Setting it is a
    /// programmatic change (`rx.selectedIndex` does not hear it back).
    public var selectedIndex: Int? {
        get {
            let index = gtk_combo_box_get_active(comboBoxPointer)
            return index < 0 ? nil : Int(index)
        }
        set {
            guard !isDestroyed, newValue != selectedIndex else { return }
            performProgrammaticChange { gtk_combo_box_set_active(comboBoxPointer, Int32(newValue ?? -1)) }
        }
    }

    /// The id of the selected item, or `nil` for none (or an item without id).
    /// Setting an unknown id selects nothing. A programmatic change.
    public var activeID: String? {
        get { String.borrowing(gtk_combo_box_get_active_id(comboBoxPointer)) }
        set {
            guard !isDestroyed, newValue != activeID else { return }
            performProgrammaticChange {
                if gtk_combo_box_set_active_id(comboBoxPointer, newValue) == 0 {
                    gtk_combo_box_set_active(comboBoxPointer, -1)
                }
            }
        }
    }

    /// The text of the selected item, or `nil` for none.
    public var selectedText: String? {
        String.takingOwnership(of: gtk_combo_box_text_get_active_text(comboBoxTextPointer))
    }

    /// Selects the item at `index` as the user does from the pop-up menu
    /// (the menu calls the same `gtk_combo_box_set_active_iter` path).
    public func selectAsUser(_ index: Int) {
        ifAlive { gtk_combo_box_set_active(comboBoxPointer, Int32(index)) }
    }
}

extension Reactive where Base: ComboBoxText {
    /// The selected item's id (`nil` for none): the current one, then each
    /// selection by the user. Setting it does not echo.
    @MainActor public var activeID: ControlProperty<String?> {
        controlProperty(changedBy: ["changed"], getter: { $0.activeID }, setter: { $0.activeID = $1 })
    }

    /// Binds the items' texts (ids are the texts themselves), clearing the selection.
    @MainActor public var items: Binder<[String]> { binder { $0.setItems($1.map { (id: $0, text: $0) }) } }
}
