import Foundation
import PackagePlugin

/// Compiles the translations of the app a target belongs to for `swift run`:
/// each language of `po/<app-id>/LINGUAS` into `<work>/locale/<lang>/LC_MESSAGES/<app-id>.mo`
/// (with TranslationsTool, which runs `msgfmt --check`), and declares
/// `BuildTranslations.localeDirectory` and `BuildTranslations.domain` in the target.
/// The app is the `po/<app-id>/` whose `POTFILES` lists the target's folder
/// (`Sources/<Target>/`): the package's own `po/`, else the nearest one in a folder above the
/// package whose `POTFILES` lists the folder relative to it (a package inside the library's
/// checkout, such as the GTK 4 front end's, shares the library's catalogs:
/// `Gtk4FrontEnd/Sources/<Target>/`).
@main
struct TranslationsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let ownFolder = Self.relativePath(of: target.directoryURL, in: package)
        guard let (root, domain) = Self.app(listing: target.directoryURL, from: package) else {
            Diagnostics.error("no po/<app-id>/POTFILES lists \(ownFolder): add it to its app's POTFILES")
            return []
        }
        let poFolder = root.appendingPathComponent("po/\(domain)")
        let work = context.pluginWorkDirectoryURL
        let output = work.appendingPathComponent("BuildTranslations.swift")
        let inputs = [poFolder] + ((try? FileManager.default.contentsOfDirectory(atPath: poFolder.path)) ?? [])
            .filter { $0.hasSuffix(".po") || $0 == "LINGUAS" }.sorted().map { poFolder.appendingPathComponent($0) }
        return [.buildCommand(
            displayName: "Compiling the translations of \(domain)",
            executable: try context.tool(named: "TranslationsTool").url,
            arguments: [poFolder.path, work.appendingPathComponent("locale").path, domain, output.path],
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// The folder holding the `po/` that lists `target` and the app ID listing it: `package` first,
    /// then each folder above it.
    private static func app(listing target: URL, from package: URL) -> (root: URL, domain: String)? {
        var root = package.standardizedFileURL
        while true {
            let folder = relativePath(of: target, in: root)
            if let domain = domain(listing: folder, in: root.appendingPathComponent("po")) { return (root, domain) }
            if root.pathComponents.count <= 1 { return nil }   // "/" was the last
            root = root.deletingLastPathComponent().standardizedFileURL
        }
    }

    /// `target`'s path below `root`, with a trailing `/`, as POTFILES writes a folder.
    private static func relativePath(of target: URL, in root: URL) -> String {
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let path = target.standardizedFileURL.path
        return (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path) + "/"
    }

    /// The app ID whose `po/<id>/POTFILES` has the line `folder`.
    private static func domain(listing folder: String, in poRoot: URL) -> String? {
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: poRoot.path))?.sorted() ?? []
        return apps.first { app in
            let potfiles = poRoot.appendingPathComponent("\(app)/POTFILES")
            guard let text = try? String(contentsOf: potfiles, encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == folder }
        }
    }
}
