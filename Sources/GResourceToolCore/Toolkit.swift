/// The GTK a bundle's `.ui` files are written for: it decides which classes they may name, the
/// Swift types of their outlets and the module the generated code imports.
///
/// A `.ui` file says it with its `<requires lib="gtk" version="4.0"/>` line (GTK 4 and libadwaita
/// files) or `<requires lib="gtk+" version="3.24"/>` (GTK 3); a file without one is GTK 3's, as
/// before GTK 4 existed. Every `.ui` file of a bundle must be for the same GTK: one process cannot
/// load both.
enum Toolkit: Equatable {
    case gtk3
    case gtk4

    /// How messages name it: `GTK 3`.
    var displayName: String {
        switch self {
        case .gtk3: return "GTK 3"
        case .gtk4: return "GTK 4"
        }
    }

    /// The Swift type of a typed outlet for each class a `.ui` file for this GTK can name.
    var classes: [String: String] {
        switch self {
        case .gtk3: return gtkClassTable
        case .gtk4: return gtk4ClassTable
        }
    }

    /// The modules the generated outlets import for `outletTypes` (their Swift types).
    func imports<Types: Sequence<String>>(for outletTypes: Types) -> [String] {
        switch self {
        case .gtk3:
            return ["BindingGtk"]
        case .gtk4:
            let adwaita = Set(outletTypes).contains { adwaitaWrapperTypes.contains($0) }
            return adwaita ? ["BindingGtk4", "BindingAdwaita"] : ["BindingGtk4"]
        }
    }

    /// The GTK a `<requires lib version>` line asks for, or `nil` for another library's line
    /// (`Adw`, a catalog of the app's own widgets), which says nothing about GTK.
    ///
    /// - Throws: a message for a GTK version this tool cannot generate code for.
    static func required(lib: String, version: String) throws(ToolkitProblem) -> Toolkit? {
        let major = version.split(separator: ".").first.map(String.init) ?? ""
        switch (lib, major) {
        case ("gtk+", "3"): return .gtk3
        case ("gtk", "4"): return .gtk4
        case ("gtk", "3"): throw ToolkitProblem("<requires lib=\"gtk\"> is GTK 4's name; a GTK 3 file says lib=\"gtk+\"")
        case ("gtk+", _), ("gtk", _): throw ToolkitProblem("GTK \(version) is neither GTK 3 nor GTK 4")
        default: return nil
        }
    }
}

/// Why a `<requires>` line cannot be used.
struct ToolkitProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
