/// Writes the table the generated-surface tests run through: for every class, how to make one
/// and a closure that reads, writes and binds each of its typed properties through the typed API.
struct TestTableEmitter {
    let header: String
    /// The module whose generated classes the table names (`BindingGtk`).
    let module: String

    func file(for classes: [PlannedClass], interfaces: [PlannedInterface]) -> String {
        // A class exercises its own members and those of the interface protocols it conforms to itself,
        // so every interface member is exercised through each directly implementing class.
        func members(_ planned: PlannedClass) -> (properties: [PlannedProperty], signals: [PlannedSignal]) {
            let own = interfaces.filter { planned.conformances.contains($0.swiftName) }
            return (planned.properties + own.flatMap(\.properties), planned.signals + own.flatMap(\.signals))
        }
        var out = header + "\nimport Binding\nimport \(module)\n\n"
        out += "/// Every generated class and its typed properties, for `GeneratedSurfaceTests`.\n"
        out += "@MainActor\nenum GeneratedSurfaceTable {\n"
        out += "    static let classes: [GeneratedClassCase] = makeClasses()\n\n"
        out += "    // One append per class (not one array literal): each statement type-checks on its own.\n"
        out += "    private static func makeClasses() -> [GeneratedClassCase] {\n"
        out += "        var classes: [GeneratedClassCase] = []\n"
        for planned in classes where !planned.gir.isAbstract {
            out += "        classes.append(GeneratedClassCase(\n"
            out += "            name: \"\(planned.swiftName)\", typeName: \"\(planned.gir.cType)\",\n"
            let (properties, signals) = members(planned)
            out += "            properties: [\(properties.map { "\"\($0.gtkName)\"" }.joined(separator: ", "))],\n"
            out += "            signals: [\(signals.map { "\"\($0.gtkName)\"" }.joined(separator: ", "))],\n"
            if let obtain = planned.obtainedFrom {
                out += "            make: { \(obtain) },\n"
                out += "            buildable: false,\n"
            } else if planned.isHandDeclared || planned.initializerIsHandWritten {
                out += "            make: nil,\n"
            } else {
                out += "            make: { \(planned.swiftName)() },\n"
            }
            out += "            exercise: exercise\(planned.swiftName),\n"
            out += "            twoWay: \(twoWay(planned, in: classes))\n"
            out += "        ))\n"
        }
        out += "        return classes\n    }\n}\n"
        for planned in classes where !planned.gir.isAbstract {
            out += "\n/// Reads every typed property of `\(planned.swiftName)`, writes each writable one, subscribes to each `rx` member.\n"
            out += "@MainActor\nprivate func exercise\(planned.swiftName)(_ object: Object, _ check: SurfaceCheck) {\n"
            let (properties, signals) = members(planned)
            if properties.isEmpty && signals.isEmpty {
                out += "    if !(object is \(planned.swiftName)) { check.wrongClass(object, \"\(planned.swiftName)\") }\n}\n"
                continue
            }
            out += "    guard let object = object as? \(planned.swiftName) else { return check.wrongClass(object, \"\(planned.swiftName)\") }\n"
            for property in properties {
                let label = "\"\(property.gtkName)\""
                if property.emitsAccessor && property.readable {
                    out += "    check.read(\(label), object.\(property.swiftName))\n"
                    if property.writable {
                        out += "    check.write(\(label), object.\(property.swiftName)) { object.\(property.swiftName) = $0 } read: { object.\(property.swiftName) }\n"
                    }
                } else if property.emitsAccessor && property.writable {
                    out += "    check.writeOnly(\(label))\n"
                }
                if property.emitsReactive {
                    out += "    check.reactive(\(label), object.rx.\(property.swiftName))\n"
                }
            }
            for signal in signals {
                out += "    check.event(\"\(signal.gtkName)\", object.rx.\(signal.swiftName))\n"
            }
            out += "}\n"
        }
        return out
    }

    /// A closure giving the first two-way `Bool` control property of the class (its own, else an
    /// ancestor's), for the binding test; `nil` when there is none.
    private func twoWay(_ planned: PlannedClass, in classes: [PlannedClass]) -> String {
        let line = [planned] + planned.ancestors.compactMap { name in classes.first { $0.gir.qualifiedName == name } }
        for candidate in line {
            if let property = candidate.properties.first(where: { $0.type == .bool && $0.readable && $0.writable && $0.emitsReactive }) {
                return "{ (\"\(property.gtkName)\", ($0 as! \(planned.swiftName)).rx.\(property.swiftName)) }"
            }
        }
        return "nil"
    }
}
