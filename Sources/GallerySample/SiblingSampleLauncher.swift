import Binding
import Foundation

/// Starts the other sample apps (SettingsSample, ProfileSample) as their own
/// processes: each is a separate executable, built into the same folder as
/// this one (`swift build` builds them all).
enum SiblingSampleLauncher {
    /// The sample executables the gallery can start.
    enum Sample: String, CaseIterable {
        case settings = "SettingsSample"
        case profile = "ProfileSample"
    }

    /// The executable of `sample` next to this program, or `nil` when it was not built.
    static func executable(
        of sample: Sample,
        besides program: String = CommandLine.arguments[0]
    ) -> String? {
        let folder = URL(fileURLWithPath: program).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent(sample.rawValue).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Why a sample could not be started.
    struct NotBuilt: Error, CustomStringConvertible {
        let sample: Sample
        var description: String {
            tr("{1} was not found next to GallerySample; build it with swift build", with: sample.rawValue)
        }
    }

    /// Starts `sample` with `arguments`; it runs on after the gallery closes.
    @discardableResult
    static func launch(
        _ sample: Sample,
        arguments: [String] = [],
        besides program: String = CommandLine.arguments[0]
    ) throws -> Process {
        guard let path = executable(of: sample, besides: program) else { throw NotBuilt(sample: sample) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        return process
    }
}
