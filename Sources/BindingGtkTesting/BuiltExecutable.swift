import Foundation

/// An executable product of the package, found in the build folder the tests
/// run from, to run an app as a user would (arguments, environment, exit
/// status, everything it printed).
public struct BuiltExecutable: Sendable {
    /// Where the executable is.
    public let url: URL

    /// The executable `name`, looked up in the folders above the running test
    /// bundle (SwiftPM puts products and test bundles in the same build folder).
    ///
    /// - Throws: ``BuiltExecutableError/notFound(_:)`` when it was not built.
    public init(named name: String) throws(BuiltExecutableError) {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path) {
            guard folder.path != "/" else { throw .notFound(name) }
            folder.deleteLastPathComponent()
        }
        url = folder.appendingPathComponent(name)
    }

    /// Runs the executable to its end and returns its exit status and its
    /// standard output and error, interleaved as printed.
    ///
    /// - Parameters:
    ///   - arguments: the command-line arguments, without the executable's path.
    ///   - environment: the process environment (this process's when `nil`).
    public func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// This process's environment without a display (`DISPLAY` and
    /// `WAYLAND_DISPLAY` removed), to check how an app starts without one.
    public static var environmentWithoutDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }

    /// Whether the file at `path` starts with the PNG signature.
    public static func isPNG(atPath path: String) throws -> Bool {
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8)
        return Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }
}

/// Why a ``BuiltExecutable`` could not be found.
public enum BuiltExecutableError: Error, Equatable, CustomStringConvertible {
    /// No executable of that name in or above the test bundle's folder.
    case notFound(String)

    public var description: String {
        switch self {
        case .notFound(let name):
            return "\(name) is not in the build folder: build it first (swift build --product \(name))"
        }
    }
}
