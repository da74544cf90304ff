import ReactiveCore

/// The position of an item in a sectioned array: the section's index and the
/// item's index within it (like `IndexPath(item:section:)`).
public struct ItemIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within the section.
    public var item: Int

    /// The item at `item` in section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Ordered by section, then by item.
    public static func < (lhs: ItemIndex, rhs: ItemIndex) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}

/// An item that changed position, possibly to another section: from its old
/// position to its new one.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
    /// The item's position before the change (old section index).
    public var from: ItemIndex
    /// The item's position after the change (new section index).
    public var to: ItemIndex

    /// A move from old position `from` to new position `to`.
    public init(from: ItemIndex, to: ItemIndex) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from)→\(to)" }
}
