/// Writes GDK's key names as constants of `Key`.
struct KeyEmitter {
    let header: String

    func file(for constants: [GIRConstant]) -> String {
        var out = header + "\n/// Key values (keyvals) by GDK's key names: `Key.space`, `Key.Return`, `Key.a`, `Key.A`.\n"
        out += "///\n/// Named exactly as GDK names them (`GDK_KEY_Return` is `Key.Return`), since `a` and `A` differ.\n"
        out += "public enum Key {\n"
        var seen: Set<String> = []
        for constant in constants.sorted(by: { $0.name < $1.name }) {
            let name = Naming.identifier(constant.name)
            guard seen.insert(name).inserted, let value = UInt32(constant.value) else { continue }
            out += "    /// `GDK_KEY_\(constant.name)`.\n    public static let \(name): UInt32 = \(value)\n"
        }
        return out + "}\n"
    }
}
