/// How a list widget follows a bound array, and what the user may change.
///
/// <!-- snippet: doc-ListItemsOptions -->
/// ```swift
/// listBox.rx.items(viewModel.days, options: .init(allowsDeletion: true, allowsMoving: true)) { _, day in
///     Label(day)
/// }.disposed(by: disposeBag)
/// ```
public struct ListItemsOptions: Sendable, Equatable {
    /// Above this many individual changes in one event (deletes, inserts,
    /// updates and moves), the rows are rebuilt from scratch instead of being
    /// patched one by one. A `.reset` always rebuilds.
    public var rebuildThreshold: Int

    /// Whether the user may delete rows (the Delete key on the selected row,
    /// or ``ListBox/deleteRow(at:)`` from a row's own delete button). Needs a
    /// `MutableObservableArray` (or sectioned array): the element is removed from it.
    public var allowsDeletion: Bool

    /// Whether the user may reorder rows (drag and drop, or
    /// ``ListBox/moveRow(from:to:)``). Needs a `MutableObservableArray` (or
    /// sectioned array): the element is moved in it.
    public var allowsMoving: Bool

    /// Options with the given values; by default the user edits nothing and a
    /// batch of more than 1,000 changes rebuilds the rows.
    public init(rebuildThreshold: Int = 1_000, allowsDeletion: Bool = false, allowsMoving: Bool = false) {
        self.rebuildThreshold = rebuildThreshold
        self.allowsDeletion = allowsDeletion
        self.allowsMoving = allowsMoving
    }

    /// No user edits; rebuild above 1,000 changes.
    public static let `default` = ListItemsOptions()
}
