/// Writes the registration of every generated class in `WrapperRegistry`.
struct RegistryEmitter {
    let header: String
    /// The Swift module of the C headers the output imports (`CGtk`).
    let cModule: String

    func file(for classes: [PlannedClass]) -> String {
        var out = header + "\nimport \(cModule)\n\nextension WrapperRegistry {\n"
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
