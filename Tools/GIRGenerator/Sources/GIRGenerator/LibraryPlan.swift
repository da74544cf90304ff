import Foundation
import GIRManifest

/// One library read from its GIR files and planned as its manifest says, on top of the library
/// its manifest names as `dependency` (planned first, the same way): what is emitted, and under
/// which Swift names.
struct LibraryPlan {
    var manifest: Manifest
    var repository: GIRRepository
    var hand: HandWrittenBoundary
    var planner: Planner
    var classes: [PlannedClass]
    var interfaces: [PlannedInterface]
    var duplicates: [Planner.Duplicate]
    /// The enums and bit fields emitted, with their Swift names, by GIR namespace.
    var enumsByNamespace: [String: [(GIREnum, String)]]

    /// The emitted enums and bit fields: qualified GIR name → Swift name.
    var emittedEnums: [String: String] {
        var names: [String: String] = [:]
        for (item, swiftName) in enumsByNamespace.values.joined() { names[item.qualifiedName] = swiftName }
        return names
    }

    /// Reads and plans the manifest at `manifestURL` with the GIR files of `girFolder`.
    ///
    /// - Throws: a ``ManifestError`` for a manifest the GIR data contradicts, or a reading error.
    init(manifestURL: URL, girFolder: URL) throws {
        let manifest = try Manifest(text: String(contentsOf: manifestURL, encoding: .utf8), file: manifestURL.lastPathComponent)
        let library = manifest.library
        var external = ExternalTypes()
        var dependencyTypes = GIRRepository()
        if let dependency = library.dependency {
            let plan = try LibraryPlan(manifestURL: manifestURL.deletingLastPathComponent().appendingPathComponent(dependency), girFolder: girFolder)
            external = ExternalTypes(plan: plan, hand: plan.hand)
            dependencyTypes = plan.repository
        }
        var parser = GIRParser()
        try parser.read(girFolder.appendingPathComponent(library.gir), keys: library.keys == library.gir, isMain: true)
        for include in library.includes {
            try parser.read(girFolder.appendingPathComponent(include), keys: library.keys == include)
        }
        var repository = parser.repository
        try ManifestCheck.applySettersAcceptingNull(manifest, to: &repository)
        // The dependency's classes and enums are known for their names and ancestry only.
        repository.classes.merge(dependencyTypes.classes) { own, _ in own }
        repository.enums.merge(dependencyTypes.enums) { own, _ in own }

        let hand = HandWrittenBoundary(manifest: manifest)
        let check = ManifestCheck(manifest: manifest, repository: repository)
        var planner = Planner(repository: repository, hand: hand, external: external)
        try check.checkNames(planner: planner)
        let (classes, interfaces, enumNames, usedEnums) = planner.plan()
        let duplicates = planner.duplicates(in: classes, interfaces: interfaces)
        try check.checkPlan(classes: classes, interfaces: interfaces, duplicates: duplicates, external: external)

        var enumsByNamespace: [String: [(GIREnum, String)]] = [:]
        for (qualifiedName, swiftName) in enumNames where hand.enumStatus(qualifiedName) == .generate {
            // The dependency's module already declares it.
            guard external.enumNames[qualifiedName] == nil else { continue }
            let item = repository.enums[qualifiedName]!
            guard item.namespace == library.namespace || usedEnums.contains(swiftName)
                || library.enumsUsedByValueTypes.contains(qualifiedName) else { continue }
            enumsByNamespace[item.namespace, default: []].append((item, swiftName))
        }
        self.manifest = manifest
        self.repository = repository
        self.hand = hand
        self.planner = planner
        self.classes = classes
        self.interfaces = interfaces
        self.duplicates = duplicates
        self.enumsByNamespace = enumsByNamespace
    }
}
