import Binding
import CGLib
import Dispatch

/// What a model GObject asks its Swift side (non-generic, for the C callbacks).
@MainActor
class ListModelSource {
    /// `g_list_model_get_n_items`: the number of items the model shows now.
    var itemCount: Int { 0 }
    /// `g_list_model_get_item`: the item at `position` (a new reference), or `nil` past the end.
    func item(at position: Int) -> UnsafeMutableRawPointer? { nil }
    /// The model GObject is being finalized.
    func modelFinalized() {}
}

/// The state behind one ``ObservableListModel``: the last delivered array, the
/// materialised elements by position, and the change being signalled.
///
/// Main thread only. Events come through `observe(on: MainScheduler.instance)`,
/// which queues an event sent while one is delivered, so `apply` is never
/// re-entered by a handler of `items-changed` that edits the source.
@MainActor
final class ListModelCore<Element>: ListModelSource {
    /// The array of the last delivered event (shared with the event: not copied).
    private(set) var elements: [Element] = []
    /// The materialised elements whose items live, by position in `elements`.
    private var cache: [Int: ListElement<Element>] = [:]
    /// Set while the spans of one change are signalled.
    private var transition: Transition?
    /// Writes a row's edit into the source, when it is mutable: the value,
    /// the index in `elements`, and `elements` itself (the source refuses
    /// the write as stale when it has been edited since that array).
    let writer: ListModelWriter<Element>?
    /// Rows' edits waiting until the model has shown every edit made
    /// elsewhere before them, in the order they were made.
    var pendingWrites: [PendingWrite] = []
    /// The source subscription, until the model is finalized.
    private var subscription: Disposable?
    /// The model GObject (unowned: it owns this core), until finalized.
    private var model: UnsafeMutableRawPointer?
    /// Told after each change event is shown, in the order they were added.
    private var appliedObservers: [(key: Int, handler: @MainActor () -> Void)] = []
    private var nextObserverKey = 0

    /// What the model shows while span `k` of a change is signalled: the new
    /// array up to `boundaryNew`, then the old array from `boundaryOld`.
    private struct Transition {
        let old: [Element]
        let oldCache: [Int: ListElement<Element>]
        let map: ListModelChanges.IndexMap
        var boundaryNew: Int
        var boundaryOld: Int
    }

    /// A row's edit that found the source edited since the last event shown.
    struct PendingWrite {
        let element: ListElement<Element>
        let value: Element
        /// The element's item, held so that the element stays materialised
        /// and its position keeps following the changes.
        let item: UnsafeMutableRawPointer
    }

    init(writer: ListModelWriter<Element>?) {
        self.writer = writer
    }

