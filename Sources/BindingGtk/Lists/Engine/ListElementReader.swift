import Binding

/// Where a binding reads the current elements of its source.
@usableFromInline
enum ListElementReader {
    /// A reader of `source` when it is an observable array, else `nil` (the
    /// binding then keeps each event's array).
    @usableFromInline
    static func of<Source, Item>(_ source: Source, as type: Item.Type) -> (@Sendable () -> [Item])? {
        guard let array = source as? ObservableArray<Item> else { return nil }
        return { array.array }
    }
}
