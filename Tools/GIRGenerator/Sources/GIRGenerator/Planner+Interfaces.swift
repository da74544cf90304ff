/// The interface planning of ``Planner``: each GTK interface a wrapped class implements becomes
/// one Swift protocol carrying the interface's members, instead of a copy in every class.
extension Planner {
    /// The planned protocols, and per interface the properties left to its classes (a name
    /// already taken on one of its implementers' lines, so the protocol cannot declare it).
    struct InterfacePlan {
        var planned: [PlannedInterface] = []
        var fallback: [String: [GIRProperty]] = [:]
    }

    /// Swift name of a GTK interface's protocol: its GTK name without the `Gtk` prefix
    /// (`GtkOrientable` → `Orientable`); `Protocol` is appended when a type of that name exists.
    func protocolName(_ interface: GIRClass, taken: Set<String>) -> String {
        if let name = hand.manifest.interfaces[interface.qualifiedName]?.swiftName { return name }
        return taken.contains(interface.name) ? interface.name + "Protocol" : interface.name
    }

    mutating func planInterfaces(
        classNames: [String], swiftNames: [String: String], descendants: [String: [String]],
        mapper: TypeMapper, usedEnums: inout Set<String>
    ) -> InterfacePlan {
        var implementers: [String: [String]] = [:]
        for name in classNames {
            let emittedAncestors = ancestry(name).filter { swiftNames[$0] != nil }
            for interface in directInterfaces(of: name, emittedAncestors: emittedAncestors) {
                implementers[interface, default: []].append(name)
            }
        }
        let typeNames = Set(swiftNames.values).union(plannedEnumNames().values)
        var plan = InterfacePlan()
        // Names each class already gets from an earlier protocol: two protocols never declare the same member for one class.
        var protocolNames: [String: Set<String>] = [:]
        var protocolReactive: [String: Set<String>] = [:]
        for interface in implementers.keys.sorted() {
            let definition = repository.classes[interface]!
            let classes = implementers[interface]!.sorted()
            var line: Set<String> = []
            for name in classes {
                line.insert(name)
                line.formUnion(ancestry(name).filter { swiftNames[$0] != nil })
                line.formUnion(descendants[name] ?? [])
            }
            var taken = Planner.objectReserved.union(hand.members[HandWrittenBoundary.rootClass] ?? [])
            var reactiveTaken = Planner.reactiveReserved.union(hand.reactiveMembers[HandWrittenBoundary.rootClass] ?? [])
            for member in line {
                taken.formUnion(hand.members[member] ?? [])
                reactiveTaken.formUnion(hand.reactiveMembers[member] ?? [])
                taken.formUnion(protocolNames[member] ?? [])
                reactiveTaken.formUnion(protocolReactive[member] ?? [])
                let item = repository.classes[member]!
                for property in item.properties where !property.deprecated {
                    guard let type = mapper.map(property.typeName) else { continue }
                    let swiftName = Naming.bare(Naming.propertyName(property.name, isBool: type.isBool))
                    taken.insert(swiftName)
                    taken.insert("set" + swiftName.prefix(1).uppercased() + swiftName.dropFirst())
                    reactiveTaken.insert(swiftName)
                }
                for signal in item.signals { reactiveTaken.insert(Naming.bare(Naming.identifier(Naming.camelCase(signal.name)))) }
            }
            var properties: [PlannedProperty] = []
            var fallback: [GIRProperty] = []
            for property in definition.properties where !property.deprecated {
                guard let type = mapper.map(property.typeName) else {
                    skipped.append(Skipped(item: "\(definition.name):\(property.name)", reason: TypeMapper.untypedReason(property.typeName)))
                    continue
                }
                let planned = PlannedProperty(
                    gtkName: property.name, swiftName: Naming.propertyName(property.name, isBool: type.isBool), type: type,
                    readable: property.readable, writable: property.writable && !property.constructOnly,
                    constructOnly: property.constructOnly,
                    doc: Naming.summary(property.doc, fallback: "The `\(property.name)` property."),
                    emitsAccessor: true, emitsReactive: property.readable || property.writable && !property.constructOnly,
                    nilWritesEmpty: type == .string && property.setterRefusesNull
                )
                let bare = Naming.bare(planned.swiftName)
                if taken.contains(planned.accessorName) || planned.emitsReactive && reactiveTaken.contains(bare) {
                    // Left to each implementing class, where the hand-written member is kept instead.
                    fallback.append(property)
                    continue
                }
                if case .enumeration(let enumName) = type { usedEnums.insert(enumName) }
                if case .flags(let enumName) = type { usedEnums.insert(enumName) }
                taken.insert(planned.accessorName)
                if planned.emitsReactive { reactiveTaken.insert(bare) }
                properties.append(planned)
            }
            var signals: [PlannedSignal] = []
            for signal in definition.signals where !signal.deprecated {
                let result = planSignal(signal, owner: definition.name, mapper: mapper, reactiveTaken: reactiveTaken)
                guard let planned = result else { continue }
                for argument in planned.arguments {
                    if case .enumeration(let enumName) = argument.type { usedEnums.insert(enumName) }
                    if case .flags(let enumName) = argument.type { usedEnums.insert(enumName) }
                }
                reactiveTaken.insert(planned.swiftName)
                signals.append(planned)
            }
            plan.fallback[interface] = fallback
            guard !properties.isEmpty || !signals.isEmpty else { continue }
            for name in classes {
                for member in [name] + (descendants[name] ?? []) {
                    protocolNames[member, default: []].formUnion(properties.map(\.accessorName))
                    protocolReactive[member, default: []].formUnion(properties.filter(\.emitsReactive).map { Naming.bare($0.swiftName) })
                    protocolReactive[member, default: []].formUnion(signals.map(\.swiftName))
                }
            }
            plan.planned.append(PlannedInterface(
                gir: definition, swiftName: protocolName(definition, taken: typeNames),
                superclass: classes.allSatisfy(isWidget) ? "Widget" : "Object",
                properties: properties, signals: signals,
                implementers: classes.map { swiftNames[$0]! }.sorted()
            ))
        }
        return plan
    }

