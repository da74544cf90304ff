/// Writes one Swift file per GTK interface: the protocol, its typed properties in a protocol
/// extension, its `rx` members in `extension Reactive where Base: P`, and the conformances of
/// the wrapped classes that implement it.
struct InterfaceEmitter {
    let header: String
    /// The Swift module of the C headers the output imports (`CGtk`).
    let cModule: String

    func file(for planned: PlannedInterface) -> String {
        let members = ClassEmitter(header: header, cModule: cModule)
        let item = planned.gir
        var out = header + "\nimport Binding\nimport \(cModule)\n\n"
        out += "/// \(Naming.summary(item.doc, fallback: "The `\(item.cType)` interface."))\n///\n"
        out += "/// The GTK interface `\(item.cType)`: its properties and signals are declared once, here; every\n"
        out += "/// wrapped class implementing it conforms (the end of this file lists them).\n"
        out += "@MainActor\npublic protocol \(planned.swiftName): \(planned.superclass) {}\n"
        let accessors = planned.properties.filter { $0.readable || $0.writable }
        if !accessors.isEmpty {
            out += "\nextension \(planned.swiftName) {\n"
            out += accessors.map(members.accessor).joined(separator: "\n")
            out += "}\n"
        }
        let reactive = planned.properties.filter(\.emitsReactive)
        if !reactive.isEmpty || !planned.signals.isEmpty {
            out += "\nextension Reactive where Base: \(planned.swiftName) {\n"
            out += (reactive.map(members.reactiveProperty) + planned.signals.map(members.reactiveSignal)).joined(separator: "\n")
            out += "}\n"
        }
        out += "\n"
        for implementer in planned.implementers {
            out += "extension \(implementer): \(planned.swiftName) {}\n"
        }
        return out
    }
}
