import Binding
import CGtk

extension VirtualListView: ColumnListItemsView, ColumnListWidget {
    func bindColumns<Item>(_ source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions) -> Disposable {
        VirtualListAttachment.attach(self, source: source, columns: columns, options: options)
    }
}

/// Connects a ``VirtualListRows`` engine to its view and its source, through
/// its tree view (whose focus selection and Delete key it handles as a
/// table's).
@MainActor
enum VirtualListAttachment {
    static func attach<Item>(
        _ view: VirtualListView, source: ListItemsSource<Item>, columns: [Column<Item>], options: ListItemsOptions
    ) -> Disposable {
        guard !view.isDestroyed else { return Disposables.create() }
        let treeView = view.treeView
        var widths: FixedColumnWidths<Item>?
        return ListAttachment.attach(view, make: {
            var noMoving = options
            noMoving.allowsMoving = false
            let rows = VirtualListRows(view: view, columns: columns, options: noMoving, editor: source.editor,
                                       reader: source.reader)
            widths = VirtualTreeAttachment.setUpColumns(columns, of: treeView)
            gtk_tree_view_set_model(treeView.treeViewPointer, rows.model.modelPointer)
            treeView.isReorderable = false
            view.beginBinding()
            // The tree view answers to the same engine (focus selection, Delete key).
            treeView.listItems.endBinding()
            treeView.listItems.controller = rows
            var parts: [Disposable] = [mainThreadDisposable { [weak treeView, weak rows] in
                guard let treeView, let rows, treeView.listItems.controller === rows else { return }
                treeView.listItems.controller = nil
            }]
            if rows.canDelete { parts.append(TreeViewItemsAttachment.deleteKeyHandler(on: treeView)) }
            return (rows, parts)
        }, subscribe: { engine in
            ListEventDelivery.subscribe(source.events, to: engine, afterEachEvent: { [weak engine] in
                guard let engine, engine.count > 0 else { return }
                widths?.fit(toFirstRows: engine.elements)
            })
        })
    }
}
