import CGtk

/// Where tab characters stop in a text view, entry or text tag (Pango's `PangoTabArray`): each
/// stop's position and how text aligns to it. Positions are in pixels unless ``positionsInPixels`` is
/// `false`: then in Pango units (1/1024 of a point, `PANGO_SCALE`).
///
/// <!-- snippet: doc-TabStops -->
/// ```swift
/// textView.tabs = TabStops(pixels: [80, 160, 240])
/// textView.tabs = TabStops([TabStop(position: 200, alignment: .right)])
/// ```
///
/// No stops (``empty``) means Pango's default: a stop every 8 spaces. GTK reads a missing tab
/// array as no stops, and an empty array is written (never `NULL`, which `GtkTextTag` rejects).
public struct TabStops: Hashable, Sendable {
    /// The stops, in Pango's order (each position after the previous one).
    public var stops: [TabStop]
    /// `true`: positions are in pixels; `false`: in Pango units (1/1024 of a point, `PANGO_SCALE`).
    public var positionsInPixels: Bool

    /// Stops at `stops`, in pixels unless `positionsInPixels` is `false` (then in Pango units).
    public init(_ stops: [TabStop], positionsInPixels: Bool = true) {
        self.stops = stops
        self.positionsInPixels = positionsInPixels
    }

    /// Left-aligned stops at `positions`, in pixels.
    public init(pixels positions: [Int]) {
        self.init(positions.map { TabStop(position: $0) })
    }

    /// No stops: Pango's default stops, every 8 spaces.
    public static let empty = TabStops([])

    /// Copies a `PangoTabArray` (not kept); `nil` reads as ``empty``.
    init(pango: OpaquePointer?) {
        guard let pango else {
            self = .empty
            return
        }
        var alignments: UnsafeMutablePointer<PangoTabAlign>?
        var locations: UnsafeMutablePointer<gint>?
        pango_tab_array_get_tabs(pango, &alignments, &locations)
        defer {
            g_free(alignments)
            g_free(locations)
        }
        let count = Int(pango_tab_array_get_size(pango))
        var stops: [TabStop] = []
        if let alignments, let locations {
            for index in 0..<count {
                let alignment = TabAlign(rawValue: Int32(alignments[index].rawValue)) ?? .left
                stops.append(TabStop(position: Int(locations[index]), alignment: alignment))
            }
        }
        self.init(stops, positionsInPixels: pango_tab_array_get_positions_in_pixels(pango) != 0)
    }

    /// A new `PangoTabArray` of these stops, owned by the caller. A negative position is written as 0
    /// (Pango rejects it with a critical), one beyond 32 bits as the largest.
    func makePango() -> OpaquePointer {
        let pango = pango_tab_array_new(Int32(clamping: stops.count), positionsInPixels ? 1 : 0)!
        for (index, stop) in stops.enumerated() {
            let alignment = PangoTabAlign(rawValue: UInt32(bitPattern: stop.alignment.rawValue))
            pango_tab_array_set_tab(pango, Int32(index), alignment, Int32(clamping: max(stop.position, 0)))
        }
        return pango
    }
}

/// One tab stop: a position (in pixels or Pango units, as ``TabStops/positionsInPixels`` says) and how text aligns to it.
public struct TabStop: Hashable, Sendable {
    /// The stop's position from the start of the line (not negative: a negative one is stored as 0).
    public var position: Int
    /// How the text after the tab aligns to the position (`.left`: it starts there).
    public var alignment: TabAlign

    /// A stop at `position`, aligned by `alignment`.
    public init(position: Int, alignment: TabAlign = .left) {
        self.position = position
        self.alignment = alignment
    }
}

extension TabStops: GValueNullable {
    /// `PANGO_TYPE_TAB_ARRAY` (a boxed type).
    public static var valueGType: GType { pango_tab_array_get_type() }

    /// Reads a `PangoTabArray`; `NULL` (no tabs set) reads as ``empty``.
    public init(gValue: UnsafePointer<GValue>) {
        self.init(pango: g_value_get_boxed(gValue).map(OpaquePointer.init))
    }

    /// The stops, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> TabStops? {
        g_value_get_boxed(gValue).map { TabStops(pango: OpaquePointer($0)) }
    }

    /// Stores a new `PangoTabArray` (the `GValue` owns it); ``empty`` is an empty array, not `NULL`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_take_boxed(gValue, UnsafeRawPointer(makePango()))
    }
}
