import CGLib
import CGtk

/// The parameter an actionable widget passes to its action (GTK's `action-target`, a `GVariant`):
/// `button.actionName = "win.zoom"; button.actionTarget = .int(2)`. The case must match the
/// action's parameter type, as in GTK.
public enum ActionTarget: Hashable, Sendable {
    /// A boolean (`b`).
    case bool(Bool)
    /// A 32-bit integer (`i`, as `app.zoom(2)` in a detailed action name); wider values are clamped.
    case int(Int)
    /// A double (`d`).
    case double(Double)
    /// A string (`s`).
    case string(String)
    /// Any other `GVariant`: its type string (`"(ii)"`, `"as"`) and its value in GLib's text
    /// format (`"(1, 2)"`). Make one with ``parse(_:type:)``, which checks both.
    case other(type: String, text: String)

    /// Why text could not be read as a target.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The text given.
        public let text: String
        /// The type string given.
        public let type: String
        /// GLib's explanation.
        public let reason: String
        /// A message naming the text, the type and the reason.
        public var description: String { "cannot read \"\(text)\" as a GVariant of type \"\(type)\": \(reason)" }
    }

    /// Reads `text` (GLib's GVariant text format) as a value of GVariant type `type`.
    ///
    /// - Throws: ``ParseError`` for an invalid type string or text that is not such a value.
    public static func parse(_ text: String, type: String) throws(ParseError) -> ActionTarget {
        guard g_variant_type_string_is_valid(type) != 0 else {
            throw ParseError(text: text, type: type, reason: "not a GVariant type string")
        }
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        var error: UnsafeMutablePointer<GError>?
        guard let variant = g_variant_parse(variantType, text, nil, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ParseError(text: text, type: type, reason: reason)
        }
        defer { g_variant_unref(variant) }
        return ActionTarget(variant: variant)
    }

    /// The Swift value of a `GVariant` (not kept).
    init(variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type {
        case "b": self = .bool(g_variant_get_boolean(variant) != 0)
        case "i": self = .int(Int(g_variant_get_int32(variant)))
        case "d": self = .double(g_variant_get_double(variant))
        case "s": self = .string(String(cString: g_variant_get_string(variant, nil)))
        default: self = .other(type: type, text: String.takingOwnership(of: g_variant_print(variant, 0)) ?? "")
        }
    }

    /// A new floating `GVariant*`, or `nil` when an ``other(type:text:)`` does not parse.
    func makeVariant() -> OpaquePointer? {
        switch self {
        case .bool(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .int(let value): return g_variant_new_int32(Int32(clamping: value))
        case .double(let value): return g_variant_new_double(value)
        case .string(let value): return g_variant_new_string(value)
        case .other(let type, let text):
            guard g_variant_type_string_is_valid(type) != 0 else { return nil }
            let variantType = g_variant_type_new(type)
            defer { g_variant_type_free(variantType) }
            return g_variant_parse(variantType, text, nil, nil, nil)
        }
    }
}

extension ActionTarget: GValueNullable {
    /// `G_TYPE_VARIANT`.
    public static var valueGType: GType { cglib_type_variant() }

    /// Reads a `GVariant`; `NULL` (no target) reads as `.other(type: "", text: "")`: use
    /// `ActionTarget?`, where it reads as `nil`.
    public init(gValue: UnsafePointer<GValue>) {
        self = ActionTarget.nullableValue(in: gValue) ?? .other(type: "", text: "")
    }

    /// The target, or `nil` for none.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> ActionTarget? {
        g_value_get_variant(gValue).map { ActionTarget(variant: $0) }
    }

    /// Stores the target (`NULL`, no target, for an ``other(type:text:)`` that does not parse).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        // Takes the reference: floating ones (g_variant_new_*) and full ones (g_variant_parse) alike.
        if let variant = makeVariant() { g_value_take_variant(gValue, variant) }
    }
}
