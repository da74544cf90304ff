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
    /// - Parameter environment: the process environment (this process's when `nil`).
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
