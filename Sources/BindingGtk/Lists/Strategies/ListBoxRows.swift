import Binding
import CGLib
import CGtk

/// How rows are made from elements: `make` builds the widget for a new row;
/// `update`, when given, reconfigures an existing row's widget for a changed
/// element and returns `true`, or returns `false` when that widget cannot
/// show it (another identity): the row then gets a new widget from `make`,
/// as it does without `update`.
///
/// With `text`, rows are plain GTK labels showing that text, made and updated
/// without a Swift wrapper (one is made when asked for); `make` and `update`
/// are then not used.
@usableFromInline
struct ListRowContent<Item> {
    let make: @MainActor (Int, Item) -> Widget
    let update: (@MainActor (Widget, Int, Item) -> Bool)?
    let text: (@MainActor (Item) -> String)?

    @usableFromInline
    init(make: @escaping @MainActor (Int, Item) -> Widget, update: (@MainActor (Widget, Int, Item) -> Bool)?) {
        self.make = make
        self.update = update
        text = nil
    }

    /// Rows that are labels showing `text(element)`.
    @usableFromInline
    init(text: @escaping @MainActor (Item) -> String) {
        make = { _, item in Widget.wrapper(for: TextRow.make(text(item))) }
        update = nil
        self.text = text
    }
}

/// One row made by the binding: the `GtkListBoxRow` (owned by the list box),
/// the row's content widget (with its wrapper when the binding made one),
/// and the container holding it (the row, or the event box that makes it
/// draggable).
struct ListBoxRowSlot {
    let row: UnsafeMutablePointer<GtkWidget>
    var content: UnsafeMutablePointer<GtkWidget>
    /// The content's wrapper if a factory made it (text rows have none).
    var wrapper: Widget?
    let holder: UnsafeMutablePointer<GtkWidget>
}

/// The row storage of a `ListBox`: one `GtkListBoxRow` per element, made by
/// the row content (a factory, reusable rows, text labels or row components).
@MainActor
final class ListBoxRows<Item>: ListEngine<Item> {
    private weak var listBox: ListBox?
    private let rowContent: ListRowContent<Item>
    @exclusivity(unchecked) private(set) var slots: [ListBoxRowSlot] = []
    private let dragAndDrop: Bool
    /// Called after every change of the rows (section headers refresh there).
    var rowsDidChange: (@MainActor () -> Void)?
    /// Called before the rows change.
    var rowsWillChange: (@MainActor () -> Void)?

    init(
        listBox: ListBox, content: ListRowContent<Item>, options: ListItemsOptions, editor: ListItemsEditor?,
        reader: (@Sendable () -> [Item])?
    ) {
        self.listBox = listBox
        rowContent = content
        dragAndDrop = editor != nil && options.allowsMoving
        super.init(options: options, editor: editor, reader: reader)
    }

    /// The number of rows made.
    var rowCount: Int { slots.count }

    override func content(at index: Int) -> Widget? {
        guard slots.indices.contains(index) else { return nil }
        return slots[index].wrapper ?? Widget.wrapper(for: slots[index].content)
    }

    // MARK: - Selection

    override func selectedIndices() -> [Int] {
        guard let listBox, !listBox.isDestroyed else { return [] }
        return listBox.selectedIndices
    }

    /// Selects the rows now at `indices` (a moved row lost its selection when
    /// it left the list, a rebuilt list has none).
    override func reselect(_ indices: [Int]) {
        guard let listBox, !listBox.isDestroyed else { return }
        listBox.performProgrammaticChange {
            for index in indices where slots.indices.contains(index) {
                let row = slots[index].row.listBoxRow
                if gtk_list_box_row_is_selected(row) == 0 { gtk_list_box_select_row(listBox.listBoxPointer, row) }
            }
        }
    }

    /// Updates alone move no row: nothing to follow unless someone listens.
    override func followsSelection(through set: ArrayChangeSet) -> Bool {
        !(set.deletes.isEmpty && set.inserts.isEmpty && set.moves.isEmpty) || (state?.selectionHub.hasObservers ?? false)
    }

