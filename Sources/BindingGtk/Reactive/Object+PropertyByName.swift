import Binding
import CGLib
import CGtk

/// Why `rx.property(_:as:)` could not bind a property: it names the
/// class, the property and the types involved.
public struct PropertyBindingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The class has no property of that name.
        case noSuchProperty
        /// The property cannot be read, or cannot be written after construction.
        case notReadableAndWritable
        /// The property's value type does not convert to and from the Swift type's GType.
        case typeMismatch(propertyType: String, requestedType: String)
    }

    /// The object's GType name, such as `GtkLabel`.
    public let className: String
    /// The property name asked for.
    public let property: String
    /// What went wrong.
    public let reason: Reason

    /// A sentence naming the class, the property and the types.
    public var description: String {
        switch reason {
        case .noSuchProperty:
            return "\(className) has no property \"\(property)\""
        case .notReadableAndWritable:
            return "\(className)'s property \"\(property)\" is not both readable and writable after construction"
        case .typeMismatch(let propertyType, let requestedType):
            return "\(className)'s property \"\(property)\" holds \(propertyType), which does not convert to and from \(requestedType)"
        }
    }
}

extension Reactive where Base: Object {
    /// Any GObject property by name, two-way, for objects and properties GTK
    /// has but the typed surface does not cover (other libraries' widgets,
    /// custom subclasses):
    ///
    /// <!-- snippet: doc-Object-PropertyByName -->
    /// ```swift
    /// let compactMode = try widget.rx.property("compact-mode", as: Bool.self)   // throws for an unknown property
    /// binding { viewModel.$compact <=> compactMode }
    /// ```
    ///
    /// Checked against the property's `GParamSpec` now, at bind time: it must
    /// exist, be readable and writable, and hold a type that converts to and
    /// from `T`'s GType. Otherwise a ``PropertyBindingError`` is thrown (never a
    /// GLib critical). The control property behaves as the generated ones:
    /// the current value, then GTK's changes (`notify::`), no echo.
    @MainActor
    public func property<T: GValueConvertible>(
        _ name: String,
        as type: T.Type = T.self
    ) throws(PropertyBindingError) -> ControlProperty<T> {
        guard let spec = base.paramSpec(name) else {
            throw PropertyBindingError(className: base.typeName, property: name, reason: .noSuchProperty)
        }
        let flags = spec.pointee.flags.rawValue
        let readable = flags & G_PARAM_READABLE.rawValue != 0
        let writable = flags & G_PARAM_WRITABLE.rawValue != 0 && flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0
        guard readable, writable else {
            throw PropertyBindingError(className: base.typeName, property: name, reason: .notReadableAndWritable)
        }
        let propertyType = spec.pointee.value_type
        let requested = T.valueGType
        let converts = g_value_type_compatible(propertyType, requested) != 0 && g_value_type_compatible(requested, propertyType) != 0
            || g_value_type_transformable(propertyType, requested) != 0 && g_value_type_transformable(requested, propertyType) != 0
        guard converts else {
            throw PropertyBindingError(className: base.typeName, property: name, reason: .typeMismatch(
                propertyType: String(cString: g_type_name(propertyType)),
                requestedType: "\(T.self) (\(String(cString: g_type_name(requested))))"
            ))
        }
        return propertyControl(name, get: { $0.propertyValue(name, as: T.self) }, set: { $0.setPropertyValue(name, $1) })
    }
}
