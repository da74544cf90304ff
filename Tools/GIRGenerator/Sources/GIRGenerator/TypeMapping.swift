/// How a GIR type is seen in Swift, and how generated code reads and writes it through the
/// GObject core's helpers (no pointer logic in generated code).
enum MappedType: Equatable {
    case bool, double, float, string
    /// A C integer of GValue type `storage` (`Int32`, `UInt32`, `Int`), shown as Swift `Int`.
    case integer(storage: String)
    /// A generated or hand-written `GEnumValue` / `GFlagsValue` type.
    case enumeration(String), flags(String)
    /// A wrapped GObject class (`Widget`, `Adjustment`), or `Object` for other GObject types.
    case object(String)
    /// A hand-written Swift value type that is `GValueConvertible` (`RGBA` for `GdkRGBA`).
    case value(String)
    /// A hand-written `GValueNullable` Swift value type, seen as an optional (`ActionTarget?`).
    case nullableValue(String)

    /// The Swift type of the property or argument.
    var swiftType: String {
        switch self {
        case .bool: return "Bool"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String?"
        case .integer: return "Int"
        case .enumeration(let name), .flags(let name), .value(let name): return name
        case .object(let name), .nullableValue(let name): return "\(name)?"
        }
    }

    /// `true` for `Bool` (naming uses it).
    var isBool: Bool { self == .bool }

    /// An expression reading property `name` of `target`.
    func getter(_ name: String, on target: String = "") -> String {
        let prefix = target.isEmpty ? "" : "\(target)."
        switch self {
        case .integer(let storage) where storage != "Int":
            return "Int(\(prefix)propertyValue(\"\(name)\", as: \(storage).self))"
        case .object(let name2):
            return "\(prefix)objectPropertyValue(\"\(name)\", as: \(name2).self)"
        default:
            return "\(prefix)propertyValue(\"\(name)\", as: \(storageType).self)"
        }
    }

    /// A statement writing `value` to property `name` of `target`.
    func setter(_ name: String, value: String, on target: String = "") -> String {
        let prefix = target.isEmpty ? "" : "\(target)."
        switch self {
        case .integer(let storage) where storage != "Int":
            return "\(prefix)setPropertyValue(\"\(name)\", \(storage)(clamping: \(value)))"
        case .object:
            return "\(prefix)setObjectPropertyValue(\"\(name)\", \(value))"
        default:
            return "\(prefix)setPropertyValue(\"\(name)\", \(value))"
        }
    }

    /// An expression reading signal argument `index` from `arguments` (a `SignalArguments`).
    func argument(_ index: Int, from arguments: String) -> String {
        switch self {
        case .integer(let storage) where storage != "Int":
            return "Int(\(arguments).value(\(index), as: \(storage).self))"
        case .object(let name):
            return "\(arguments).object(\(index), as: \(name).self)"
        default:
            return "\(arguments).value(\(index), as: \(storageType).self)"
        }
    }

    /// The `GValueConvertible` type the value travels in.
    var storageType: String {
        switch self {
        case .bool: return "Bool"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String?"
        case .integer(let storage): return storage
        case .enumeration(let name), .flags(let name), .value(let name): return name
        case .object(let name): return name
        case .nullableValue(let name): return "\(name)?"
        }
    }
}

/// Maps GIR type names to ``MappedType``s, knowing which enums and classes are emitted.
struct TypeMapper {
    /// Qualified GIR enum name → Swift type name, for enums usable as property types.
    var enumNames: [String: String]
    /// Qualified GIR enum names that are bit fields.
    var flagsNames: Set<String>
    /// Qualified GIR class name → Swift class name, for wrapped classes.
    var classNames: [String: String]
    /// Qualified names of every class and interface read (all GObject types).
    var objectTypes: Set<String>

    /// Boxed GIR types with a hand-written `GValueConvertible` Swift type (the manifest's `value-types`).
    var valueTypes: [String: String]
    /// Boxed or variant GIR types whose hand-written Swift type is read as an optional (`NULL`: `nil`;
    /// the manifest's `nullable-value-types`).
    var nullableValueTypes: [String: String]

    func map(_ girType: String?) -> MappedType? {
        guard let girType else { return nil }
        switch girType {
        case "gboolean": return .bool
        case "gdouble": return .double
        case "gfloat": return .float
        case "utf8", "filename": return .string
        case "gint", "gint32", "gint16", "gint8": return .integer(storage: "Int32")
        case "guint", "guint32", "guint16", "guint8", "gunichar": return .integer(storage: "UInt32")
        case "gint64": return .integer(storage: "Int")
        default: break
        }
        if let name = enumNames[girType] {
            return flagsNames.contains(girType) ? .flags(name) : .enumeration(name)
        }
        if let name = valueTypes[girType] { return .value(name) }
        if let name = nullableValueTypes[girType] { return .nullableValue(name) }
        if let name = classNames[girType] { return .object(name) }
        if objectTypes.contains(girType) || girType == "GObject.Object" || girType.hasPrefix("Gio.") || girType.hasPrefix("GdkPixbuf.") {
            return .object("Object")
        }
        return nil
    }
}

extension TypeMapper {
    /// Why a GIR type stays untyped (for the coverage table).
    static func untypedReason(_ girType: String?) -> String {
        let reasons: [String: String] = [
            "GObject.Closure": "a C callback (`GClosure`) has no Swift value; bind the accelerator with `accel-widget` instead",
            "cairo.Surface": "a cairo surface is pixel memory owned by C; show a file (`Image.load(file:)`) or an icon name instead",
        ]
        guard let girType else { return "an array of non-strings has no Swift mapping" }
        return reasons[girType].map { "type \(girType): \($0)" } ?? "type \(girType) has no Swift mapping"
    }
}
