/// What the generator makes of one GIR library, read from a checked-in manifest: which
/// classes, interfaces and enums are generated, left to hand-written code or ignored, under
/// which Swift names, and which generated members hand-written code replaces.
///
/// Toolkit-independent: the GIR files, the namespace and the C module are named in the
/// manifest's `[library]` section, so a second manifest can describe another toolkit version.
public struct Manifest: Sendable, Equatable {
    /// What is done with a class, an interface or an enum.
    public enum Status: String, Sendable, Equatable {
        /// Emitted by the generator (the default).
        case generate
        /// Declared by hand; the generator emits only what the hand-written code leaves out.
        case handWritten = "hand-written"
        /// Neither emitted nor used.
        case ignore
    }

    /// The `[library]` section: where the GIR data is and what the output imports.
    public struct Library: Sendable, Equatable {
        /// The main GIR file (`Gtk-3.0.gir`), found in the GIR folder.
        public var gir: String
        /// Further GIR files read for their enums and types (`Gdk-3.0.gir`, `Pango-1.0.gir`).
        public var includes: [String]
        /// The GIR file whose `KEY_*` constants become key names, if any.
        public var keys: String?
        /// The GIR namespace whose classes are generated (`Gtk`).
        public var namespace: String
        /// The Swift module of the C headers the generated code imports (`CGtk`).
        public var cModule: String
        /// Namespaces whose enums may be emitted, in priority order for clashing names.
        public var enumNamespaces: [String]
        /// Non-widget classes of the namespace that are generated (widgets always are).
        public var objectClasses: [String]
        /// When not empty, only these widget classes (and their ancestors) are generated; empty:
        /// every instantiable, non-deprecated widget class.
        public var widgetClasses: [String] = []
        /// The toolkit's name in prose and doc comments (`GTK 3`).
        public var toolkit: String = ""
        /// The library's name in the generated files' headers and the coverage table's title
        /// (`libadwaita`); the namespace in capitals (`GTK`) by default.
        public var displayName: String = ""
        /// A manifest, relative to this one's folder, of the library this one builds on
        /// (`Gtk4.manifest` for libadwaita): its GIR files are read for types only, and the Swift
        /// classes, protocols and enums generated from it are used from its module, not emitted again.
        public var dependency: String?
        /// The folder the generated sources are written to, relative to the package root.
        public var output: String = ""
        /// The folder of the generated-surface tests' table, if one is generated.
        public var tests: String?
        /// The module the tests' table imports (`BindingGtk`).
        public var testModule: String = ""
        /// The coverage table written, relative to the package root.
        public var coverage: String = ""
        /// The script that regenerates the output, named in its headers.
        public var script: String = ""
        /// The script CI runs to check the output is up to date.
        public var checkScript: String = ""
        /// Boxed GIR types mapped to hand-written `GValueConvertible` Swift types (`Gdk.RGBA` → `RGBA`).
        public var valueTypes: [String: String] = [:]
        /// Boxed or variant GIR types mapped to hand-written `GValueNullable` Swift types, read as optionals.
        public var nullableValueTypes: [String: String] = [:]
        /// GIR enums the hand-written value types use: emitted even when no property has that type.
        public var enumsUsedByValueTypes: [String] = []
        /// String properties (`Gtk.Button:label`) whose setter the GIR does not mark as taking
        /// `NULL` but which do accept it (checked by the GTK tests): setting `nil` passes `NULL` on.
        /// Other such properties write the empty string for `nil`.
        public var settersAcceptingNull: [String] = []
    }

    /// One `[class."Namespace.Name"]` section.
    public struct ClassEntry: Sendable, Equatable {
        /// The GIR class (`Gtk.Label`; `GObject.Object` for the root every wrapper derives from).
        public var name: String
        /// The line of the section header.
        public var line: Int
        /// `generate`, `hand-written` (the class declaration is hand-written) or `ignore`.
        public var status: Status
        /// The Swift class name, when it differs from the GIR name.
        public var swiftName: String?
        /// The superclass a hand-written declaration names, when it is not GTK's nearest parent.
        public var swiftParent: String?
        /// Why the class is hand-written, ignored or renamed.
        public var reason: String?
        /// Generated member names (properties' accessors and `set…` methods) left to hand-written code.
        public var handWritten: [String]
        /// Generated `rx` member names (properties and signals) left to hand-written code.
        public var handWrittenReactive: [String]
        /// Hand-written members that spell a generated property another way (`xAlign` for `xalign`).
        public var aliases: [String]
        /// The ``aliases`` that are deprecated in favour of the generated member.
        public var deprecatedAliases: [String]
        /// How the tests reach an instance of a class GTK makes itself (no initialiser is generated).
        public var obtainedFrom: String?
        /// A prefix removed from the class's property names (`gtk-` of `GtkSettings`).
        public var stripPrefix: String?
        /// Swift declarations (with their `///` lines) placed at the top of the generated class
        /// body: the hand-written state an extension cannot add (stored properties).
        public var stored: [String] = []
        /// Statements the generated `init(_:)` runs before `super.init` (initialising ``stored``).
        public var initBeforeSuper: [String] = []
        /// Statements the generated `init(_:)` runs after `super.init` (a hand-written set-up call).
        public var initAfterSuper: [String] = []
        /// Convenience initialisers declared in the generated class body, each written
        /// `"(label: Type = default, …) Doc summary."`: a subclass may redeclare an initialiser
        /// only when both are in class bodies. Each forwards to the hand-written
        /// `init(label:…, _: Class.Type)` of the class's extension.
        public var constructors: [String] = []
    }

    /// One `[interface."Namespace.Name"]` section.
    public struct InterfaceEntry: Sendable, Equatable {
        /// The GIR interface (`Gtk.Orientable`).
        public var name: String
        /// The line of the section header.
        public var line: Int
        /// The Swift protocol name, when it differs from the GIR name.
        public var swiftName: String?
        /// Why it is renamed.
        public var reason: String?
    }

    /// One `[enum."Namespace.Name"]` section.
    public struct EnumEntry: Sendable, Equatable {
        /// The GIR enum or bit field (`Gtk.Align`).
        public var name: String
        /// The line of the section header.
        public var line: Int
        /// `hand-written` (a hand-written Swift type of the same name is used instead) or `ignore`.
        public var status: Status
        /// Why.
        public var reason: String?
    }

    /// The file name errors name.
    public var file: String
    /// The `[library]` section.
    public var library: Library
    /// The class sections by GIR name.
    public var classes: [String: ClassEntry]
    /// The interface sections by GIR name.
    public var interfaces: [String: InterfaceEntry]
    /// The enum sections by GIR name.
    public var enums: [String: EnumEntry]

    /// The entry of `name`, or an entry that generates it under its own name.
    public func entry(forClass name: String) -> ClassEntry {
        classes[name] ?? ClassEntry(
            name: name, line: 0, status: .generate, swiftName: nil, swiftParent: nil, reason: nil,
            handWritten: [], handWrittenReactive: [], aliases: [], deprecatedAliases: [],
            obtainedFrom: nil, stripPrefix: nil
        )
    }
}
