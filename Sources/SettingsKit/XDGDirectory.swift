import Foundation

/// The XDG base directories as GLib computes them.
enum XDGDirectory {
    /// `$<variable>/<appID>` when the variable is an absolute path, else
    /// `$HOME/<fallback>/<appID>`.
    static func path(variable: String, fallback: String, appID: String, environment: [String: String]) -> String {
        if let value = environment[variable], value.hasPrefix("/") {
            return value + "/" + appID
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + fallback + "/" + appID
    }
}
