import GIRManifest

/// The member planning of ``Planner``: names, types and the hand-written members that win.
extension Planner {
    /// Members every `Reactive` already has (the generic helpers of the GObject core).
    static let reactiveReserved: Set<String> = [
        "base", "binder", "observable", "controlEvent", "controlProperty", "property", "signalEvent",
        "propertyControl", "propertyObservable", "propertyBinder",
    ]
    /// Members of `Object` every wrapper has.
    static let objectReserved: Set<String> = [
        "objectPointer", "gType", "typeName", "isA", "rx", "property", "setProperty", "hasProperty",
        "connect", "isDestroyed", "init", "deinit", "self", "propertyValue", "setPropertyValue",
    ]

    /// Plans every selected class, parents first.
    mutating func plan() -> (classes: [PlannedClass], interfaces: [PlannedInterface], enums: [String: String], usedEnums: Set<String>) {
        let names = selectedClassNames()
        var swiftNames: [String: String] = [:]
        var handDeclared: Set<String> = []
        for name in names {
            let item = repository.classes[name]!
            if let handName = hand.declaredClasses[name] {
                swiftNames[name] = handName
                handDeclared.insert(name)
            } else {
                let entry = hand.entry(name)
                let swiftName = entry.swiftName ?? item.name
                // A renamed class with a reason is listed (`GtkMenu` is `MenuWidget`: the hand-written `Menu` is a `GMenu`).
                if let reason = entry.reason, entry.swiftName != nil {
                    skipped.append(Skipped(item: item.name, reason: "wrapped as `\(swiftName)`: \(reason)"))
                }
                swiftNames[name] = swiftName
            }
        }
        // The dependency's classes are ancestors with Swift names of their own, not emitted here.
        swiftNames.merge(external.classNames) { own, _ in own }
        let enumNames = plannedEnumNames()
        let mapper = TypeMapper(
            enumNames: enumNames,
            flagsNames: Set(repository.enums.values.filter(\.isFlags).map(\.qualifiedName)),
            classNames: swiftNames,
            objectTypes: Set(repository.classes.keys),
            valueTypes: hand.manifest.library.valueTypes,
            nullableValueTypes: hand.manifest.library.nullableValueTypes
        )
        var descendants: [String: [String]] = [:]
        for name in names {
            for ancestor in ancestry(name) { descendants[ancestor, default: []].append(name) }
        }
        var plannedNames = external.members
        var plannedReactive = external.reactiveMembers
        var classes: [PlannedClass] = []
        var usedEnums: Set<String> = []
        let interfaces = planInterfaces(
            classNames: names, swiftNames: swiftNames, descendants: descendants, mapper: mapper, usedEnums: &usedEnums
        )
        for name in names {
            let item = repository.classes[name]!
            let emittedAncestors = ancestry(name).filter { swiftNames[$0] != nil }
            let line = [name] + emittedAncestors + (descendants[name] ?? [])
            var taken = Planner.objectReserved.union(hand.members[HandWrittenBoundary.rootClass] ?? [])
            var reactiveTaken = Planner.reactiveReserved.union(hand.reactiveMembers[HandWrittenBoundary.rootClass] ?? [])
            for member in line {
                taken.formUnion(hand.members[member] ?? [])
                reactiveTaken.formUnion(hand.reactiveMembers[member] ?? [])
            }
            // Members the class gets from its interface protocols (its own or an ancestor's).
            for interface in interfaces.planned where item.implements.contains(interface.gir.qualifiedName) {
                taken.formUnion(interface.properties.map(\.accessorName))
                reactiveTaken.formUnion(interface.properties.filter(\.emitsReactive).map { Naming.bare($0.swiftName) })
                reactiveTaken.formUnion(interface.signals.map(\.swiftName))
            }
            // The dependency's root and protocol members (`Object`'s hand-written ones, `Editable`'s).
            for external in [HandWrittenBoundary.rootClass] + item.implements {
                taken.formUnion(self.external.members[external] ?? [])
                reactiveTaken.formUnion(self.external.reactiveMembers[external] ?? [])
            }
            for ancestor in emittedAncestors {
                taken.formUnion(plannedNames[ancestor] ?? [])
                reactiveTaken.formUnion(plannedReactive[ancestor] ?? [])
            }
            var ownNames: Set<String> = []
            var ownReactive: Set<String> = []
            var properties: [PlannedProperty] = []
            let stripPrefix = hand.entry(name).stripPrefix
            let fallback = directInterfaces(of: name, emittedAncestors: emittedAncestors).flatMap { interfaces.fallback[$0] ?? [] }
            for property in item.properties + fallback {
                guard !property.deprecated else { continue }
                guard let type = mapper.map(property.typeName) else {
                    skipped.append(Skipped(item: "\(item.name):\(property.name)", reason: TypeMapper.untypedReason(property.typeName)))
                    continue
                }
                let swiftName = Naming.propertyName(property.name, isBool: type.isBool, stripPrefix: stripPrefix)
                let bareName = Naming.bare(swiftName)
                let accessorName = property.readable ? bareName : "set" + bareName.prefix(1).uppercased() + bareName.dropFirst()
                if ownNames.contains(accessorName) { continue }
                let alreadyOnAncestor = emittedAncestors.contains { plannedNames[$0]?.contains(accessorName) ?? false }
                if alreadyOnAncestor { continue }
                if case .enumeration(let enumName) = type { usedEnums.insert(enumName) }
                if case .flags(let enumName) = type { usedEnums.insert(enumName) }
                let emitsAccessor = !taken.contains(accessorName)
                let emitsReactive = !reactiveTaken.contains(bareName) && (property.readable || property.writable && !property.constructOnly)
                if !emitsAccessor {
                    skipped.append(Skipped(item: "\(item.name):\(property.name)", reason: "hand-written `\(accessorName)` kept"))
                }
                ownNames.insert(accessorName)
                if emitsReactive { ownReactive.insert(bareName) }
                properties.append(PlannedProperty(
                    gtkName: property.name, swiftName: swiftName, type: type, readable: property.readable,
                    writable: property.writable && !property.constructOnly, constructOnly: property.constructOnly,
                    doc: Naming.summary(property.doc, fallback: "The `\(property.name)` property."),
                    emitsAccessor: emitsAccessor, emitsReactive: emitsReactive,
                    nilWritesEmpty: type == .string && property.setterRefusesNull
                ))
            }
            var signals: [PlannedSignal] = []
            let signalTaken = reactiveTaken.union(ownReactive).union(emittedAncestors.flatMap { plannedReactive[$0] ?? [] })
            for signal in item.signals where !signal.deprecated {
                guard let planned = planSignal(signal, owner: item.name, mapper: mapper, reactiveTaken: signalTaken) else { continue }
                for argument in planned.arguments {
                    if case .enumeration(let enumName) = argument.type { usedEnums.insert(enumName) }
                    if case .flags(let enumName) = argument.type { usedEnums.insert(enumName) }
                }
                ownReactive.insert(planned.swiftName)
                signals.append(planned)
            }
            plannedNames[name] = ownNames
            plannedReactive[name] = ownReactive
            let parent = emittedAncestors.first.flatMap { swiftNames[$0] } ?? (isWidget(name) ? "Widget" : "Object")
            classes.append(PlannedClass(
                gir: item, swiftName: swiftNames[name]!,
                swiftParent: handDeclared.contains(name) ? (hand.entry(name).swiftParent ?? parent) : parent,
                isHandDeclared: handDeclared.contains(name),
                initializerIsHandWritten: hand.members[name]?.contains("init") ?? false, isWidget: isWidget(name),
                properties: properties, signals: signals, ancestors: emittedAncestors,
                conformances: interfaces.planned.filter { $0.implementers.contains(swiftNames[name]!) }.map(\.swiftName),
                externalConformances: externalInterfaces(of: name, emittedAncestors: emittedAncestors),
                obtainedFrom: hand.entry(name).obtainedFrom,
                body: ClassBody(
                    stored: hand.entry(name).stored, initBeforeSuper: hand.entry(name).initBeforeSuper,
                    initAfterSuper: hand.entry(name).initAfterSuper,
                    // Read once by the manifest already, so each entry parses.
                    constructors: hand.entry(name).constructors.compactMap { try? ManifestConstructor($0) }
                )
            ))
        }
        return (classes, interfaces.planned, enumNames, usedEnums)
    }

