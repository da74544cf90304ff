import MVVM
import ReactiveCore

/// The selected element of an observable array or pipeline, for an editor
/// pane beside a list (master–detail editing): the list's selection is bound
/// to ``element``, the editor's widgets to ``field(_:empty:)``, and edits go
/// back into the array by identity.
///
/// <!-- snippet: doc-SelectedElement -->
/// ```swift
/// let selection = SelectedElement(in: visible)    // visible: a pipeline over `expenses`
/// window.binding {
///     selection.element <=> table.rx.selectedElement(Expense.self)
///     selection.field(\.note) <=> noteEntry.rx.text ?? ""
///     selection.hasSelection => noteEntry.rx.isSensitive
/// }
/// ```
///
/// - The selection follows its element by identity (`id`, or the key path
///   given): when the element changes in the array, from the editor or from
///   elsewhere, ``element`` and every field send its new values.
/// - When the element leaves the source — deleted, replaced by a reset that
///   does not hold its id, or filtered out of a pipeline (also by an edit
///   made through a field) — nothing is selected: ``element`` sends `nil` and
///   the fields their empty values.
/// - A field's value written (by a widget bound two ways, or by code on any
///   thread) changes the element in the `MutableObservableArray` the source
///   comes from, with one update event; the change comes back to the field
///   only as its own value, so the editor and the list do not fight and
///   need no re-entrancy flags. With nothing selected, or when the source
///   does not lead back to a `MutableObservableArray` (a `mapped` or
///   `transformed` pipeline), a write is refused: the field sends its
///   current value again.
///
/// Thread-safe: fields may be written from any thread. Writes from several
/// threads at the same moment converge (the field and the element end up
/// holding the same written value), but which of them wins is not
/// defined. Following the element costs, per change event, a pass over
/// the change set (not over the elements); after a new selection or a reset,
/// one search by identity. It subscribes to its source once: over a
/// pipeline that a list shows too, use `shared()` so that the stages run
/// once for both.
///
/// Lifetime: like a subscription, it follows its source until ``dispose()``
/// or until the source is freed, whether or not this object is still
/// referenced, so bindings to ``element`` and the fields never stop because
/// a caller dropped it. It does not keep the source's array alive. Made by a
/// window for itself, end it with the window (`.disposed(by: window.lifetime)`).
public final class SelectedElement<Item>: Disposable, @unchecked Sendable {
    let tracker: SelectionTracker<Item>
    private let subscriptions = CompositeDisposable()
    private let fieldLock = Lock()
    /// The field relays made so far, by key path (guarded by `fieldLock`).
    private var fields: [AnyKeyPath: AnyObject] = [:]

    /// The selection of an element of `source` (an observable array or a
    /// pipeline), identified by `id`. Nothing is selected at first.
    public init<Source: ArrayPipelineSource, ID: Hashable>(
        in source: Source, id: KeyPath<Item, ID> & Sendable
    ) where Source.Item == Item {
        let pipeline = source.pipeline
        let tracker = SelectionTracker<Item>(
            identity: { AnyHashable($0[keyPath: id]) }, root: pipeline.root as? MutableObservableArray<Item>)
        self.tracker = tracker
        _ = subscriptions.insert(tracker.element.asObservable().subscribe(onNext: { tracker.selected($0) }))
        _ = subscriptions.insert(pipeline.events.subscribe(onNext: { tracker.receive($0) }))
    }

    /// The selected element, `nil` for none, two-way: bind it to a list's
    /// selection (`selection.element <=> table.rx.selectedElement(Expense.self)`),
    /// or accept an element of the source to select it. It sends the element
    /// again each time the element changes, and `nil` when it leaves the source.
    public var element: BehaviorRelay<Item?> { tracker.element }

    /// `true` while an element is selected, on the main thread: bind it to
    /// the editor's `isSensitive`.
    public var hasSelection: Driver<Bool> {
        tracker.element.asDriver().map { $0 != nil }.distinctUntilChanged()
    }

    /// Ends following the source and the fields' write-back (the fields
    /// keep their last values). Idempotent.
    public func dispose() {
        subscriptions.dispose()
    }

    /// The relay for `keyPath` made before, or the one `make` makes now.
    func cachedField<Value>(_ keyPath: AnyKeyPath, make: () -> BehaviorRelay<Value>) -> BehaviorRelay<Value> {
        fieldLock.withLock {
            if let existing = fields[keyPath] as? BehaviorRelay<Value> { return existing }
            let relay = make()
            fields[keyPath] = relay
            return relay
        }
    }

    /// Keeps `disposable` until this selection is disposed.
    func keep(_ disposable: Disposable) {
        _ = subscriptions.insert(disposable)
    }
}

extension SelectedElement where Item: Identifiable {
    /// The selection of an element of `source` (an observable array or a
    /// pipeline), identified by `id`. Nothing is selected at first.
    public convenience init<Source: ArrayPipelineSource>(in source: Source) where Source.Item == Item {
        self.init(in: source, id: \Item.id)
    }
}
