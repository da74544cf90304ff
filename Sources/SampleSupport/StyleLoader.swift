import BindingGtk

/// Loads a sample's CSS files once each, for every window of the process.
@MainActor
public enum StyleLoader {
    /// Kept for the life of the process (the screen holds them too).
    private static var sheets: [String: StyleSheet] = [:]

    /// Applies `path` to the application unless it already is.
    public static func load(_ path: String) throws {
        guard sheets[path] == nil else { return }
        let sheet = try StyleSheet(file: path)
        sheet.applyToApplication()
        sheets[path] = sheet
    }
}
