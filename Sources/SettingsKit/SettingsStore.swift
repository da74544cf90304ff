import Foundation

/// Keeps ``Settings`` as a GLib key file, `settings.ini`, in a directory
/// (by default `$XDG_CONFIG_HOME/<app id>`).
///
/// The key file is read and written by ``KeyFile`` (pure Swift, so this
/// library stays free of GLib and GTK) in GLib's format. Saves are atomic
/// (a temporary file renamed over the old one). A file that cannot be read
/// or parsed is renamed to `settings.ini.corrupt-<timestamp>` and reported;
/// it is never deleted or silently overwritten.
///
/// All methods block; ``SettingsService`` runs saves on a background queue.
public struct SettingsStore: Sendable {
    /// The directory holding `settings.ini`.
    public let directory: String

    /// The file name of the settings inside ``directory``.
    public static let fileName = "settings.ini"

    /// A store in `directory` (created on first save).
    public init(directory: String) {
        self.directory = directory
    }

    /// The full path of the settings file.
    public var filePath: String { directory + "/" + Self.fileName }

    /// The user's configuration directory for `appID`, by the XDG rules GLib's
    /// `g_get_user_config_dir()` follows: `$XDG_CONFIG_HOME/<appID>` when that
    /// variable is an absolute path, else `~/.config/<appID>`.
    public static func defaultDirectory(
        appID: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        XDGDirectory.path(variable: "XDG_CONFIG_HOME", fallback: ".config", appID: appID, environment: environment)
    }

    /// Reads the settings. Returns `nil` when there is no file yet.
    ///
    /// - Throws: ``SettingsStoreError/corrupt(reason:movedTo:)`` or
    ///   ``SettingsStoreError/unreadable(reason:movedTo:)`` after moving the
    ///   bad file aside.
    public func load() throws(SettingsStoreError) -> Settings? {
        let data: Data
        do {
            guard FileManager.default.fileExists(atPath: filePath) else { return nil }
            data = try Data(contentsOf: URL(fileURLWithPath: filePath))
        } catch {
            throw .unreadable(reason: Self.reason(error), movedTo: try? moveAside())
        }
        do {
            guard let text = String(data: data, encoding: .utf8) else {
                throw KeyFile.ParseError(line: 1, reason: "not UTF-8 text")
            }
            return try SettingsKeyFile.settings(from: try KeyFile(parsing: text))
        } catch {
            let reason = "\(error)"
            guard let movedTo = try? moveAside() else { throw .unreadable(reason: reason, movedTo: nil) }
            throw .corrupt(reason: reason, movedTo: movedTo)
        }
    }

    /// Writes `settings` atomically.
    ///
    /// - Throws: ``SettingsStoreError/writeFailed(reason:)``; the previous
    ///   file is unchanged.
    public func save(_ settings: Settings) throws(SettingsStoreError) {
        let text = SettingsKeyFile.keyFile(for: settings).text(comment: "Settings of the settings sample (a GLib key file).")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: filePath), options: .atomic)
        } catch {
            throw .writeFailed(reason: Self.reason(error))
        }
    }

    /// Renames the settings file to a free `settings.ini.corrupt-<timestamp>`
    /// name and returns the new path.
    func moveAside() throws -> String {
        let base = filePath + ".corrupt-" + Self.timestamp()
        var candidate = base
        var suffix = 1
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = base + "-\(suffix)"
            suffix += 1
        }
        try FileManager.default.moveItem(atPath: filePath, toPath: candidate)
        return candidate
    }

    /// The current UTC time as `20250131T235959Z`.
    static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
