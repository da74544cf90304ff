import Binding

/// Writes the user's edits of a list widget back into the bound array.
///
/// Each edit returns the change set the array will announce for it (indices
/// in the flat list of rows), or `nil` when the edit was out of range for the
/// array's current contents (and nothing changed).
@usableFromInline
struct ListItemsEditor: Sendable {
    /// Removes the element shown at flat position `index`.
    let remove: @Sendable (_ index: Int) -> Bool
    /// Moves the element shown at flat position `from` so that it ends up at `to`.
    let move: @Sendable (_ from: Int, _ to: Int) -> Bool

    /// An editor of a flat `MutableObservableArray`. Each edit checks the
    /// indices under the array's lock (through `batchUpdate`), so a stale
    /// index never traps.
    @usableFromInline
    static func array<Item>(_ array: MutableObservableArray<Item>) -> ListItemsEditor {
        let box = UncheckedSendable(array)
        return ListItemsEditor(
            remove: { index in
                box.value.batchUpdate { batch in
                    guard batch.array.indices.contains(index) else { return false }
                    batch.remove(at: index)
                    return true
                }
            },
            move: { from, to in
                box.value.batchUpdate { batch in
                    guard batch.array.indices.contains(from), batch.array.indices.contains(to) else { return false }
                    batch.move(from: from, to: to)
                    return true
                }
            }
        )
    }
}
