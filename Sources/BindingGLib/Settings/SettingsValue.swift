import CGLib

/// A Swift type stored in a GSettings key: booleans, integers, doubles,
/// strings, string arrays, and string-backed enums (keys declared with
/// `enum=` in the schema, stored by nick). Conform an enum with
/// `extension Quality: SettingsValue {}`.
public protocol SettingsValue: Equatable {
    /// The GVariant type strings this type reads and writes ("b", "s", "as", …).
    static var variantTypes: [String] { get }
    /// The value a `GVariant*` holds (of one of ``variantTypes``), or `nil`.
    init?(variant: OpaquePointer)
    /// A new floating `GVariant*` of type `variantType` (one of ``variantTypes``).
    func makeVariant(variantType: String) -> OpaquePointer
}

extension Bool: SettingsValue {
    /// The GVariant types this type reads and writes.
    public static var variantTypes: [String] { ["b"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) { self = g_variant_get_boolean(variant) != 0 }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer { g_variant_new_boolean(self ? 1 : 0) }
}

extension Int: SettingsValue {
    /// The GVariant types this type reads and writes.
    public static var variantTypes: [String] { ["i", "u", "x", "t", "n", "q", "y"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) {
        switch String(cString: g_variant_get_type_string(variant)) {
        case "i": self = Int(g_variant_get_int32(variant))
        case "u": self = Int(g_variant_get_uint32(variant))
        case "x": self = Int(g_variant_get_int64(variant))
        case "t": guard let value = Int(exactly: g_variant_get_uint64(variant)) else { return nil }; self = value
        case "n": self = Int(g_variant_get_int16(variant))
        case "q": self = Int(g_variant_get_uint16(variant))
        case "y": self = Int(g_variant_get_byte(variant))
        default: return nil
        }
    }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer {
        switch variantType {
        case "u": return g_variant_new_uint32(UInt32(clamping: self))
        case "x": return g_variant_new_int64(gint64(self))
        case "t": return g_variant_new_uint64(guint64(clamping: self))
        case "n": return g_variant_new_int16(Int16(clamping: self))
        case "q": return g_variant_new_uint16(UInt16(clamping: self))
        case "y": return g_variant_new_byte(UInt8(clamping: self))
        default: return g_variant_new_int32(Int32(clamping: self))
        }
    }
}

extension Double: SettingsValue {
    /// The GVariant types this type reads and writes.
    public static var variantTypes: [String] { ["d"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) { self = g_variant_get_double(variant) }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer { g_variant_new_double(self) }
}

extension String: SettingsValue {
    /// The GVariant types this type reads and writes.
    public static var variantTypes: [String] { ["s"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) { self = String(cString: g_variant_get_string(variant, nil)) }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer { g_variant_new_string(self) }
}

extension Array: SettingsValue where Element == String {
    /// The GVariant types this type reads and writes.
    public static var variantTypes: [String] { ["as"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) {
        var count = 0
        guard let strings = g_variant_get_strv(variant, &count) else { self = []; return }
        defer { g_free(strings) }
        self = (0..<count).map { String(cString: strings[$0]!) }
    }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer {
        var copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                g_variant_new_strv($0, buffer.count)
            }
        }
    }
}

extension SettingsValue where Self: RawRepresentable, RawValue == String {
    /// Enum keys hold their value's nick as a string.
    public static var variantTypes: [String] { ["s"] }
    /// The value a `GVariant*` of one of ``variantTypes`` holds.
    public init?(variant: OpaquePointer) { self.init(rawValue: String(cString: g_variant_get_string(variant, nil))) }
    /// A new floating `GVariant*` of `variantType` holding the value.
    public func makeVariant(variantType: String) -> OpaquePointer { g_variant_new_string(rawValue) }
}
