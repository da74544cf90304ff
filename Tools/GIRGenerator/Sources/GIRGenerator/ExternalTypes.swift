/// What a dependency library's generation declares (the manifest's `dependency`: GTK 4 for
/// libadwaita), which a library built on it uses from the dependency's module instead of emitting
/// again: its Swift classes, protocols and enums, and the member names they already have.
struct ExternalTypes {
    /// Qualified GIR class → its Swift class in the dependency (`Gtk.Window` → `Window`).
    var classNames: [String: String] = [:]
    /// Qualified GIR interface → its Swift protocol in the dependency (`Gtk.Editable` → `Editable`).
    var protocolNames: [String: String] = [:]
    /// Qualified GIR enum or bit field → its Swift type, for those the dependency emits.
    var enumNames: [String: String] = [:]
    /// Accessor names each external class or interface already has (generated or hand-written),
    /// by qualified GIR name; `GObject.Object`'s are the root's hand-written members.
    var members: [String: Set<String>] = [:]
    /// `rx` member names each external class or interface already has, by qualified GIR name.
    var reactiveMembers: [String: Set<String>] = [:]

    /// No dependency.
    init() {}

    /// The types of a planned dependency: `plan` is its generation, `hand` its manifest's boundary.
    init(plan: LibraryPlan, hand: HandWrittenBoundary) {
        for planned in plan.classes {
            let name = planned.gir.qualifiedName
            classNames[name] = planned.swiftName
            members[name, default: []].formUnion(planned.properties.map(\.accessorName))
            reactiveMembers[name, default: []].formUnion(Self.reactiveNames(planned.properties, planned.signals))
        }
        for planned in plan.interfaces {
            let name = planned.gir.qualifiedName
            protocolNames[name] = planned.swiftName
            members[name, default: []].formUnion(planned.properties.map(\.accessorName))
            reactiveMembers[name, default: []].formUnion(Self.reactiveNames(planned.properties, planned.signals))
        }
        for (name, handWritten) in hand.members { members[name, default: []].formUnion(handWritten) }
        for (name, handWritten) in hand.reactiveMembers { reactiveMembers[name, default: []].formUnion(handWritten) }
        enumNames = plan.emittedEnums
    }

    private static func reactiveNames(_ properties: [PlannedProperty], _ signals: [PlannedSignal]) -> [String] {
        properties.filter(\.emitsReactive).map { Naming.bare($0.swiftName) } + signals.map(\.swiftName)
    }

    /// The Swift type names the dependency declares (a class of the library must not reuse one).
    var swiftTypeNames: [String: String] {
        var owners: [String: String] = [:]
        for (name, swiftName) in classNames.merging(protocolNames, uniquingKeysWith: { first, _ in first }) {
            owners[swiftName] = name
        }
        return owners
    }
}