    // MARK: - Rows

    override func patchRows(_ set: ArrayChangeSet, oldCount: Int, new: RowElements<Item>) {
        guard let listBox, !listBox.isDestroyed else { return }
        rowsWillChange?()
        listBox.performProgrammaticChange {
            if !(set.deletes.isEmpty && set.inserts.isEmpty && set.moves.isEmpty) {
                applyStructure(set, new: new, in: listBox)
            }
            for index in set.updates { refreshRow(at: index, with: new[index], in: listBox) }
        }
        rowsDidChange?()
    }

    override func rebuildRows(oldCount: Int, new: RowElements<Item>, change: ArrayChangeSet?) {
        guard let listBox, !listBox.isDestroyed else { return }
        rowsWillChange?()
        listBox.performProgrammaticChange {
            for slot in slots { gtk_widget_destroy(slot.row) }
            slots.removeAll(keepingCapacity: true)
            slots.reserveCapacity(new.count)
            // By index: a generic `enumerated()` iterator costs more per row than the row's Swift side.
            for index in 0..<new.count {
                slots.append(makeRow(index: index, item: new[index], position: -1, in: listBox))
            }
        }
        rowsDidChange?()
    }

    /// Removes the deleted and moved-away rows, then places inserted and
    /// moved rows in ascending order of their new index: each lands where the
    /// rows before it are already final.
    private func applyStructure(_ set: ArrayChangeSet, new: RowElements<Item>, in listBox: ListBox) {
        let box = listBox.listBoxPointer
        var moved: [Int: ListBoxRowSlot] = [:]
        moved.reserveCapacity(set.moves.count)
        for move in set.moves {
            let slot = slots[move.from]
            // GTK leaves a removed row flagged selected (and then refuses to
            // select it again): unselect it first; the selection is restored after.
            if gtk_list_box_row_is_selected(slot.row.listBoxRow) != 0 {
                gtk_list_box_unselect_row(box, slot.row.listBoxRow)
            }
            g_object_ref(slot.row)
            gtk_container_remove(listBox.containerPointer, slot.row)
            moved[move.from] = slot
        }
        for index in set.deletes { gtk_widget_destroy(slots[index].row) }

        let placements = set.inserts.count + set.moves.count
        if placements + set.deletes.count + set.moves.count <= 32 {
            // Few changes: edit the slot array in place (memmove, no retain traffic).
            var removed = set.deletes
            removed.append(contentsOf: set.moves.map(\.from))
            removed.sort(by: >)
            for index in removed { slots.remove(at: index) }
            var insertCursor = 0
            var moveCursor = 0
            while insertCursor < set.inserts.count || moveCursor < set.moves.count {
                let nextInsert = insertCursor < set.inserts.count ? set.inserts[insertCursor] : Int.max
                let nextMove = moveCursor < set.moves.count ? set.moves[moveCursor].to : Int.max
                if nextInsert < nextMove {
                    slots.insert(makeRow(index: nextInsert, item: new[nextInsert], position: nextInsert, in: listBox),
                                 at: nextInsert)
                    insertCursor += 1
                } else {
                    let move = set.moves[moveCursor]
                    let slot = moved[move.from]!
                    gtk_list_box_insert(box, slot.row, Int32(move.to))
                    g_object_unref(slot.row)
                    slots.insert(slot, at: move.to)
                    moveCursor += 1
                }
            }
            return
        }

        var removed = [Bool](repeating: false, count: slots.count)
        for index in set.deletes { removed[index] = true }
        for move in set.moves { removed[move.from] = true }
        var result: [ListBoxRowSlot] = []
        result.reserveCapacity(new.count)
        var insertCursor = 0
        var moveCursor = 0
        var oldCursor = 0
        for position in 0..<new.count {
            if insertCursor < set.inserts.count && set.inserts[insertCursor] == position {
                result.append(makeRow(index: position, item: new[position], position: position, in: listBox))
                insertCursor += 1
            } else if moveCursor < set.moves.count && set.moves[moveCursor].to == position {
                let slot = moved[set.moves[moveCursor].from]!
                gtk_list_box_insert(box, slot.row, Int32(position))
                g_object_unref(slot.row)
                result.append(slot)
                moveCursor += 1
            } else {
                while removed[oldCursor] { oldCursor += 1 }
                result.append(slots[oldCursor])
                oldCursor += 1
            }
        }
        slots = result
    }

