import GIRManifest

/// One property as it will be emitted.
struct PlannedProperty {
    var gtkName: String
    var swiftName: String
    var type: MappedType
    var readable: Bool
    /// Writable after construction.
    var writable: Bool
    var constructOnly: Bool
    var doc: String
    /// `false` when a hand-written member of the same name already exists (it is kept instead).
    var emitsAccessor: Bool
    var emitsReactive: Bool
    /// `true` for a string whose setter refuses `NULL` (``GIRProperty/setterRefusesNull``): `nil`
    /// is written as the empty string.
    var nilWritesEmpty = false

    /// The expression written for `value`: `value ?? ""` when ``nilWritesEmpty``.
    func written(_ value: String) -> String { nilWritesEmpty ? "\(value) ?? \"\"" : value }

    /// The doc comment line saying how `nil` is written, if it is not passed on.
    var nilNote: String? {
        nilWritesEmpty ? "Setting `nil` sets the empty string: GTK's setter does not take `NULL` here." : nil
    }

    /// The Swift member that reads it (`filename`), or writes it when write-only (`setFilename`).
    var accessorName: String {
        let bare = Naming.bare(swiftName)
        return readable ? bare : "set" + bare.prefix(1).uppercased() + bare.dropFirst()
    }
}

/// One signal emitted as a `ControlEvent`.
struct PlannedSignal {
    var gtkName: String
    var swiftName: String
    var arguments: [(label: String, type: MappedType)]
    var returnsBool: Bool
    var doc: String
}

/// One class as it will be emitted.
struct PlannedClass {
    var gir: GIRClass
    var swiftName: String
    var swiftParent: String
    /// Declared by hand: only extensions are emitted.
    var isHandDeclared: Bool
    /// Its initialisers are hand-written (the manifest lists `init`): none is generated.
    var initializerIsHandWritten: Bool
    var isWidget: Bool
    var properties: [PlannedProperty]
    var signals: [PlannedSignal]
    /// Qualified names of its emitted ancestors, nearest first.
    var ancestors: [String]
    /// Swift names of the generated interface protocols it conforms to itself (not through an ancestor).
    var conformances: [String] = []
    /// Swift names of the dependency's protocols it conforms to itself (declared in its file).
    var externalConformances: [String] = []
    /// How the tests reach an instance, for a class GTK makes itself (no initialiser is generated).
    var obtainedFrom: String?
    /// What the manifest puts in the class body for hand-written code: stored declarations, the
    /// statements around `init(_:)`'s `super.init`, the convenience initialisers subclasses redeclare.
    var body = ClassBody()
}

/// The manifest's additions to a generated class body (`stored`, `init-before-super`,
/// `init-after-super`, `constructors`).
struct ClassBody {
    var stored: [String] = []
    var initBeforeSuper: [String] = []
    var initAfterSuper: [String] = []
    var constructors: [ManifestConstructor] = []
}

/// One GTK interface emitted once, as a Swift protocol with its members in protocol extensions.
struct PlannedInterface {
    var gir: GIRClass
    var swiftName: String
    /// `Widget` when every wrapped implementer is a widget, else `Object`.
    var superclass: String
    var properties: [PlannedProperty]
    var signals: [PlannedSignal]
    /// Swift names of the wrapped classes that conform directly, sorted.
    var implementers: [String]
}

/// What was left out, and why, for the coverage table.
struct Skipped {
    var item: String
    var reason: String
}

/// Decides what is emitted: the classes, their Swift names and parents, their members.
struct Planner {
    let repository: GIRRepository
    let hand: HandWrittenBoundary
    /// The types of the dependency library, used from its module and never emitted.
    let external: ExternalTypes

    var skipped: [Skipped] = []

    init(repository: GIRRepository, hand: HandWrittenBoundary, external: ExternalTypes = ExternalTypes()) {
        self.repository = repository
        self.hand = hand
        self.external = external
    }

    func ancestry(_ name: String) -> [String] {
        var chain: [String] = []
        var current = repository.classes[name]?.parent
        while let parent = current, let item = repository.classes[parent] {
            chain.append(parent)
            current = item.parent
        }
        return chain
    }

    func isWidget(_ name: String) -> Bool { name == "Gtk.Widget" || ancestry(name).contains("Gtk.Widget") }

    /// The selected classes, parents before children.
    mutating func selectedClassNames() -> [String] {
        var selected: Set<String> = []
        let library = hand.manifest.library
        for (name, item) in repository.classes where item.namespace == library.namespace && !item.isInterface && item.getType != nil {
            let wanted = isWidget(name) && (library.widgetClasses.isEmpty || library.widgetClasses.contains(name))
                || library.objectClasses.contains(name)
            guard wanted else { continue }
            if hand.isIgnored(name) {
                skipped.append(Skipped(item: item.name, reason: hand.entry(name).reason ?? "ignored in the manifest"))
                continue
            }
            if item.deprecated {
                skipped.append(Skipped(item: item.name, reason: "deprecated in \(library.toolkit)"))
                continue
            }
            selected.insert(name)
            // Abstract, non-deprecated ancestors are emitted too (`Bin`, `Range`, `MenuShell`).
            for ancestor in ancestry(name) where ancestor.hasPrefix(library.namespace + ".") {
                if let ancestorItem = repository.classes[ancestor], !ancestorItem.deprecated { selected.insert(ancestor) }
            }
        }
        return selected.sorted { (ancestry($0).count, $0) < (ancestry($1).count, $1) }
    }
}
