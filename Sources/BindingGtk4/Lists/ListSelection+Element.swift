import Binding
import BindingGLib
import CGLib
import CGtk4
import Dispatch

// The selected element two-way with the view model, for any element type:
// the element is followed by its identity in the model (its `ListElement`,
// which stays the same object through moves), never compared by value.

extension ListSelection {
    /// The selected element (the first in multiple mode, `nil` for none),
    /// two-way: the current one, then each change — a selection by the user
    /// or the view model, an update of the selected element's value, or a
    /// change of the model that deletes it (`nil`); a mere move does not
    /// emit, a reset emits `nil` (the selection goes). Setting it selects the
    /// first element for which `isSame(element, wanted)` holds (nothing when
    /// there is none) without echo. Elements need not be `Equatable`: pass
    /// `==` for those that are, or use ``rxSelectedElement(id:)``.
    public func rxSelectedElement(matching isSame: @escaping @MainActor (Element, Element) -> Bool) -> ControlProperty<Element?> {
        let echo = SelectionEcho()
        let values: Observable<Element?> = followingSelection { selection, observer in
            let follower = SelectedElementFollower<Element>(echo: echo) { observer.onNext($0) }
            follower.follow(selection, initial: true)
            return ({ follower.follow($0, initial: false) }, follower.stopping)
        }
        let sink = Binder(self) { (selection: ListSelection, wanted: Element?) in
            echo.isSetting = true
            defer { echo.isSetting = false }
            selection.selectedIndex = wanted.flatMap { wanted in selection.model.elements.firstIndex { isSame($0, wanted) } }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The selected element, two-way, identified by `id` (see
    /// ``rxSelectedElement(matching:)``): setting it selects the element with
    /// the same `id`.
    public func rxSelectedElement<ID: Hashable>(id: KeyPath<Element, ID> & Sendable) -> ControlProperty<Element?> {
        rxSelectedElement(matching: { $0[keyPath: id] == $1[keyPath: id] })
    }
}

/// Raised while a selected-element property sets the selection, so that its
/// followers take the new element without emitting it back.
@MainActor
private final class SelectionEcho {
    var isSetting = false
}

/// Follows the selected element of one subscription: holds its item (so the
/// model keeps following the element), emits when another element (or none)
/// is selected and when the selected one's value changes.
@MainActor
private final class SelectedElementFollower<Element> {
    private let echo: SelectionEcho
    private let emit: @MainActor (Element?) -> Void
    private var shown: ListElement<Element>?
    private var shownItem: UnsafeMutableRawPointer?
    private var updates: Disposable?
    private var stopped = false

    init(echo: SelectionEcho, emit: @escaping @MainActor (Element?) -> Void) {
        self.echo = echo
        self.emit = emit
    }

    /// Looks at the selection again; `initial` emits whatever it finds.
    func follow(_ selection: ListSelection<Element>, initial: Bool) {
        guard !stopped else { return }
        let item = selection.selectedIndex.flatMap { g_list_model_get_item(selection.model.pointer, guint($0)) }
        let element = ListElement<Element>.of(item: item)
        guard initial || element !== shown else {
            if let item { g_object_unref(item) }
            return
        }
        release()
        shown = element
        shownItem = item
        updates = element?.values.skip(1).subscribe(onNext: { [weak self] value in
            MainActor.assumeIsolated { self?.emit(value) }
        })
        if initial || !echo.isSetting { emit(element?.value) }
    }

    /// Ends the following when disposed, on any thread (on the main thread's next turn when elsewhere).
    nonisolated var stopping: Disposable {
        Disposables.create { [self] in
            if MainThread.isCurrent {
                MainActor.assumeIsolated { stop() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.stop() } }
            }
        }
    }

    /// Ends the following.
    func stop() {
        stopped = true
        release()
    }

    private func release() {
        updates?.dispose()
        updates = nil
        shown = nil
        if let shownItem { g_object_unref(shownItem) }
        shownItem = nil
    }
}
