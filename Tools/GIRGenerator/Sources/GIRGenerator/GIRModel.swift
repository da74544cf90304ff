/// What the generator reads from a `.gir` file: only the parts it emits.

/// One GObject property of a class or interface.
struct GIRProperty {
    var name: String
    /// The GIR type name (`gboolean`, `utf8`, `Orientation`, `Gdk.RGBA`), or `nil` for arrays and callbacks.
    var typeName: String?
    var readable: Bool
    var writable: Bool
    var constructOnly: Bool
    var deprecated: Bool
    var doc: String
    /// `true` when the property's setter (its `setter` attribute) takes a string the GIR does not
    /// mark `nullable`: GTK's `NULL` check there logs a critical (or it crashes) for `NULL`, unless
    /// the manifest lists the property under `setters-accepting-null`.
    var setterRefusesNull = false
}

/// One argument of a signal.
struct GIRParameter {
    var name: String
    var typeName: String?
    /// `true` for `out`/`inout` arguments (never "simple").
    var isOut: Bool
}

/// One GObject signal.
struct GIRSignal {
    var name: String
    var parameters: [GIRParameter]
    /// The return type name; `none` for void.
    var returnType: String
    var deprecated: Bool
    var doc: String
}

/// A class or an interface.
struct GIRClass {
    var namespace: String
    var name: String
    var cType: String
    /// `Namespace.Name` of the parent class, if any.
    var parent: String?
    var getType: String?
    var isAbstract: Bool
    var isInterface: Bool
    var deprecated: Bool
    var implements: [String]
    var properties: [GIRProperty]
    var signals: [GIRSignal]
    var doc: String

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// One member of an enumeration or bit field.
struct GIRMember {
    var name: String
    var value: Int64
    var cIdentifier: String
    var doc: String
}

/// An enumeration or a bit field (`isFlags`).
struct GIREnum {
    var namespace: String
    var name: String
    var getType: String?
    var isFlags: Bool
    var deprecated: Bool
    var members: [GIRMember]
    var doc: String

    var qualifiedName: String { "\(namespace).\(name)" }
}

/// A named constant (Gdk's `KEY_*`).
struct GIRConstant {
    var name: String
    var value: String
    var doc: String
}

/// Everything read from the `.gir` files, by qualified name (`Gtk.Button`).
struct GIRRepository {
    var version: String = ""
    var classes: [String: GIRClass] = [:]
    var enums: [String: GIREnum] = [:]
    var keyConstants: [GIRConstant] = []
}