    /// Makes the row for `item` and inserts it at `position` (`-1`: at the end).
    private func makeRow(index: Int, item: Item, position: Int, in listBox: ListBox) -> ListBoxRowSlot {
        let (contentPointer, wrapper) = makeContent(index: index, item: item)
        if wrapper != nil, cglib_instance_is_a(contentPointer, gtk_list_box_row_get_type()) != 0 {
            // The factory made the row itself.
            gtk_list_box_insert(listBox.listBoxPointer, contentPointer, Int32(position))
            if dragAndDrop { ListBoxDragAndDrop.makeDropTarget(contentPointer, of: listBox) }
            return ListBoxRowSlot(row: contentPointer, content: contentPointer, wrapper: wrapper, holder: contentPointer)
        }
        var child = contentPointer
        if dragAndDrop { child = ListBoxDragAndDrop.makeDragHandle(around: contentPointer, of: listBox) }
        gtk_list_box_insert(listBox.listBoxPointer, child, Int32(position))
        let row = gtk_widget_get_parent(child)!
        if dragAndDrop { ListBoxDragAndDrop.makeDropTarget(row, of: listBox) }
        return ListBoxRowSlot(row: row, content: contentPointer, wrapper: wrapper, holder: dragAndDrop ? child : row)
    }

    /// The shown content widget of a new row for `item`, with its wrapper
    /// when the row factory made one (a text row is a bare, floating label).
    private func makeContent(index: Int, item: Item) -> (UnsafeMutablePointer<GtkWidget>, Widget?) {
        if let text = rowContent.text {
            let label = TextRow.make(text(item))
            gtk_widget_show(label)
            return (label, nil)
        }
        let content = rowContent.make(index, item)
        Widget.showRowContent(content.widgetPointer)
        return (content.widgetPointer, content)
    }

    /// Shows the changed element `item` in row `index`: reconfigures the
    /// row's widget when the binding has an update closure, else replaces it.
    private func refreshRow(at index: Int, with item: Item, in listBox: ListBox) {
        if let text = rowContent.text {
            TextRow.show(text(item), in: slots[index].content)
            return
        }
        if let update = rowContent.update {
            // The slot keeps the widget alive across the call: slots change
            // only while this binding applies a change, and events reach it
            // through `observe(on: MainScheduler.instance)`, which queues an
            // event sent from inside a delivery instead of re-entering. So the
            // reference is lent without a retain and release; the wrapper is
            // weakly referenced, and each of those would touch its
            // reference-count side table (a cache miss per updated row).
            let updated = Unmanaged.passUnretained(slots[index].wrapper!)._withUnsafeGuaranteedRef {
                update($0, index, item)
            }
            if updated { return }
        }
        let slot = slots[index]
        if slot.row == slot.content {
            // The factory makes whole rows: replace the row.
            let wasSelected = gtk_list_box_row_is_selected(slot.row.listBoxRow) != 0
            gtk_widget_destroy(slot.row)
            slots[index] = makeRow(index: index, item: item, position: index, in: listBox)
            if wasSelected { gtk_list_box_select_row(listBox.listBoxPointer, slots[index].row.listBoxRow) }
            return
        }
        let (content, wrapper) = makeContent(index: index, item: item)
        gtk_widget_destroy(slot.content)
        gtk_container_add(cgtk_container(slot.holder), content)
        slots[index].content = content
        slots[index].wrapper = wrapper
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget viewed as a `GtkListBoxRow` (the caller knows it is one).
    var listBoxRow: UnsafeMutablePointer<GtkListBoxRow> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkListBoxRow.self)
    }
}
