import GIRManifest

/// Where hand-written code takes over from generated code, as the manifest says it, keyed by
/// GIR name: the classes declared by hand, the generated members left to hand-written code,
/// the hand-written types that replace or displace generated enums and protocols.
struct HandWrittenBoundary {
    /// The GIR class every wrapper derives from; its entry lists members of `Object`.
    static let rootClass = "GObject.Object"

    let manifest: Manifest

    /// GIR class → the hand-written Swift class declared for it.
    var declaredClasses: [String: String] = [:]
    /// Generated accessor names left to hand-written code, by GIR class.
    var members: [String: Set<String>] = [:]
    /// Generated `rx` member names left to hand-written code, by GIR class.
    var reactiveMembers: [String: Set<String>] = [:]

    init(manifest: Manifest) {
        self.manifest = manifest
        for (name, entry) in manifest.classes {
            if entry.status == .handWritten, name != Self.rootClass {
                declaredClasses[name] = entry.swiftName ?? String(name.split(separator: ".").last ?? "")
            }
            members[name] = Set(entry.handWritten)
            reactiveMembers[name] = Set(entry.handWrittenReactive)
        }
    }

    /// The entry for GIR class `name` (a default one when the manifest has none).
    func entry(_ name: String) -> Manifest.ClassEntry { manifest.entry(forClass: name) }

    /// Whether the manifest leaves GIR class `name` out.
    func isIgnored(_ name: String) -> Bool { manifest.classes[name]?.status == .ignore }

    /// The status of GIR enum `name`: generated unless the manifest says otherwise.
    func enumStatus(_ name: String) -> Manifest.Status { manifest.enums[name]?.status ?? .generate }
}
