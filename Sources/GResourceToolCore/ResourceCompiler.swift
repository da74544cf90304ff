import Foundation

/// Runs `glib-compile-resources` on a manifest and returns the bundle's bytes.
enum ResourceCompiler {
    /// Compiles `manifest` into `output` with the tool at `compiler`.
    ///
    /// - Throws: ``Diagnostic`` on the manifest with the tool's own message when it fails.
    static func compile(_ manifest: ResourceManifest, compiler: String, output: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["--target=\(output)", "--sourcedir=\(manifest.sourceDirectory)", manifest.manifestPath]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        do {
            try process.run()
        } catch {
            throw Diagnostic(file: manifest.manifestPath, line: nil, message: "cannot run \(compiler): \(error)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Diagnostic(file: manifest.manifestPath, line: nil, message: "glib-compile-resources failed: \(reason)")
        }
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }
}
