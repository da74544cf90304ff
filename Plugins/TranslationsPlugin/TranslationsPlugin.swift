import Foundation
import PackagePlugin

/// Compiles the translations of the app a target belongs to for `swift run`:
/// each language of `po/<app-id>/LINGUAS` into `<work>/locale/<lang>/LC_MESSAGES/<app-id>.mo`
/// (with TranslationsTool, which runs `msgfmt --check`), and declares
/// `BuildTranslations.localeDirectory` and `BuildTranslations.domain` in the target.
/// The app is the `po/<app-id>/` whose `POTFILES` lists the target's folder
/// (`Sources/<Target>/`).
@main
struct TranslationsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let folder = target.directoryURL.path.replacingOccurrences(of: package.path + "/", with: "") + "/"
        guard let domain = Self.domain(listing: folder, in: package.appendingPathComponent("po")) else {
            Diagnostics.error("no po/<app-id>/POTFILES lists \(folder): add it to its app's POTFILES")
            return []
        }
        let poFolder = package.appendingPathComponent("po/\(domain)")
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
