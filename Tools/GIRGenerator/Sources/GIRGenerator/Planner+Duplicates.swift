/// Finds hand-written members that mean the same GTK property as a generated one under another
/// spelling (`Label.xAlign` and the generated `xalign`, `wraps` and `wrap`).
extension Planner {
    /// One hand-written member beside a generated member for the same GTK property.
    struct Duplicate {
        var className: String
        var handWritten: String
        var generated: String
        var gtkName: String
        /// `true` once the hand-written member is deprecated (naming the generated one).
        var isDeprecated: Bool
    }

    /// A spelling-insensitive key: `isWrapped`/`wraps`/`wrap`, `usesMarkup`/`useMarkup`, `xAlign`/`xalign`.
    static func duplicateKey(_ name: String) -> String {
        var key = name.lowercased()
        if key.hasPrefix("is"), key.count > 2 { key.removeFirst(2) }
        key = key.replacingOccurrences(of: "uses", with: "use").replacingOccurrences(of: "shows", with: "show")
        if key.hasSuffix("s") { key.removeLast() }
        return key
    }

    /// The manifest's aliases of each class (hand-written members) matched to the emitted generated
    /// property whose key equals theirs. Interface properties count for each class conforming to
    /// the interface's protocol.
    func duplicates(in classes: [PlannedClass], interfaces: [PlannedInterface]) -> [Duplicate] {
        var found: [Duplicate] = []
        for planned in classes {
            let entry = hand.entry(planned.gir.qualifiedName)
            let handMembers = Set(entry.aliases)
            let deprecated = Set(entry.deprecatedAliases)
            let inherited = interfaces.filter { planned.conformances.contains($0.swiftName) }.flatMap(\.properties)
            for property in planned.properties + inherited where property.emitsAccessor {
                let generated = property.accessorName
                let key = Planner.duplicateKey(generated)
                for member in handMembers.sorted() where member != generated && Planner.duplicateKey(member) == key {
                    found.append(Duplicate(
                        className: planned.swiftName, handWritten: member, generated: generated,
                        gtkName: property.gtkName, isDeprecated: deprecated.contains(member)
                    ))
                }
            }
        }
        return found
    }
}
