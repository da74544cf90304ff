import BindingGtk
import CGLib
import CGtk

/// A GLib log message recorded by ``GtkTestKit/recordingLogMessages(_:)``.
public struct GLibLogMessage: Equatable, Sendable, CustomStringConvertible {
    /// The log domain, such as `"Gtk"` or `"GLib-GObject"`.
    public let domain: String
    /// `true` for `G_LOG_LEVEL_CRITICAL` (a failed `g_return_if_fail`).
    public let isCritical: Bool
    /// The message text.
    public let message: String

    /// A message record (for comparisons in tests).
    public init(domain: String, isCritical: Bool, message: String) {
        self.domain = domain
        self.isCritical = isCritical
        self.message = message
    }

    /// `domain-LEVEL: message`, as GLib prints it.
    public var description: String { "\(domain)-\(isCritical ? "CRITICAL" : "WARNING"): \(message)" }
}

extension GtkTestKit {
    /// The log domains watched by ``recordingLogMessages(_:)``.
    public static let watchedLogDomains = ["Gtk", "Gdk", "GLib", "GLib-GObject", "GLib-GIO", "GdkPixbuf", "Pango", "Atk"]

    /// Runs `body` and returns the GLib/GTK criticals and warnings it logged
    /// (they are still printed). Under `G_DEBUG=fatal-criticals` a critical
    /// aborts the process anyway; this makes the assertion visible without it.
    public static func recordingLogMessages(_ body: () throws -> Void) rethrows -> [GLibLogMessage] {
        let recorder = LogRecorder()
        let data = Unmanaged.passUnretained(recorder).toOpaque()
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        let ids = watchedLogDomains.map { domain in
            (domain, g_log_set_handler(domain, levels, recordLogMessage, data))
        }
        defer {
            for (domain, id) in ids { g_log_remove_handler(domain, id) }
        }
        try withExtendedLifetime(recorder) { try body() }
        return recorder.messages
    }
}

/// Collects messages for one ``GtkTestKit/recordingLogMessages(_:)`` call.
private final class LogRecorder {
    var messages: [GLibLogMessage] = []
}

/// `GLogFunc`: records the message, then prints it the way GLib would.
private let recordLogMessage: GLogFunc = { domain, level, message, data in
    guard let data else { return }
    let recorder = Unmanaged<LogRecorder>.fromOpaque(data).takeUnretainedValue()
    let entry = GLibLogMessage(
        domain: domain.map { String(cString: $0) } ?? "",
        isCritical: level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0,
        message: message.map { String(cString: $0) } ?? ""
    )
    recorder.messages.append(entry)
    g_log_default_handler(domain, level, message, nil)
}
