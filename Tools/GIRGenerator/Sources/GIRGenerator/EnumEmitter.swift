/// Writes GTK enums as Swift enums and bit fields as option sets, in one file per namespace.
struct EnumEmitter {
    let header: String

    func file(for items: [(GIREnum, String)]) -> String {
        var out = header + "\nimport CGtk\n"
        for (item, swiftName) in items.sorted(by: { $0.1 < $1.1 }) {
            out += "\n" + (item.isFlags ? flags(item, swiftName) : enumeration(item, swiftName))
        }
        return out
    }

    private func caseName(_ member: GIRMember) -> String {
        Naming.identifier(Naming.camelCase(member.name))
    }

    private func enumeration(_ item: GIREnum, _ swiftName: String) -> String {
        var out = "/// \(Naming.summary(item.doc, fallback: "GTK's `\(item.name)`."))\npublic enum \(swiftName): Int32, GEnumValue, Sendable {\n"
        var seen: [Int64: String] = [:]
        var aliases: [(String, String, String)] = []
        for member in item.members where member.value >= Int64(Int32.min) && member.value <= Int64(Int32.max) {
            let name = caseName(member)
            let doc = Naming.summary(member.doc, fallback: "`\(member.cIdentifier)`.")
            if let first = seen[member.value] {
                aliases.append((name, first, doc))
                continue
            }
            seen[member.value] = name
            out += "    /// \(doc)\n    case \(name) = \(member.value)\n"
        }
        for (name, first, doc) in aliases {
            out += "    /// \(doc)\n    public static let \(name): \(swiftName) = .\(first)\n"
        }
        out += "\n    /// The GType of `\(item.name)`.\n    public static var enumGType: GType { \(item.getType!)() }\n}\n"
        return out
    }

    private func flags(_ item: GIREnum, _ swiftName: String) -> String {
        var out = "/// \(Naming.summary(item.doc, fallback: "GTK's `\(item.name)`."))\npublic struct \(swiftName): GFlagsValue, Sendable {\n"
        out += "    /// The C bit mask.\n    public let rawValue: UInt32\n"
        out += "    /// Flags from a C bit mask.\n    public init(rawValue: UInt32) { self.rawValue = rawValue }\n"
        for member in item.members where member.value >= 0 && member.value <= Int64(UInt32.max) {
            let doc = Naming.summary(member.doc, fallback: "`\(member.cIdentifier)`.")
            let value = member.value == 0 ? "[]" : "\(swiftName)(rawValue: \(member.value))"
            out += "    /// \(doc)\n    public static let \(caseName(member)): \(swiftName) = \(value)\n"
        }
        out += "\n    /// The GType of `\(item.name)`.\n    public static var flagsGType: GType { \(item.getType!)() }\n}\n"
        return out
    }
}

/// Writes the registration of every generated class in `WrapperRegistry`.
struct RegistryEmitter {
    let header: String

    func file(for classes: [PlannedClass]) -> String {
        var out = header + "\nimport CGtk\n\nextension WrapperRegistry {\n"
        out += "    /// The generated wrapper classes by GType, loaded with the hand-written ones (which win)\n"
        out += "    /// so objects GtkBuilder or GTK create come back as their Swift class.\n"
        out += "    static func generatedFactories() -> [GType: Factory] {\n        var factories: [GType: Factory] = [:]\n"
        for planned in classes where !planned.isHandDeclared {
            let getType = planned.gir.getType!
            if planned.isWidget {
                out += "        factories[\(getType)()] = { \(planned.swiftName)($0.assumingMemoryBound(to: GtkWidget.self)) }\n"
            } else {
                out += "        factories[\(getType)()] = { \(planned.swiftName)($0) }\n"
            }
        }
        out += "        return factories\n    }\n}\n"
        return out
    }
}

/// Writes GDK's key names as constants of `Key`.
struct KeyEmitter {
    let header: String

    func file(for constants: [GIRConstant]) -> String {
        var out = header + "\n/// Key values (keyvals) by GDK's key names: `Key.space`, `Key.Return`, `Key.a`, `Key.A`.\n"
        out += "///\n/// Named exactly as GDK names them (`GDK_KEY_Return` is `Key.Return`), since `a` and `A` differ.\n"
        out += "public enum Key {\n"
        var seen: Set<String> = []
        for constant in constants.sorted(by: { $0.name < $1.name }) {
            let name = Naming.identifier(constant.name)
            guard seen.insert(name).inserted, let value = UInt32(constant.value) else { continue }
            out += "    /// `GDK_KEY_\(constant.name)`.\n    public static let \(name): UInt32 = \(value)\n"
        }
        return out + "}\n"
    }
}
