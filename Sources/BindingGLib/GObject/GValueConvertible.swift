import CGLib

/// A Swift type that can be read from and written to a `GValue` of one GType,
/// so it can be used with ``Object/property(_:as:)`` and ``Object/setProperty(_:_:)``.
public protocol GValueConvertible {
    /// The GType of the `GValue` that holds this type.
    static var valueGType: GType { get }
    /// Reads a value from an initialised `GValue` of type ``valueGType``.
    init(gValue: UnsafePointer<GValue>)
    /// Stores this value into an initialised `GValue` of type ``valueGType``.
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

extension Bool: GValueConvertible {
    /// `G_TYPE_BOOLEAN`.
    public static var valueGType: GType { cglib_type_boolean() }
    /// Reads a `gboolean`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_boolean(gValue) != 0 }
    /// Stores a `gboolean`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boolean(gValue, self ? 1 : 0) }
}

extension Int32: GValueConvertible {
    /// `G_TYPE_INT` (enum properties convert to it as well).
    public static var valueGType: GType { cglib_type_int() }
    /// Reads a `gint`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_int(gValue) }
    /// Stores a `gint`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int(gValue, self) }
}

extension UInt32: GValueConvertible {
    /// `G_TYPE_UINT`.
    public static var valueGType: GType { cglib_type_uint() }
    /// Reads a `guint`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_uint(gValue) }
    /// Stores a `guint`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_uint(gValue, self) }
}

extension Int: GValueConvertible {
    /// `G_TYPE_INT64`.
    public static var valueGType: GType { cglib_type_int64() }
    /// Reads a `gint64`.
    public init(gValue: UnsafePointer<GValue>) { self = Int(g_value_get_int64(gValue)) }
    /// Stores a `gint64`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int64(gValue, gint64(self)) }
}

extension Double: GValueConvertible {
    /// `G_TYPE_DOUBLE`.
    public static var valueGType: GType { cglib_type_double() }
    /// Reads a `gdouble`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_double(gValue) }
    /// Stores a `gdouble`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_double(gValue, self) }
}

extension Float: GValueConvertible {
    /// `G_TYPE_FLOAT`.
    public static var valueGType: GType { cglib_type_float() }
    /// Reads a `gfloat`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_float(gValue) }
    /// Stores a `gfloat`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_float(gValue, self) }
}

extension String: GValueConvertible {
    /// `G_TYPE_STRING`.
    public static var valueGType: GType { cglib_type_string() }
    /// Reads a string; `NULL` reads as `""`.
    public init(gValue: UnsafePointer<GValue>) { self = g_value_get_string(gValue).map { String(cString: $0) } ?? "" }
    /// Stores a copy of the string.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }
}

/// A ``GValueConvertible`` type whose `GValue` may hold `NULL` (strings, boxed types, variants):
/// its `Optional` is convertible too, `NULL` reading as `nil`.
public protocol GValueNullable: GValueConvertible {
    /// The value an initialised `GValue` of type ``GValueConvertible/valueGType`` holds, or `nil` for `NULL`.
    static func nullableValue(in gValue: UnsafePointer<GValue>) -> Self?
}

extension String: GValueNullable {
    /// The string, or `nil` for `NULL`.
    public static func nullableValue(in gValue: UnsafePointer<GValue>) -> String? {
        g_value_get_string(gValue).map { String(cString: $0) }
    }
}

extension Optional: GValueConvertible where Wrapped: GValueNullable {
    /// The wrapped type's GType (`G_TYPE_STRING` for `String?`).
    public static var valueGType: GType { Wrapped.valueGType }
    /// Reads the value; `NULL` reads as `nil`.
    public init(gValue: UnsafePointer<GValue>) { self = Wrapped.nullableValue(in: gValue) }
    /// Stores the value, or leaves the freshly initialised `GValue` holding `NULL` for `nil`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if let self { self.store(in: gValue) }
    }
}

/// Runs `body` with a zeroed `GValue` initialised to `type`, and always unsets it.
package func withGValue<Result>(of type: GType, _ body: (UnsafeMutablePointer<GValue>) throws -> Result) rethrows -> Result {
    var value = GValue()
    _ = g_value_init(&value, type)
    defer { g_value_unset(&value) }
    return try body(&value)
}

extension Object {
    /// `true` if the object's class has a GObject property named `name`.
    public func hasProperty(_ name: String) -> Bool {
        g_object_class_find_property(cglib_object_get_class(objectPointer), name) != nil
    }

    /// Reads the GObject property `name` as `T` (GLib converts compatible
    /// types, for example an enum to `Int32`).
    ///
    /// - Precondition: the object has a property named `name`.
    public func property<T: GValueConvertible>(_ name: String, as type: T.Type = T.self) -> T {
        precondition(hasProperty(name), "\(typeName) has no property named \"\(name)\"")
        return withGValue(of: T.valueGType) { value in
            g_object_get_property(objectPointer, name, value)
            return T(gValue: value)
        }
    }

    /// Writes the GObject property `name` (emitting `notify::<name>` if it changes).
    ///
    /// - Precondition: the object has a writable property named `name`.
    public func setProperty<T: GValueConvertible>(_ name: String, _ newValue: T) {
        precondition(hasProperty(name), "\(typeName) has no property named \"\(name)\"")
        withGValue(of: T.valueGType) { value in
            newValue.store(in: value)
            g_object_set_property(objectPointer, name, value)
        }
    }
}
