import ReactiveCore

/// One section of a sectioned array: its metadata (for example header and
/// footer titles) and its items.
public struct ArraySection<Metadata, Item> {
    /// What describes the section as a whole, such as its header title.
    public var metadata: Metadata
    /// The section's items, in order.
    public var items: [Item]

    /// A section described by `metadata` holding `items`.
    public init(metadata: Metadata, items: [Item] = []) {
        self.metadata = metadata
        self.items = items
    }
}

extension ArraySection: Equatable where Metadata: Equatable, Item: Equatable {}
extension ArraySection: Hashable where Metadata: Hashable, Item: Hashable {}
extension ArraySection: Sendable where Metadata: Sendable, Item: Sendable {}

/// Titles shown above and below a section, the usual metadata of a sectioned list.
public struct SectionTitles: Hashable, Sendable {
    /// The header title, if any.
    public var header: String?
    /// The footer title, if any.
    public var footer: String?

    /// Titles for a section.
    public init(header: String? = nil, footer: String? = nil) {
        self.header = header
        self.footer = footer
    }
}
