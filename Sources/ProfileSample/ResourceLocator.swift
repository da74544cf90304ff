import Foundation

/// Finds `Resources/Profile` (the window's `.ui` and CSS) at run time.
///
/// The resources live in the package's top-level `Resources/` folder, which
/// SwiftPM cannot bundle for a target outside its own directory, so they are
/// looked up instead, in this order:
/// 1. `$PROFILE_RESOURCES` (a directory holding `profile.ui`), for installs;
/// 2. the checkout this file was compiled from (`swift run ProfileSample`);
/// 3. the folders above the executable (a copied `.build` tree).
enum ResourceLocator {
    /// Why the resources were not found.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "cannot find Resources/Profile/profile.ui (looked in: \(searched.joined(separator: ", "))); "
                + "run from the package checkout or set PROFILE_RESOURCES=/path/to/Resources/Profile"
        }
    }

    /// The directory holding `profile.ui` and `profile.css`.
    static func profileDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        var candidates: [String] = []
        if let override = environment["PROFILE_RESOURCES"], !override.isEmpty {
            candidates.append(override)
        }
        // …/Sources/ProfileSample/ResourceLocator.swift → …/Resources/Profile
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Resources/Profile").path)
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent("Resources/Profile").path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/profile.ui") {
            return candidate
        }
        throw NotFound(searched: candidates)
    }
}
