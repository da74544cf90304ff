import Binding

/// The preferences the settings window edits and the key file keeps.
public struct Settings: Equatable, Sendable {
    /// Show desktop notifications.
    public var notificationsEnabled: Bool
    /// Ask GTK for the dark variant of the theme.
    public var darkModeEnabled: Bool
    /// Play sounds.
    public var soundEnabled: Bool
    /// Start the next video automatically.
    public var autoPlayEnabled: Bool
    /// The quality of downloaded media.
    public var downloadQuality: DownloadQuality

    /// Settings with the given values; the defaults are those of a fresh install.
    public init(
        notificationsEnabled: Bool = true,
        darkModeEnabled: Bool = false,
        soundEnabled: Bool = true,
        autoPlayEnabled: Bool = false,
        downloadQuality: DownloadQuality = .high
    ) {
        self.notificationsEnabled = notificationsEnabled
        self.darkModeEnabled = darkModeEnabled
        self.soundEnabled = soundEnabled
        self.autoPlayEnabled = autoPlayEnabled
        self.downloadQuality = downloadQuality
    }

    /// The settings of a fresh install.
    public static let defaults = Settings()
}

/// How good (and how large) downloaded media is.
public enum DownloadQuality: String, CaseIterable, Equatable, Sendable {
    /// Smallest files.
    case low
    /// A balance of size and quality.
    case medium
    /// Best quality.
    case high

    /// The text shown in the combo box, in the user's language.
    public var title: String {
        switch self {
        case .low: return tr("Low (saves space)", context: "download quality")
        case .medium: return tr("Medium", context: "download quality")
        case .high: return tr("High", context: "download quality")
        }
    }
}
