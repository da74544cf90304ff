import Binding
import CGLib

/// One element of an ``ObservableListModel`` as the model's item: the Swift
/// side of the `GObject` that `g_list_model_get_item` returns.
///
/// The model makes an element when an item is first asked for and keeps the
/// same one (and the same `GObject`) for as long as the element stays in the
/// array and anyone holds its item: a move keeps it, an update changes its
/// ``value`` in place (``values`` reports it), a delete or a reset detaches it
/// (``position`` becomes `nil`). Row factories bind a row to ``values`` and
/// write a row's edits back with ``write(_:)``.
///
/// Main thread only, like the model.
@MainActor
public final class ListElement<Element>: ListItemPayload {
    /// The element's current value (the array's element at ``position``).
    public var value: Element { relay.value }
    /// The element's index in the model, or `nil` once it left the model.
    public internal(set) var position: Int?
    /// The current value, then every change of it while the element stays.
    public nonisolated var values: Observable<Element> { relay.asObservable() }

    private nonisolated let relay: BehaviorRelay<Element>
    /// The model's state, while the element is in it.
    weak var owner: ListModelCore<Element>?
    /// The item `GObject` (unowned: it owns this element), while it lives.
    var object: UnsafeMutableRawPointer?

    init(value: Element, position: Int?, owner: ListModelCore<Element>?) {
        relay = BehaviorRelay(value: value)
        self.position = position
        self.owner = owner
    }

    /// The element of a model item (`gtk_list_item_get_item` and the like),
    /// or `nil` for `NULL` or an item of another model or element type.
    public static func of(item: UnsafeMutableRawPointer?) -> ListElement<Element>? {
        guard let item, g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), ListElementType.type) != 0
        else { return nil }
        return SwiftObjectSlot.value(of: item, as: AnyObject.self) as? ListElement<Element>
    }

    /// Writes `newValue` into the model's source, into this element: the
    /// array then sends an update, which sets ``value``.
    ///
    /// The edit goes to this element, never a neighbour, even while other
    /// threads edit the array: when the array has changed since the last
    /// change the model showed, the edit waits until the model has shown
    /// those changes (edits of one model are written in the order they were
    /// made), then goes to the element's new position, or is dropped if the
    /// element was deleted meanwhile. Returns `true` when the edit was
    /// written or is waiting, `false`, changing nothing, when the source is
    /// read-only or the element has left the model.
    @discardableResult
    public func write(_ newValue: Element) -> Bool {
        guard let owner else { return false }
        return owner.write(newValue, for: self)
    }

    /// The array's new content for this element.
    func update(_ newValue: Element) {
        relay.accept(newValue)
    }

    /// The item (one new reference, the caller's), made if it is gone.
    func retainedItem() -> UnsafeMutableRawPointer {
        if let object {
            g_object_ref(object)
            return object
        }
        let made = ListElementType.make(for: self)
        object = made
        return made
    }

    nonisolated func objectFinalized() {
        MainActor.assumeIsolated {
            object = nil
            owner?.forget(self)
        }
    }
}
