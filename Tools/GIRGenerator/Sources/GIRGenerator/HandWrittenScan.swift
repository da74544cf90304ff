import Foundation

/// What the hand-written adapter already declares, found by reading its Swift sources, so the
/// generated code adds to it and never declares the same class, type or member twice.
struct HandWrittenScan {
    /// GTK `get_type` function → the hand-written Swift class wrapping that GType
    /// (from the registry list in `BuiltInWrappers.swift` and `class X: Object` declarations).
    var classesByGetType: [String: String] = [:]
    /// Hand-written Swift class → its declared superclass.
    var superclasses: [String: String] = [:]
    /// Every type name declared by hand (classes, structs, enums, protocols).
    var typeNames: Set<String> = []
    /// Types that conform to `GEnumValue` or `GFlagsValue` by hand (usable as property types).
    var valueConvertibleTypes: Set<String> = []
    /// Members declared by hand in `class X` / `extension X` bodies, by type name.
    var members: [String: Set<String>] = [:]
    /// Members declared by hand in `extension Reactive where Base: X` (or `== X`), by type name.
    var reactiveMembers: [String: Set<String>] = [:]
    /// Types and protocols declared by hand to conform to a protocol, by protocol name
    /// (`extension ListBox: ActivatableListItemsView`, `protocol B: A`).
    var conformers: [String: Set<String>] = [:]
    /// Members marked `@available(*, deprecated…)` by hand, by type name.
    var deprecatedMembers: [String: Set<String>] = [:]

    /// Reads every `.swift` file under `folders` (the GTK layer and the GLib layer it re-exports,
    /// whose names the generated code must not declare again), skipping `excluded` (the generated folder).
    init(folders: [URL], excluded: URL) throws {
        for folder in folders {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" && !$0.path.hasPrefix(excluded.path) }
                .sorted { $0.path < $1.path } ?? []
            for file in files {
                scan(try String(contentsOf: file, encoding: .utf8))
            }
        }
        inheritReactiveMembersThroughProtocols()
    }

    /// Members declared in `extension Reactive where Base: SomeProtocol` belong to every type that
    /// conforms to it, directly or through a protocol refining it.
    private mutating func inheritReactiveMembersThroughProtocols() {
        func allConformers(of name: String, seen: inout Set<String>) -> Set<String> {
            var result: Set<String> = []
            for conformer in conformers[name] ?? [] where seen.insert(conformer).inserted {
                result.insert(conformer)
                result.formUnion(allConformers(of: conformer, seen: &seen))
            }
            return result
        }
        for (owner, names) in reactiveMembers where conformers[owner] != nil {
            var seen: Set<String> = [owner]
            for conformer in allConformers(of: owner, seen: &seen) {
                reactiveMembers[conformer, default: []].formUnion(names)
            }
        }
    }

    private mutating func scan(_ text: String) {
        for match in text.matches(of: /\((gtk_\w+_get_type)\(\), (\w+)\.init(?:\(_:\))?\)/) {
            classesByGetType[String(match.1)] = String(match.2)
        }
        for match in text.matches(of: /(?:class|struct|enum|protocol)\s+(\w+)(?:<[^>]*>)?\s*(?::\s*([\w.]+)([^{]*))?\{/) {
            let name = String(match.1)
            typeNames.insert(name)
            if let parent = match.2 { superclasses[name] = String(parent) }
            let conformances = String(match.2 ?? "") + String(match.3 ?? "")
            if conformances.contains("GEnumValue") || conformances.contains("GFlagsValue") { valueConvertibleTypes.insert(name) }
        }
        for match in text.matches(of: /(?:extension|protocol)\s+(\w+)\s*:\s*([^{]*)\{/) {
            for conformance in match.2.split(separator: ",") {
                let name = conformance.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? ""
                if !name.isEmpty { conformers[name, default: []].insert(String(match.1)) }
            }
        }
        for match in text.matches(of: /extension\s+(\w+)\s*:\s*([^{]*)\{/) where
            match.2.contains("GEnumValue") || match.2.contains("GFlagsValue") {
            valueConvertibleTypes.insert(String(match.1))
        }
        scanMembers(text)
    }

    /// Records `var`/`let`/`func`/`case` names declared directly inside type and extension bodies.
    private mutating func scanMembers(_ text: String) {
        var depth = 0
        var owners: [(depth: Int, name: String, reactive: Bool)] = []
        var pendingOwner: (name: String, reactive: Bool)?
        var deprecationPending = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            if line.hasPrefix("@available(*, deprecated") {
                deprecationPending = true
                continue
            }
            defer { if !line.hasPrefix("@") { deprecationPending = false } }
            if let match = line.firstMatch(of: /^(?:@\w+\s+)*(?:public\s+|open\s+|final\s+|package\s+|internal\s+)*(?:class|struct|enum|extension)\s+(\w+)/) {
                if let reactive = line.firstMatch(of: /extension\s+Reactive\s+where\s+Base\s*(?::|==)\s*(\w+)/) {
                    pendingOwner = (String(reactive.1), true)
                } else {
                    pendingOwner = (String(match.1), false)
                }
            }
            if let owner = owners.last, owner.depth == depth,
               let member = line.firstMatch(of: /^(?:@[\w()*, ]+\s+)*(?:(?:public|open|private|fileprivate|internal|package|static|class|final|override|nonisolated|convenience|required|mutating|lazy|weak|unowned|dynamic)(?:\([^)]*\))?\s+)*(?:var|let|func|case)\s+`?(\w+)/) {
                let name = String(member.1)
                if owner.reactive {
                    reactiveMembers[owner.name, default: []].insert(name)
                } else {
                    members[owner.name, default: []].insert(name)
                    if deprecationPending { deprecatedMembers[owner.name, default: []].insert(name) }
                }
            }
            for character in line {
                if character == "{" {
                    depth += 1
                    if let pending = pendingOwner {
                        owners.append((depth, pending.name, pending.reactive))
                        pendingOwner = nil
                    }
                } else if character == "}" {
                    if let owner = owners.last, owner.depth == depth { owners.removeLast() }
                    depth -= 1
                }
            }
        }
    }
}
