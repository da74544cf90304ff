import Binding

/// What an `items` binding reads: the source's change events, where the
/// user's edits go (a mutable array), and how to read its current elements
/// (an observable array; otherwise the engine keeps each event's array).
struct ListItemsSource<Item> {
    /// The change events, from any thread.
    let events: Observable<ArrayChangeEvent<Item>>
    /// Where user edits go; `nil` for a read-only source.
    let editor: ListItemsEditor?
    /// Reads the source's current elements, when it is an observable array.
    let reader: (@Sendable () -> [Item])?

    /// A read-only source of change events.
    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == ArrayChangeEvent<Item> {
        events = source.asObservable()
        editor = nil
        reader = ListElementReader.of(source, as: Item.self)
    }

    /// A mutable array, which takes the user's edits.
    init(_ array: MutableObservableArray<Item>) {
        events = array.asObservable()
        editor = .array(array)
        reader = { array.array }
    }
}
