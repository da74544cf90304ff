import CGtk

/// Styling for ranges of a label's or entry's text (Pango's `PangoAttrList`): a list of runs, each
/// an attribute over a range of the text's UTF-8 bytes, as Pango counts.
///
/// <!-- snippet: doc-TextAttributes -->
/// ```swift
/// let text = "Total: 42 €"
/// label.text = text
/// label.attributes = TextAttributes([
///     .init(.weight(.bold), in: text.range(of: "42")!, of: text),
///     .init(.foreground(.init(red: 0xffff, green: 0, blue: 0))),   // the whole text
/// ])
/// ```
///
/// Runs are kept in Pango's order: by start, stable. No runs (``empty``) is stored as `NULL`, GTK's
/// "no attributes"; a missing list reads as ``empty``. ``description`` and ``init(parsing:)`` use
/// Pango's text form (`"0 5 weight bold"`, one run a line).
public struct TextAttributes: Hashable, Sendable, CustomStringConvertible {
    /// An attribute over a range of UTF-8 byte offsets of the text.
    public struct Run: Hashable, Sendable {
        /// What the run applies.
        public var attribute: TextAttribute
        /// The first byte it applies to.
        public var start: Int
        /// The byte after the last it applies to; `nil`: to the end of the text.
        public var end: Int?

        /// `attribute` from byte `start` to byte `end` (`nil`: the end of the text).
        public init(_ attribute: TextAttribute, start: Int = 0, end: Int? = nil) {
            self.attribute = attribute
            self.start = start
            self.end = end
        }

        /// `attribute` over `range` of `text` (converted to UTF-8 byte offsets).
        public init(_ attribute: TextAttribute, in range: Range<String.Index>, of text: String) {
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            self.init(attribute, start: start, end: start + text.utf8.distance(from: range.lowerBound, to: range.upperBound))
        }
    }

    /// Why text could not be read as attributes.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The text given.
        public let text: String
        /// A message naming the text.
        public var description: String {
            "cannot read \"\(text)\" as Pango attributes (expected lines of \"start end name value\", as in \"0 5 weight bold\")"
        }
    }

    /// The runs, ordered by start.
    public let runs: [Run]

    /// Attributes of `runs` (put in Pango's order: by start, keeping the given order among equal starts).
    public init(_ runs: [Run]) {
        self.runs = runs.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// No attributes.
    public static let empty = TextAttributes([])

    /// Reads Pango's text form (`pango_attr_list_from_string`: `"0 5 weight bold\n2 4 foreground #ff0000"`).
    ///
    /// - Throws: ``ParseError`` when Pango cannot read the text.
    public init(parsing text: String) throws(ParseError) {
        guard let list = pango_attr_list_from_string(text) else { throw ParseError(text: text) }
        defer { pango_attr_list_unref(list) }
        self.init(pango: list)
    }

    /// Pango's text form (`pango_attr_list_to_string`).
    public var description: String {
        guard let list = makePango() else { return "" }
        defer { pango_attr_list_unref(list) }
        return String.takingOwnership(of: pango_attr_list_to_string(list)) ?? ""
    }

    /// Copies a `PangoAttrList` (not kept); `nil` reads as ``empty``.
    init(pango list: OpaquePointer?) {
        var runs: [Run] = []
        let copies = list.flatMap { pango_attr_list_get_attributes($0) }
        defer { g_slist_free(copies) }
        var item = copies
        while let node = item {
            if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                runs.append(Self.run(of: attribute))
                pango_attribute_destroy(attribute)
            }
            item = node.pointee.next
        }
        // A list Pango parsed keeps the text's order; put it in insertion order like any other.
        self.init(runs)
    }

    /// A new `PangoAttrList` of these runs (owned by the caller), or `nil` for ``empty``.
    func makePango() -> OpaquePointer? {
        guard !runs.isEmpty else { return nil }
        let list = pango_attr_list_new()!
        for run in runs {
            guard let attribute = run.attribute.makePango() else { continue }
            attribute.pointee.start_index = UInt32(clamping: run.start)
            attribute.pointee.end_index = run.end.map { UInt32(clamping: $0) } ?? UInt32.max
            pango_attr_list_insert(list, attribute)
        }
        return list
    }

    /// The run of a `PangoAttribute` (not kept): a typed attribute when there is a case for it,
    /// else its name and value in Pango's text form.
    private static func run(of attribute: UnsafeMutablePointer<PangoAttribute>) -> Run {
        let start = Int(attribute.pointee.start_index)
        let end = attribute.pointee.end_index == UInt32.max ? nil : Int(attribute.pointee.end_index)
        if let typed = TextAttribute(pango: attribute) { return Run(typed, start: start, end: end) }
        let single = pango_attr_list_new()!
        defer { pango_attr_list_unref(single) }
        pango_attr_list_insert(single, pango_attribute_copy(attribute))
        let line = String.takingOwnership(of: pango_attr_list_to_string(single)) ?? ""
        // "start end name value": the value is everything after the third space.
        let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        let name = fields.count > 2 ? String(fields[2]) : ""
        let value = fields.count > 3 ? String(fields[3]) : ""
        return Run(.other(name: name, value: value), start: start, end: end)
    }

    /// The single attribute Pango reads from one line of its text form (owned by the caller), or
    /// `nil` when the text is not exactly one attribute.
    static func parsedAttribute(_ line: String) -> UnsafeMutablePointer<PangoAttribute>? {
        guard let list = pango_attr_list_from_string(line) else { return nil }
        defer { pango_attr_list_unref(list) }
        let attributes = pango_attr_list_get_attributes(list)
        defer { g_slist_free(attributes) }
        guard let first = attributes, first.pointee.next == nil else {
            var item = attributes
            while let node = item {
                pango_attribute_destroy(node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self))
                item = node.pointee.next
            }
            return nil
        }
        return first.pointee.data?.assumingMemoryBound(to: PangoAttribute.self)
    }
}

extension TextAttributes: GValueNullable {
    /// `PANGO_TYPE_ATTR_LIST` (a boxed type).
    public static var valueGType: GType { pango_attr_list_get_type() }

    /// Reads a `PangoAttrList`; `NULL` reads as ``empty``.
    public init(gValue: UnsafePointer<GValue>) {
        self.init(pango: g_value_get_boxed(gValue).map(OpaquePointer.init))
    }

    /// The attributes, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> TextAttributes? {
        g_value_get_boxed(gValue).map { TextAttributes(pango: OpaquePointer($0)) }
    }

    /// Stores a new `PangoAttrList` (the `GValue` owns it); ``empty`` leaves `NULL`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        guard let list = makePango() else { return }
        g_value_take_boxed(gValue, UnsafeRawPointer(list))
    }
}
