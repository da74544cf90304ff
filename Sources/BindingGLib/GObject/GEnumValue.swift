import CGLib

/// A Swift enum standing for a GLib enum type (a toolkit's generated `Orientation`,
/// `Align`, …): read from and written to `GValue`s of that type.
///
/// A C value the Swift enum does not know (from a newer library) reads as its first case.
public protocol GEnumValue: GValueConvertible, RawRepresentable, CaseIterable where RawValue == Int32 {
    /// The GType of the C enum (`g_bus_type_get_type()`, a toolkit's `…_orientation_get_type()`).
    static var enumGType: GType { get }
}

extension GEnumValue {
    /// The C enum's GType.
    public static var valueGType: GType { enumGType }

    /// Reads the enum from a `GValue` holding it.
    public init(gValue: UnsafePointer<GValue>) {
        self = Self(rawValue: g_value_get_enum(gValue)) ?? Self.allCases.first!
    }

    /// Stores the enum into a `GValue` of its type.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, rawValue) }
}

/// A Swift option set standing for a GLib flags type (the generated
/// `StateFlags`, `InputHints`, …): read from and written to `GValue`s of that type.
public protocol GFlagsValue: GValueConvertible, OptionSet, Hashable where RawValue == UInt32 {
    /// The GType of the C flags (`g_application_flags_get_type()`, a toolkit's `…_input_hints_get_type()`).
    static var flagsGType: GType { get }
}

extension GFlagsValue {
    /// The C flags' GType.
    public static var valueGType: GType { flagsGType }

    /// Reads the flags from a `GValue` holding them.
    public init(gValue: UnsafePointer<GValue>) { self.init(rawValue: g_value_get_flags(gValue)) }

    /// Stores the flags into a `GValue` of their type.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_flags(gValue, rawValue) }
}