    /// The non-deprecated GTK interfaces `name` implements that no emitted ancestor implements.
    func directInterfaces(of name: String, emittedAncestors: [String]) -> [String] {
        let item = repository.classes[name]!
        let inherited = Set(emittedAncestors.flatMap { repository.classes[$0]?.implements ?? [] })
        return item.implements.filter { interface in
            guard !inherited.contains(interface), let definition = repository.classes[interface] else { return false }
            return definition.isInterface && !definition.deprecated && definition.namespace == hand.manifest.library.namespace
        }
    }

    /// Swift names of the dependency's protocols for the interfaces `name` implements that no
    /// emitted ancestor implements (`EntryRow: Editable`), sorted.
    func externalInterfaces(of name: String, emittedAncestors: [String]) -> [String] {
        let inherited = Set(emittedAncestors.flatMap { repository.classes[$0]?.implements ?? [] })
        let own = repository.classes[name]!.implements.filter { !inherited.contains($0) }
        return own.compactMap { external.protocolNames[$0] }.sorted()
    }

    /// Qualified enum name → Swift name, for every enum and bit field usable as a property type.
    func plannedEnumNames() -> [String: String] {
        // Gtk's names win, then Gdk's; a later namespace's clashing name gets its namespace as prefix.
        let priority = hand.manifest.library.enumNamespaces
        func enumNames(in namespace: String) -> Set<String> {
            Set(repository.enums.values.filter { $0.namespace == namespace }.map(\.name))
        }
        var names: [String: String] = [:]
        for item in repository.enums.values where item.getType != nil && !item.deprecated {
            let higher = priority.prefix(while: { $0 != item.namespace })
            let clashes = higher.contains { enumNames(in: $0).contains(item.name) }
            let swiftName = clashes ? item.namespace + item.name : item.name
            if hand.enumStatus(item.qualifiedName) == .ignore { continue }
            names[item.qualifiedName] = swiftName
        }
        // The dependency's enums keep the names its module gives them.
        names.merge(external.enumNames) { _, external in external }
        return names
    }
}
