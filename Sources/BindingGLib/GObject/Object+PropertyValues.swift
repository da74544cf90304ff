import CGLib

// The property access every generated typed property goes through (and hand-written
// code may use): read and write through `GValue`, object-valued properties as wrappers,
// and the liveness guard (`ifAlive`: writes to a destroyed object do nothing).

extension Object {
    /// Reads property `name` as `T` (GLib converts compatible types).
    /// The property must exist and be readable (generated code guarantees it).
    public func propertyValue<T: GValueConvertible>(_ name: String, as type: T.Type) -> T {
        withGValue(of: T.valueGType) { value in
            g_object_get_property(objectPointer, name, value)
            return T(gValue: value)
        }
    }

    /// Writes property `name` unless the object was destroyed (GTK emits
    /// `notify::<name>` if the value changes).
    public func setPropertyValue<T: GValueConvertible>(_ name: String, _ newValue: T) {
        ifAlive {
            withGValue(of: T.valueGType) { value in
                newValue.store(in: value)
                g_object_set_property(objectPointer, name, value)
            }
        }
    }

    /// Reads the object-valued property `name` as the wrapper of its object,
    /// `nil` if unset or not a `T`.
    public func objectPropertyValue<T: Object>(_ name: String, as type: T.Type) -> T? {
        guard let spec = paramSpec(name) else { return nil }
        let pointer = withGValue(of: spec.pointee.value_type) { value -> UnsafeMutableRawPointer? in
            g_object_get_property(objectPointer, name, value)
            return g_value_get_object(value)
        }
        return pointer.map { Object.wrapper(for: $0) } as? T
    }

    /// Writes the object-valued property `name` (`nil` clears it) unless the
    /// object was destroyed. An object of the wrong type is ignored (GLib would
    /// log a critical).
    public func setObjectPropertyValue(_ name: String, _ newValue: Object?) {
        ifAlive {
            guard let spec = paramSpec(name) else { return }
            let type = spec.pointee.value_type
            if let newValue, !newValue.isA(type) { return }
            withGValue(of: type) { value in
                g_value_set_object(value, newValue?.objectPointer)
                g_object_set_property(objectPointer, name, value)
            }
        }
    }

    /// The `GParamSpec` of property `name` on the object's class, if it has one.
    package func paramSpec(_ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        g_object_class_find_property(cglib_object_get_class(objectPointer), name)
    }

    /// Checks that `pointer` is an instance of `type`, naming `swiftType` in the failure.
    public static func requireInstance(_ pointer: UnsafeMutableRawPointer, of type: GType, for swiftType: String) {
        precondition(cglib_instance_is_a(pointer, type) != 0, "\(swiftType)(_:) needs a \(String(cString: g_type_name(type)))")
    }
}

/// A construct-time property value for a new object (``Object/newObjectPointer(of:properties:)``).
public struct ConstructProperty {
    let name: String
    let type: GType
    let store: (UnsafeMutablePointer<GValue>) -> Void

    /// `value` for property `name`; `nil` leaves GTK's default (the property is not passed).
    public init?<T: GValueConvertible>(_ name: String, _ value: T?) {
        guard let value else { return nil }
        self.name = name
        type = T.valueGType
        store = { value.store(in: $0) }
    }

    /// An object for object-valued property `name`; `nil` leaves GTK's default.
    @MainActor
    public init?(_ name: String, object: Object?) {
        guard let object else { return nil }
        let pointer = object.objectPointer
        self.name = name
        type = object.gType
        store = { g_value_set_object($0, pointer) }
    }
}

extension Object {
    /// A new instance of GType `type` (`g_object_new`) with the given construct
    /// properties, ready for a wrapper's `init(_:)` to adopt: a new object that is
    /// not floating (a non-widget object) is made floating, so the wrapper's
    /// reference becomes its only one. Toplevel windows stay owned by GTK.
    public static func newObjectPointer(of type: GType, properties: [ConstructProperty?]) -> UnsafeMutableRawPointer {
        let given = properties.compactMap { $0 }
        var names = given.map { strdup($0.name) }
        var values = [GValue](repeating: GValue(), count: given.count)
        for index in given.indices {
            _ = g_value_init(&values[index], given[index].type)
            given[index].store(&values[index])
        }
        let object = names.withUnsafeMutableBufferPointer { namePointers in
            namePointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { rebound in
                g_object_new_with_properties(type, guint(given.count), rebound.baseAddress, values)
            }
        }!
        for index in values.indices { g_value_unset(&values[index]) }
        for name in names { free(name) }
        names.removeAll()
        if cglib_instance_is_a(object, g_initially_unowned_get_type()) == 0 {
            g_object_force_floating(object)
        }
        return UnsafeMutableRawPointer(object)
    }
}
