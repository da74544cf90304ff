import GIRManifest

/// Checks a manifest against the GIR data it describes, so a typo or a stale entry fails the
/// run with its line instead of silently changing the output.
struct ManifestCheck {
    let manifest: Manifest
    let repository: GIRRepository

    private func fail(_ line: Int?, _ message: String) -> ManifestError {
        ManifestError(file: manifest.file, line: line == 0 ? nil : line, message: message)
    }

    /// Marks the properties the manifest lists under `setters-accepting-null` as taking `nil`
    /// through; throws for an entry that names no string property whose GIR setter refuses `NULL`
    /// (a typo, or a GIR that now says `nullable` itself, which makes the entry stale).
    static func applySettersAcceptingNull(_ manifest: Manifest, to repository: inout GIRRepository) throws(ManifestError) {
        for entry in manifest.library.settersAcceptingNull {
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let item = repository.classes[parts[0]],
                  let index = item.properties.firstIndex(where: { $0.name == parts[1] }) else {
                throw ManifestError(file: manifest.file, line: nil, message: "setters-accepting-null names \(entry), which is no property the GIR has (write Namespace.Class:property)")
            }
            guard item.properties[index].setterRefusesNull else {
                throw ManifestError(file: manifest.file, line: nil, message: "setters-accepting-null names \(entry), whose setter the GIR already lets take NULL (or has no string setter): remove it")
            }
            repository.classes[parts[0]]!.properties[index].setterRefusesNull = false
        }
    }

    /// Throws the first problem found before planning: a class, interface or enum the GIR does
    /// not have, or a hand-written member name no GIR property or signal of the class's line gives.
    func checkNames(planner: Planner) throws(ManifestError) {
        for name in manifest.library.objectClasses where repository.classes[name] == nil {
            throw fail(nil, "object-classes names \(name), which the GIR does not have")
        }
        for entry in manifest.classes.values.sorted(by: { $0.line < $1.line }) {
            let isRoot = entry.name == HandWrittenBoundary.rootClass
            guard isRoot || repository.classes[entry.name].map({ !$0.isInterface }) == true else {
                throw fail(entry.line, "[class.\"\(entry.name)\"]: the GIR has no class \(entry.name)")
            }
            if entry.status == .handWritten && entry.swiftName == nil {
                throw fail(entry.line, "[class.\"\(entry.name)\"] is hand-written but names no `swift-name`")
            }
            let known = isRoot ? nil : memberNames(of: entry.name, planner: planner)
            for name in entry.handWritten + entry.handWrittenReactive {
                if let known, !known.contains(name) {
                    throw fail(entry.line, "[class.\"\(entry.name)\"] lists `\(name)`, which no property or signal of \(entry.name) (its ancestors, descendants or their interfaces) generates")
                }
            }
            for alias in entry.deprecatedAliases where !entry.aliases.contains(alias) {
                throw fail(entry.line, "[class.\"\(entry.name)\"]: deprecated alias `\(alias)` is not in `aliases`")
            }
        }
        for entry in manifest.interfaces.values where repository.classes[entry.name]?.isInterface != true {
            throw fail(entry.line, "[interface.\"\(entry.name)\"]: the GIR has no interface \(entry.name)")
        }
        for entry in manifest.enums.values where repository.enums[entry.name] == nil {
            throw fail(entry.line, "[enum.\"\(entry.name)\"]: the GIR has no enum or bit field \(entry.name)")
        }
    }

    /// Throws when the plan and the manifest disagree: a hand-written or renamed class that is not
    /// generated at all, two classes under one Swift name (or one a type of the dependency's), or an
    /// alias that matches no generated property.
    func checkPlan(
        classes: [PlannedClass], interfaces: [PlannedInterface], duplicates: [Planner.Duplicate], external: ExternalTypes
    ) throws(ManifestError) {
        let planned = Set(classes.map(\.gir.qualifiedName))
        for entry in manifest.classes.values.sorted(by: { $0.line < $1.line })
        where entry.status != .ignore && entry.name != HandWrittenBoundary.rootClass && !planned.contains(entry.name) {
            throw fail(entry.line, "[class.\"\(entry.name)\"] is not a class the generator wraps (deprecated, not a widget, or not in object-classes)")
        }
        let dependency = external.swiftTypeNames
        for item in classes where !item.isHandDeclared {
            if let other = dependency[item.swiftName] {
                throw fail(manifest.classes[item.gir.qualifiedName]?.line, "\(item.gir.qualifiedName) would be the Swift class \(item.swiftName), which the dependency declares for \(other): rename it with `swift-name`")
            }
        }
        var owners: [String: String] = [:]
        for item in classes {
            if let other = owners.updateValue(item.gir.qualifiedName, forKey: item.swiftName) {
                throw fail(nil, "\(other) and \(item.gir.qualifiedName) would both be the Swift class \(item.swiftName): rename one with `swift-name`")
            }
        }
        for item in interfaces {
            if let other = owners[item.swiftName] {
                throw fail(nil, "the protocol of \(item.gir.qualifiedName) and the class of \(other) are both named \(item.swiftName): rename one with `swift-name`")
            }
        }
        for entry in manifest.classes.values.sorted(by: { $0.line < $1.line }) {
            let found = Set(duplicates.filter { $0.className == (classes.first { $0.gir.qualifiedName == entry.name }?.swiftName ?? "") }.map(\.handWritten))
            if let alias = entry.aliases.first(where: { !found.contains($0) }) {
                throw fail(entry.line, "[class.\"\(entry.name)\"]: alias `\(alias)` spells no generated property of \(entry.name)")
            }
        }
    }

    /// Every member name a property or signal of `name`, its ancestors, its descendants or the
    /// interfaces of any of them can generate (accessors, `set…` methods, `rx` members).
    func memberNames(of name: String, planner: Planner) -> Set<String> {
        var line: Set<String> = [name]
        line.formUnion(planner.ancestry(name))
        for (other, item) in repository.classes where !item.isInterface && planner.ancestry(other).contains(name) { line.insert(other) }
        for member in line { line.formUnion(repository.classes[member]?.implements ?? []) }
        // `init`: the class's initialisers are hand-written.
        var names: Set<String> = ["init"]
        for member in line {
            guard let item = repository.classes[member] else { continue }
            let strip = manifest.classes[member]?.stripPrefix
            for property in item.properties {
                let bare = Naming.bare(Naming.propertyName(property.name, isBool: property.typeName == "gboolean", stripPrefix: strip))
                names.insert(bare)
                names.insert("set" + bare.prefix(1).uppercased() + bare.dropFirst())
            }
            for signal in item.signals { names.insert(Naming.bare(Naming.identifier(Naming.camelCase(signal.name)))) }
        }
        return names
    }
}
