/// How ``Settings`` are laid out in the key file:
///
/// ```ini
/// [Settings]
/// notifications=true
/// dark-mode=false
/// sound=true
/// autoplay=false
/// download-quality=high
/// ```
///
/// Booleans are read as GLib's `g_key_file_get_boolean` does (`true`/`1`,
/// `false`/`0`). A missing key takes its default; an unknown key is ignored
/// (a newer version may have written it); a value that is not acceptable
/// makes the whole file invalid.
public enum SettingsKeyFile {
    /// The group holding the settings.
    public static let group = "Settings"

    /// Why a value cannot be used.
    public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
        /// The key whose value is wrong.
        public let key: String
        /// The value as written.
        public let value: String
        /// What was expected instead.
        public let expected: String
        /// "<key> is “<value>”, expected …".
        public var description: String { "\(key) is “\(value)”, expected \(expected)" }
    }

    /// The key file holding `settings`.
    public static func keyFile(for settings: Settings) -> KeyFile {
        var file = KeyFile()
        file.setValue(String(settings.notificationsEnabled), forKey: "notifications", in: group)
        file.setValue(String(settings.darkModeEnabled), forKey: "dark-mode", in: group)
        file.setValue(String(settings.soundEnabled), forKey: "sound", in: group)
        file.setValue(String(settings.autoPlayEnabled), forKey: "autoplay", in: group)
        file.setValue(settings.downloadQuality.rawValue, forKey: "download-quality", in: group)
        return file
    }

    /// The settings stored in `file`.
    public static func settings(from file: KeyFile) throws(InvalidValue) -> Settings {
        var settings = Settings.defaults
        settings.notificationsEnabled = try bool(file, "notifications") ?? settings.notificationsEnabled
        settings.darkModeEnabled = try bool(file, "dark-mode") ?? settings.darkModeEnabled
        settings.soundEnabled = try bool(file, "sound") ?? settings.soundEnabled
        settings.autoPlayEnabled = try bool(file, "autoplay") ?? settings.autoPlayEnabled
        if let raw = file.value(forKey: "download-quality", in: group) {
            guard let quality = DownloadQuality(rawValue: raw) else {
                let names = DownloadQuality.allCases.map(\.rawValue).joined(separator: ", ")
                throw InvalidValue(key: "download-quality", value: raw, expected: "one of \(names)")
            }
            settings.downloadQuality = quality
        }
        return settings
    }

    private static func bool(_ file: KeyFile, _ key: String) throws(InvalidValue) -> Bool? {
        guard let raw = file.value(forKey: key, in: group) else { return nil }
        switch raw {
        case "true", "1": return true
        case "false", "0": return false
        default: throw InvalidValue(key: key, value: raw, expected: "true or false")
        }
    }
}