    /// Starts showing `events` in `model` (the GObject owning this core).
    func start(_ events: Observable<ArrayChangeEvent<Element>>, model: UnsafeMutableRawPointer) {
        self.model = model
        subscription = events.observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] event in
            MainActor.assumeIsolated { self?.apply(event) }
        })
    }

    override var itemCount: Int {
        guard let transition else { return elements.count }
        return transition.boundaryNew + transition.old.count - transition.boundaryOld
    }

    override func item(at position: Int) -> UnsafeMutableRawPointer? {
        element(at: position)?.retainedItem()
    }

    override func modelFinalized() {
        subscription?.dispose()
        subscription = nil
        for element in cache.values { detach(element) }
        cache = [:]
        model = nil
        dropPendingWrites()
    }

    /// The element shown at `position` now, materialised.
    private func element(at position: Int) -> ListElement<Element>? {
        guard position >= 0 else { return nil }
        if let transition, position >= transition.boundaryNew {
            let oldIndex = position - transition.boundaryNew + transition.boundaryOld
            guard oldIndex < transition.old.count else { return nil }
            if let element = transition.oldCache[oldIndex] { return element }
            if transition.map.stays(oldIndex), let newIndex = transition.map.newIndex(of: oldIndex) {
                return cached(at: newIndex)
            }
            // Going away later in this change and never asked for before.
            return ListElement(value: transition.old[oldIndex], position: nil, owner: nil)
        }
        guard position < elements.count else { return nil }
        return cached(at: position)
    }

    private func cached(at position: Int) -> ListElement<Element> {
        if let element = cache[position] { return element }
        let element = ListElement(value: elements[position], position: position, owner: self)
        cache[position] = element
        return element
    }

    /// Forgets an element whose item was finalized: it leaves the model
    /// (its position would stop following the changes).
    func forget(_ element: ListElement<Element>) {
        if let position = element.position, cache[position] === element { cache[position] = nil }
        detach(element)
    }

    private func detach(_ element: ListElement<Element>) {
        element.position = nil
        element.owner = nil
    }

    // MARK: - Changes

    /// Runs `handler` after each change event is shown (after the handlers
    /// added before it); dispose the result to stop.
    func onApplied(_ handler: @escaping @MainActor () -> Void) -> Disposable {
        nextObserverKey += 1
        let key = nextObserverKey
        appliedObservers.append((key, handler))
        let core = UncheckedSendable(WeakReference(self))
        return Disposables.create {
            let remove: @Sendable () -> Void = {
                MainActor.assumeIsolated { core.value.object?.appliedObservers.removeAll { $0.key == key } }
            }
            if MainThread.isCurrent { remove() } else { DispatchQueue.main.async(execute: remove) }
        }
    }

    /// Shows `event`: signals its spans, then updates the kept elements' values.
    func apply(_ event: ArrayChangeEvent<Element>) {
        defer {
            flushPendingWrites()
            for observer in appliedObservers { observer.handler() }
        }
        switch event.change {
        case .patch(let changes) where Self.fits(changes, oldCount: elements.count, newCount: event.array.count):
            applyPatch(changes, newArray: event.array)
        case .reset, .patch:
            let oldCount = elements.count
            for element in cache.values { detach(element) }
            cache = [:]
            elements = event.array
            if oldCount > 0 || !elements.isEmpty { signal(position: 0, removed: oldCount, added: elements.count) }
        }
    }

    private func applyPatch(_ changes: ArrayChangeSet, newArray: [Element]) {
        let map = ListModelChanges.IndexMap(changes)
        let spans = ListModelChanges.spans(of: changes, oldCount: elements.count)
        var newCache: [Int: ListElement<Element>] = [:]
        if !spans.isEmpty {
            for (oldIndex, element) in cache {
                if let newIndex = map.newIndex(of: oldIndex) {
                    element.position = newIndex
                    newCache[newIndex] = element
                } else {
                    detach(element)
                }
            }
        }
        let old = elements
        let oldCache = cache
        elements = newArray
        if !spans.isEmpty { cache = newCache }
        for span in spans {
            transition = Transition(old: old, oldCache: oldCache, map: map,
                                    boundaryNew: span.newStart + span.added, boundaryOld: span.oldStart + span.removed)
            signal(position: span.newStart, removed: span.removed, added: span.added)
        }
        transition = nil
        for index in changes.updates { cache[index]?.update(elements[index]) }
    }

    /// Whether a change is being signalled (the model shows part old, part new items).
    var isSignalling: Bool { transition != nil }

    private func signal(position: Int, removed: Int, added: Int) {
        guard let model else { return }
        g_list_model_items_changed(OpaquePointer(model), guint(position), guint(removed), guint(added))
    }

    /// A cheap check that `changes` can turn `oldCount` elements into
    /// `newCount` (a full check costs a pass over the array); a change that
    /// does not fit is shown as a reset.
    private static func fits(_ changes: ArrayChangeSet, oldCount: Int, newCount: Int) -> Bool {
        oldCount - changes.deletes.count == newCount - changes.inserts.count
            && (changes.deletes.last ?? -1) < oldCount && (changes.inserts.last ?? -1) < newCount
            && (changes.updates.last ?? -1) < newCount
            && changes.moves.allSatisfy { $0.from >= 0 && $0.from < oldCount && $0.to >= 0 && $0.to < newCount }
    }
}
