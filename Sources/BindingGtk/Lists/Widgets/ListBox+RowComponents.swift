import Binding

extension Reactive where Base: ListBox {
    /// Binds the rows to an observable array or a pipeline over one, each
    /// row a component made by `row` from a ``ListRow``: the row has its
    /// own binding lifetime (ended when it leaves the list), is updated in
    /// place when its element changes but keeps its id (widgets and focus
    /// kept), and its fields bind two ways to controls, written back into
    /// the source array (see ``ListRow``).
    ///
    /// <!-- snippet: doc-ListBox-RowComponents -->
    /// ```swift
    /// listBox.rx.items(tasks.filtered { !$0.isDone }) { row in
    ///     let check = CheckButton(label: row.element.title)
    ///     row.binding { row.field(\.isDone) <=> check.rx.isActive }
    ///     return check
    /// }.disposed(by: disposeBag)
    /// ```
    ///
    /// Disposing the binding ends every row's bindings (the rows stay shown).
    /// A `MutableObservableArray` source also takes the user edits
    /// `options` allow (Delete key, drag and drop). The selection follows
    /// its element through sorting and filtering, and is dropped (never
    /// moved to another row) when its element leaves.
    @MainActor
    public func items<Source: ArrayPipelineSource>(
        _ source: Source,
        options: ListItemsOptions = .default,
        row: @escaping @MainActor (ListRow<Source.Item>) -> Widget
    ) -> Disposable where Source.Item: Identifiable {
        let pipeline = source.pipeline
        let (content, endRows) = ListRowComponents.content(
            root: pipeline.root as? MutableObservableArray<Source.Item>, row: row)
        let binding = if let array = source as? MutableObservableArray<Source.Item> {
            attachItems(of: array, content: content, options: options)
        } else {
            attachItems(of: pipeline, content: content, options: options)
        }
        return Disposables.create(binding, endRows)
    }
}
