import Foundation

/// Finds `Resources/Settings` (the window's `.ui` and CSS) at run time.
///
/// As for the profile sample, the resources live in the package's top-level
/// `Resources/` folder and are looked up, in this order:
/// 1. `$SETTINGS_RESOURCES` (a directory holding `settings.ui`), for installs;
/// 2. the checkout this file was compiled from (`swift run SettingsSample`);
/// 3. the folders above the executable (a copied `.build` tree).
enum ResourceLocator {
    /// Why the resources were not found.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "cannot find Resources/Settings/settings.ui (looked in: \(searched.joined(separator: ", "))); "
                + "run from the package checkout or set SETTINGS_RESOURCES=/path/to/Resources/Settings"
        }
    }

    /// The directory holding `settings.ui` and `settings.css`.
    static func settingsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        var candidates: [String] = []
        if let override = environment["SETTINGS_RESOURCES"], !override.isEmpty {
            candidates.append(override)
        }
        // …/Sources/SettingsSample/ResourceLocator.swift → …/Resources/Settings
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Resources/Settings").path)
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent("Resources/Settings").path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/settings.ui") {
            return candidate
        }
        throw NotFound(searched: candidates)
    }
}
