import CGLib
#if canImport(Glibc)
import Glibc
#endif

/// Whole-file reads and atomic writes through GLib, for an app's small
/// documents (a saved profile, a settings file): what every GNOME app uses
/// instead of hand-written POSIX code. Callable from any thread.
public enum FileContents {
    /// A failed file operation, with GLib's message (which names the file).
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// GLib's message, such as "Failed to open file “…”: Permission denied".
        public let message: String
        /// `true` when the file does not exist.
        public let isMissing: Bool
        /// The message.
        public var description: String { message }
    }

    /// The file's bytes, or `nil` when it does not exist (`g_file_get_contents`).
    public static func read(_ path: String) throws(Failure) -> [UInt8]? {
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            let failure = take(error)
            if failure.isMissing { return nil }
            throw failure
        }
        defer { g_free(contents) }
        return contents.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// Replaces the file with `bytes` atomically and durably, with `mode`
    /// (`g_file_set_contents_full` with `CONSISTENT | DURABLE`): a crash
    /// leaves the old or the new content, never a mix. Creates the folder
    /// (mode 0700) when missing.
    public static func write(_ bytes: [UInt8], to path: String, mode: Int32 = 0o600) throws(Failure) {
        let folder = String.takingOwnership(of: g_path_get_dirname(path)) ?? "."
        guard g_mkdir_with_parents(folder, 0o700) == 0 else {
            throw Failure(message: "Cannot create the folder \(folder)", isMissing: false)
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let written = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                g_file_set_contents_full(path, $0, buffer.count, flags, mode, &error)
            }
        }
        guard written != 0 else { throw take(error) }
    }

    /// Renames a damaged file to a free `<path>.corrupt-<local time>` name
    /// (never deleting or overwriting it) and returns the new path.
    public static func moveAside(_ path: String) throws(Failure) -> String {
        let now = g_date_time_new_now_local()
        defer { g_date_time_unref(now) }
        let base = path + ".corrupt-" + (String.takingOwnership(of: g_date_time_format(now, "%Y%m%d-%H%M%S")) ?? "old")
        var candidate = base
        var suffix = 1
        while g_file_test(candidate, G_FILE_TEST_EXISTS) != 0 {
            candidate = base + "-\(suffix)"
            suffix += 1
        }
        guard rename(path, candidate) == 0 else {
            throw Failure(message: "Cannot rename \(path): \(String(cString: g_strerror(errno)))", isMissing: false)
        }
        return candidate
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> Failure {
        guard let error else { return Failure(message: "unknown error", isMissing: false) }
        defer { g_error_free(error) }
        let missing = error.pointee.domain == g_file_error_quark() && error.pointee.code == Int32(G_FILE_ERROR_NOENT.rawValue)
        return Failure(message: String(cString: error.pointee.message), isMissing: missing)
    }
}
