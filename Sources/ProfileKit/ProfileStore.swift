import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps one profile as a JSON file, `profile.json`, in a directory.
///
/// Saves are atomic and private: the JSON is written to a temporary file in
/// the same directory with mode 0600, flushed with `fsync`, then renamed over
/// the old file, so a crash leaves either the old or the new profile, never a
/// truncated one. A file that cannot be read or decoded is renamed to
/// `profile.json.corrupt-<timestamp>` and reported; it is never deleted or
/// silently overwritten.
///
/// All methods block; ``ProfileService`` runs them on a background queue.
public struct ProfileStore: Sendable {
    /// The directory holding `profile.json`.
    public let directory: String
    private let encode: @Sendable (Profile) throws -> Data

    /// The file name of the profile inside ``directory``.
    public static let fileName = "profile.json"

    /// A store in `directory` (created on first save, mode 0700). `encode`
    /// turns a profile into bytes; tests replace it to simulate failures.
    public init(directory: String, encode: @escaping @Sendable (Profile) throws -> Data = ProfileStore.encodeJSON) {
        self.directory = directory
        self.encode = encode
    }

    /// The full path of the profile file.
    public var filePath: String { directory + "/" + Self.fileName }

    /// Pretty-printed, key-sorted JSON.
    public static func encodeJSON(_ profile: Profile) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(profile)
    }

    /// The user's data directory for `appID`, by the XDG rules GLib's
    /// `g_get_user_data_dir()` follows: `$XDG_DATA_HOME/<appID>` when that
    /// variable is an absolute path, else `~/.local/share/<appID>`.
    public static func defaultDirectory(
        appID: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/" + appID
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/" + appID
    }

    /// Reads the profile. Returns `nil` when there is no file yet.
    ///
    /// - Throws: ``ProfileStoreError/corrupt(reason:movedTo:)`` or
    ///   ``ProfileStoreError/unreadable(reason:movedTo:)`` after moving the
    ///   bad file aside.
    public func load() throws(ProfileStoreError) -> Profile? {
        let data: Data
        do {
            guard let read = try PosixFile.readAll(filePath) else { return nil }
            data = read
        } catch {
            throw .unreadable(reason: error.message, movedTo: try? moveAside())
        }
        do {
            return try JSONDecoder().decode(Profile.self, from: data)
        } catch {
            let reason = "not a valid profile file"
            guard let movedTo = try? moveAside() else { throw .unreadable(reason: reason, movedTo: nil) }
            throw .corrupt(reason: reason, movedTo: movedTo)
        }
    }

    /// Writes `profile` atomically with mode 0600.
    ///
    /// - Throws: ``ProfileStoreError/encodingFailed(reason:)`` (nothing on disk
    ///   touched) or ``ProfileStoreError/writeFailed(reason:)`` (temporary file
    ///   removed, previous file unchanged).
    public func save(_ profile: Profile) throws(ProfileStoreError) {
        let data: Data
        do {
            data = try encode(profile)
        } catch {
            throw .encodingFailed(reason: String(describing: error))
        }
        do {
            try PosixFile.makeDirectory(directory)
            try PosixFile.writeAtomically(data, to: filePath, directory: directory)
        } catch {
            throw .writeFailed(reason: error.message)
        }
    }

    /// Renames the profile file to a free `profile.json.corrupt-<timestamp>`
    /// name and returns the new path.
    func moveAside() throws(PosixError) -> String {
        let base = filePath + ".corrupt-" + Self.timestamp()
        var candidate = base
        var suffix = 1
        while access(candidate, F_OK) == 0 {
            candidate = base + "-\(suffix)"
            suffix += 1
        }
        guard rename(filePath, candidate) == 0 else { throw PosixError(operation: "rename", path: filePath) }
        return candidate
    }

    /// The current UTC time as `20250131T235959Z`.
    static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
