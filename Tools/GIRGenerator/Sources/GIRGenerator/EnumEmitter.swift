/// Writes GTK enums as Swift enums and bit fields as option sets, in one file per namespace.
struct EnumEmitter {
    let header: String
    /// The Swift module of the C headers the output imports (`CGtk`).
    let cModule: String

    /// About this many lines per file: a namespace's enums are cut into alphabetical shards.
    static let shardLines = 400

    /// The files for one namespace's enums, by file name: `GtkEnums+A-C.swift` (shards cut between
    /// initial letters once a shard passes ``shardLines``), or `GdkEnums.swift` when one file suffices.
    func files(namespace: String, items: [(GIREnum, String)]) -> [String: String] {
        var shards: [[(swiftName: String, text: String)]] = [[]]
        var lines = 0
        for (item, swiftName) in items.sorted(by: { $0.1 < $1.1 }) {
            let text = item.isFlags ? flags(item, swiftName) : enumeration(item, swiftName)
            if lines >= EnumEmitter.shardLines, let last = shards.last?.last, last.swiftName.first != swiftName.first {
                shards.append([])
                lines = 0
            }
            shards[shards.count - 1].append((swiftName, text))
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        var files: [String: String] = [:]
        for shard in shards where !shard.isEmpty {
            let first = shard.first!.swiftName.prefix(1)
            let last = shard.last!.swiftName.prefix(1)
            let name = shards.count == 1 ? "\(namespace)Enums" : first == last ? "\(namespace)Enums+\(first)" : "\(namespace)Enums+\(first)-\(last)"
            files[name + ".swift"] = header + "\nimport \(cModule)\n" + shard.map { "\n" + $0.text }.joined()
        }
        return files
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
