import Foundation

/// Finds a sample's folder under the package's top-level `Resources/`
/// (`.ui`, CSS, sample data) at run time.
///
/// SwiftPM cannot bundle a folder outside a target's own directory, so the
/// samples look their resources up instead, in this order:
/// 1. an environment variable naming the folder itself, or one naming the
///    `Resources` folder, for installs;
/// 2. the checkout this file was compiled from (`swift run …`);
/// 3. the folders above the executable (a copied `.build` tree).
public enum ResourceLocator {
    /// Why a folder was not found.
    public struct NotFound: Error, CustomStringConvertible {
        /// The file looked for, as `Name/file`.
        public let file: String
        /// Every folder looked in, in order.
        public let searched: [String]
        /// The environment variable that would point at it.
        public let hint: String

        public var description: String {
            "cannot find Resources/\(file) (looked in: \(searched.joined(separator: ", "))); "
                + "run from the package checkout or set \(hint)"
        }
    }

    /// The folder `Resources/<name>` holding `file`.
    ///
    /// - Parameters:
    ///   - directoryVariable: an environment variable naming that folder itself.
    ///   - rootVariable: an environment variable naming the `Resources` folder.
    public static func directory(
        _ name: String,
        containing file: String,
        directoryVariable: String? = nil,
        rootVariable: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        var candidates: [String] = []
        if let directoryVariable, let value = environment[directoryVariable], !value.isEmpty {
            candidates.append(value)
        }
        if let rootVariable, let value = environment[rootVariable], !value.isEmpty {
            candidates.append(value + "/" + name)
        }
        // …/Sources/SampleSupport/ResourceLocator.swift → …/Resources/<name>
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Resources/" + name).path)
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent("Resources/" + name).path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + file) {
            return candidate
        }
        let hint = directoryVariable.map { "\($0)=/path/to/Resources/\(name)" }
            ?? rootVariable.map { "\($0)=/path/to/Resources" }
            ?? "the working directory to the package checkout"
        throw NotFound(file: name + "/" + file, searched: candidates, hint: hint)
    }
}