    /// `signal` as a `ControlEvent`, or `nil` (recorded in ``skipped``) when its return type or an
    /// argument has no simple Swift type, or its name is taken.
    mutating func planSignal(_ signal: GIRSignal, owner: String, mapper: TypeMapper, reactiveTaken: Set<String>) -> PlannedSignal? {
        guard signal.returnType == "none" || signal.returnType == "gboolean" else {
            skipped.append(Skipped(item: "\(owner)::\(signal.name)", reason: "returns \(signal.returnType)"))
            return nil
        }
        let arguments = signal.parameters.map { parameter in
            (label: Naming.identifier(Naming.camelCase(parameter.name)), type: parameter.isOut ? nil : mapper.map(parameter.typeName))
        }
        guard arguments.allSatisfy({ $0.type != nil }) else {
            let untyped = zip(signal.parameters, arguments).filter { $0.1.type == nil }.map { parameter, _ in
                "`\(parameter.typeName ?? "array")`" + (parameter.isOut ? " (out)" : "")
            }
            skipped.append(Skipped(
                item: "\(owner)::\(signal.name)",
                reason: "has arguments without a simple Swift type: \(untyped.joined(separator: ", "))"
            ))
            return nil
        }
        let swiftName = Naming.bare(Naming.identifier(Naming.camelCase(signal.name)))
        guard !reactiveTaken.contains(swiftName) else {
            skipped.append(Skipped(item: "\(owner)::\(signal.name)", reason: "hand-written or property `rx.\(swiftName)` kept"))
            return nil
        }
        return PlannedSignal(
            gtkName: signal.name, swiftName: swiftName,
            arguments: arguments.map { ($0.label, $0.type!) },
            returnsBool: signal.returnType == "gboolean",
            doc: Naming.summary(signal.doc, fallback: "The `\(signal.name)` signal.")
        )
    }
}
