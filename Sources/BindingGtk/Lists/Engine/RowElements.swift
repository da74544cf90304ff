import Binding

/// The elements a change brings to the rows: the event's array, or (for an
/// edit the binding made itself, which inserts and updates nothing) just a count.
struct RowElements<Item>: RandomAccessCollection {
    private let array: [Item]?
    /// The number of rows after the change.
    let count: Int

    /// The elements of `array`.
    init(_ array: [Item]) {
        self.array = array
        count = array.count
    }

    /// `count` rows whose elements are not needed (no row is made or refreshed).
    init(count: Int) {
        array = nil
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Item {
        guard let array else { preconditionFailure("a user edit makes and refreshes no row") }
        return array[index]
    }
}
