import Foundation
import PackagePlugin

/// Compiles a target's GResource bundle and generates its Swift code: the
/// bundle as base64 text (`GResources`) and a struct of typed outlets per
/// `.ui` file. The files come from the target's `*.gresource.xml` when it has
/// one, or else from its `Resources/` folder (every file in it but `app-id`,
/// under the prefix of the app ID written in `Resources/app-id`, or of the
/// target's name). Needs `glib-compile-resources` on `PATH` (Debian:
/// libglib2.0-bin or libglib2.0-dev-bin).
@main
struct GResourcePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        let files = FileManager.default
        let work = context.pluginWorkDirectoryURL
        var arguments = ["--compiler", try Self.compilerPath(), "--target", target.name,
                         "--work-dir", work.appendingPathComponent("work").path,
                         "--output-dir", work.path]
        var inputs: [URL] = []
        let manifests = (try? files.contentsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".gresource.xml") }.sorted() ?? []
        if let manifest = manifests.first {
            if manifests.count > 1 {
                Diagnostics.error("\(target.name) has several *.gresource.xml files (\(manifests.joined(separator: ", "))); keep one")
                return []
            }
            let url = directory.appendingPathComponent(manifest)
            arguments += ["--manifest", url.path]
            inputs = [url] + Self.listedFiles(in: url)
        } else {
            let folder = directory.appendingPathComponent("Resources")
            guard files.fileExists(atPath: folder.path) else {
                Diagnostics.error("\(target.name) uses GResourcePlugin but has no Resources folder and no *.gresource.xml")
                return []
            }
            arguments += ["--folder", folder.path]
            // The folder itself too, so adding or removing a file reruns the tool.
            inputs = [folder] + (files.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                .map { folder.appendingPathComponent($0) }
        }
        return [.buildCommand(
            displayName: "Compiling the GResource bundle and outlets of \(target.name)",
            executable: try context.tool(named: "GResourceTool").url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [work.appendingPathComponent("GResources+Bundle.swift"),
                          work.appendingPathComponent("GResources+Outlets.swift")]
        )]
    }

    /// `glib-compile-resources` found on `PATH`.
    private static func compilerPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/glib-compile-resources"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw PluginError("glib-compile-resources is not on PATH; install libglib2.0-dev-bin (Debian) or glib2-devel")
    }

    /// The files a `*.gresource.xml` lists (the text of its `<file>` elements), relative to its folder.
    private static func listedFiles(in manifest: URL) -> [URL] {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        let folder = manifest.deletingLastPathComponent()
        return text.components(separatedBy: "<file").dropFirst().compactMap { element in
            guard let start = element.firstIndex(of: ">"), let end = element.range(of: "</file>") else { return nil }
            let name = element[element.index(after: start)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            // A missing file is left to the tool, which names its line in the manifest; the
            // failed command runs again at the next build.
            let file = folder.appendingPathComponent(name)
            return name.isEmpty || !FileManager.default.fileExists(atPath: file.path) ? nil : file
        }
    }
}

/// A failure the plugin reports to SwiftPM.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
