import Binding
import CGLib
import Dispatch
import ObservableCollections

/// An observable array, an array pipeline or any stream of array change
/// events as a `GListModel`: GTK 4's list views, drop-downs and selection
/// models show it (GTK 3's `gtk_list_box_bind_model` and
/// `gtk_flow_box_bind_model` take a `GListModel` as well).
///
/// Each change event becomes `items-changed(position, removed, added)`
/// signals, one per contiguous run of removals and additions (a reset is one
/// signal for everything); an update changes the element's value in place
/// (its ``ListElement`` reports it) and signals nothing. Items are made when
/// `g_list_model_get_item` asks for them, so a million elements cost nothing
/// until shown, and an element keeps its item while it stays in the array
/// and its item is held. The model holds each event's array, so nothing is
/// copied; a mutable array then copies its storage on its next edit.
///
/// Changes made on other threads are shown on the main thread, in order, as
/// the GTK 3 list bindings show them. The model lives as long as this object
/// or GTK holds it; the subscription ends when the `GObject` is finalized.
///
/// <!-- snippet: doc-ObservableListModel -->
/// ```swift
/// let names = MutableObservableArray(["Ada", "Grace"])
/// let model = ObservableListModel(names)
/// names.append("Barbara")
/// print(model.count) // 3
/// ```
@MainActor
public final class ObservableListModel<Element> {
    /// The model as a `GListModel *` (this object owns one reference).
    public nonisolated(unsafe) let pointer: OpaquePointer
    private let core: ListModelCore<Element>

    /// A read-only model of `source`'s change events (an observable array, an
    /// `ArrayPipeline`, `driver.diff()`, …).
    public convenience init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == ArrayChangeEvent<Element> {
        self.init(events: source.asObservable(), writer: nil)
    }

    /// A model of `array` whose rows may write their edits back
    /// (``ListElement/write(_:)`` sets the array's element).
    public convenience init(_ array: MutableObservableArray<Element>) {
        self.init(events: array.asObservable(), writer: { [weak array] value, index, shown in
            array?.set(value, at: index, ifUnchangedSince: shown) ?? .outOfRange
        })
    }

    private init(events: Observable<ArrayChangeEvent<Element>>, writer: ListModelWriter<Element>?) {
        core = ListModelCore(writer: writer)
        let object = ObservableListModelType.make(for: core)
        pointer = OpaquePointer(object)
        core.start(events, model: object)
    }

    deinit {
        let address = UInt(bitPattern: pointer)
        if MainThread.isCurrent {
            g_object_unref(UnsafeMutableRawPointer(bitPattern: address))
        } else {
            DispatchQueue.main.async { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
        }
    }

    /// The number of items the model shows.
    public var count: Int { core.itemCount }

    /// The element at `position` of the array the model shows (nothing materialised).
    public subscript(position: Int) -> Element { core.elements[position] }

    /// The array the model shows (the last delivered event's).
    public var elements: [Element] { core.elements }

    /// How many rows' edits wait for changes made on other threads to be
    /// shown first (``ListElement/write(_:)``).
    package var pendingWriteCount: Int { core.pendingWriteCount }

    /// Whether a change is being signalled now (inside `items-changed`,
    /// while the model shows part of the old items and part of the new).
    package var isSignallingChange: Bool { core.isSignalling }

    /// Runs `handler` after each change event is shown (signals emitted and
    /// updated values set), after the handlers added before it; dispose the
    /// result to stop.
    package func onApplied(_ handler: @escaping @MainActor () -> Void) -> Disposable {
        core.onApplied(handler)
    }
}
