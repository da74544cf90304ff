import Foundation

/// Finds the gallery's folders under `Resources/` (`Gallery`, `Search`,
/// `Feed`: `.ui`, CSS and the sample data) at run time.
///
/// As for the profile sample, they are looked up in this order:
/// 1. `$GALLERY_RESOURCES/<name>` (the top-level `Resources` folder), for installs;
/// 2. the checkout this file was compiled from (`swift run GallerySample`);
/// 3. the folders above the executable (a copied `.build` tree).
enum ResourceLocator {
    /// Why a folder was not found.
    struct NotFound: Error, CustomStringConvertible {
        let file: String
        let searched: [String]
        var description: String {
            "cannot find Resources/\(file) (looked in: \(searched.joined(separator: ", "))); "
                + "run from the package checkout or set GALLERY_RESOURCES=/path/to/Resources"
        }
    }

    /// The folder `Resources/<name>` holding `file`.
    static func directory(
        _ name: String,
        containing file: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        var roots: [String] = []
        if let override = environment["GALLERY_RESOURCES"], !override.isEmpty {
            roots.append(override)
        }
        // …/Sources/GallerySample/ResourceLocator.swift → …/Resources
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        roots.append(sourceRoot.appendingPathComponent("Resources").path)
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            roots.append(folder.appendingPathComponent("Resources").path)
            folder = folder.deletingLastPathComponent()
        }
        let candidates = roots.map { $0 + "/" + name }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + file) {
            return candidate
        }
        throw NotFound(file: name + "/" + file, searched: candidates)
    }
}
