import BindingGtk

/// Loads a sample's CSS files once each, for every window of the process.
@MainActor
public enum StyleLoader {
    /// Kept for the life of the process (the screen holds them too).
    private static var sheets: [String: StyleSheet] = [:]

    /// Applies the file at `path` to the application unless it already is.
    public static func load(_ path: String) throws {
        try load(key: path) { () throws(StyleSheetError) in try StyleSheet(file: path) }
    }

    /// Registers `bundle` and applies the stylesheet at `path` in it to the
    /// application unless it already is.
    public static func load(resource path: String, from bundle: ResourceBundle) throws {
        bundle.register()
        try load(key: "resource://" + path) { () throws(StyleSheetError) in try StyleSheet(resource: path) }
    }

    private static func load(key: String, make: () throws(StyleSheetError) -> StyleSheet) throws {
        guard sheets[key] == nil else { return }
        let sheet = try make()
        sheet.applyToApplication()
        sheets[key] = sheet
    }
}
