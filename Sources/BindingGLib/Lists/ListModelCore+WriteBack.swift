import Binding
import CGLib
import ObservableCollections

// A row's edit written back into the model's source, into the element the
// row shows: while other threads edit the source, the model shows an older
// array than the source holds, and a position read from it may name another
// element of the source. The source takes a write only while it is still the
// array the model shows (`MutableObservableArray.set(_:at:ifUnchangedSince:)`);
// otherwise the edit waits until the model has shown the changes made
// meanwhile, which move the element's position along (or detach it).

/// Writes a row's edit into a model's mutable source: the value, its index
/// in the array the model shows, and that array.
typealias ListModelWriter<Element> = (Element, Int, [Element]) -> ConditionalWriteOutcome

extension ListModelCore {
    /// The number of rows' edits waiting for events from other threads (for the tests).
    var pendingWriteCount: Int { pendingWrites.count }

    /// Writes a row's edit of `element` into the source, into the element
    /// the row shows whatever other threads did to the source meanwhile:
    /// when the source has been edited since the last event shown here, the
    /// edit waits for those events (``flushPendingWrites()``), then goes to
    /// the element's new position, or nowhere if it was deleted. `false`
    /// when the source is read-only or the element has left the model.
    func write(_ value: Element, for element: ListElement<Element>) -> Bool {
        guard writer != nil, element.position != nil else { return false }
        guard pendingWrites.isEmpty else {
            enqueue(value, for: element)
            return true
        }
        switch attempt(value, for: element) {
        case .written: return true
        case .stale:
            enqueue(value, for: element)
            return true
        case .outOfRange: return false
        }
    }

    private func attempt(_ value: Element, for element: ListElement<Element>) -> ConditionalWriteOutcome {
        guard let writer, let position = element.position else { return .outOfRange }
        return writer(value, position, elements)
    }

    private func enqueue(_ value: Element, for element: ListElement<Element>) {
        pendingWrites.append(PendingWrite(element: element, value: value, item: element.retainedItem()))
    }

    /// Retries the waiting edits in order after an event was shown, until
    /// one finds the source still ahead of the model; an edit of an element
    /// that left the model is dropped.
    func flushPendingWrites() {
        while let first = pendingWrites.first {
            if attempt(first.value, for: first.element) == .stale { return }
            pendingWrites.removeFirst()
            g_object_unref(first.item)
        }
    }

    /// Drops every waiting edit (the model is going away).
    func dropPendingWrites() {
        let dropped = pendingWrites
        pendingWrites = []
        for write in dropped { g_object_unref(write.item) }
    }
}
