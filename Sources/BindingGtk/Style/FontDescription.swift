import CGtk

/// A font as Pango describes it, in Pango's text form: family list, style options, size
/// (`"Sans Bold 12"`, `"Monospace 10"`). A value type; two descriptions are equal when Pango
/// writes them the same way.
///
/// <!-- snippet: doc-FontDescription -->
/// ```swift
/// fontButton.fontDesc = FontDescription("Serif Italic 14")
/// let family = tag.fontDesc.family   // "Serif"
/// ```
public struct FontDescription: Hashable, Sendable, CustomStringConvertible {
    /// Pango's text form of the description (`pango_font_description_to_string`).
    public let description: String

    /// Parses `text` as Pango does (`pango_font_description_from_string`); words Pango does not
    /// know become part of the family name, so any text gives a description.
    public init(_ text: String) {
        let pango = pango_font_description_from_string(text)
        defer { pango_font_description_free(pango) }
        self.init(pango: pango)
    }

    /// The empty description (nothing set; Pango writes it `"Normal"`).
    static var empty: FontDescription {
        let pango = pango_font_description_new()
        defer { pango_font_description_free(pango) }
        return FontDescription(pango: pango)
    }

    /// Copies the text form of a `PangoFontDescription` (not kept).
    init(pango: OpaquePointer?) {
        description = String.takingOwnership(of: pango_font_description_to_string(pango)) ?? ""
    }

    /// Runs `body` with a temporary `PangoFontDescription` of this value (freed afterwards).
    func withPango<Result>(_ body: (OpaquePointer?) -> Result) -> Result {
        let pango = pango_font_description_from_string(description)
        defer { pango_font_description_free(pango) }
        return body(pango)
    }

    /// The family list (`"Sans"`, `"Cantarell,Sans"`), or `nil` if not set.
    public var family: String? {
        withPango { pango in pango_font_description_get_family(pango).map { String(cString: $0) } }
    }

    /// The size in points, or `nil` if not set or given in device units.
    public var pointSize: Double? {
        withPango { pango in
            let size = pango_font_description_get_size(pango)
            guard size > 0, pango_font_description_get_size_is_absolute(pango) == 0 else { return nil }
            return Double(size) / Double(PANGO_SCALE)
        }
    }
}

extension FontDescription: GValueNullable {
    /// `PANGO_TYPE_FONT_DESCRIPTION` (a boxed type).
    public static var valueGType: GType { pango_font_description_get_type() }

    /// Reads a `PangoFontDescription`; `NULL` reads as the empty description.
    public init(gValue: UnsafePointer<GValue>) {
        self = FontDescription.nullableValue(in: gValue) ?? .empty
    }

    /// The description, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> FontDescription? {
        guard let boxed = g_value_get_boxed(gValue) else { return nil }
        return FontDescription(pango: OpaquePointer(boxed))
    }

    /// Stores a new `PangoFontDescription` (the `GValue` owns it).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        g_value_take_boxed(gValue, UnsafeRawPointer(pango_font_description_from_string(description)))
    }
}
