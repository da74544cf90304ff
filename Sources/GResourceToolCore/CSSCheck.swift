import CGtk
import Foundation

/// Parses a CSS file of the bundle with GTK's own parser, which needs no
/// display and no `gtk_init` (verified with GTK 3.24.38), so a syntax error or
/// an unknown property stops the build at its line and column instead of the
/// app's start.
enum CSSCheck {
    /// Checks the CSS file at `path`.
    ///
    /// - Throws: ``Diagnostic`` at the first error's line and column, with GTK's message.
    static func check(_ path: String) throws {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostic(file: path, line: nil, message: "cannot read the CSS file: \(error.localizedDescription)")
        }
        let collector = Collector()
        let provider = gtk_css_provider_new()
        defer { g_object_unref(provider) }
        // With a handler connected, GTK does not print its own warning for each error.
        g_signal_connect_data(provider, "parsing-error", unsafeBitCast(parsingError, to: GCallback.self),
                              Unmanaged.passUnretained(collector).toOpaque(), nil, GConnectFlags(rawValue: 0))
        var error: UnsafeMutablePointer<GError>?
        let loaded = gtk_css_provider_load_from_data(provider, text, -1, &error) != 0
        if let error { g_error_free(error) }
        if let first = collector.first {
            throw Diagnostic(file: path, line: first.line, column: first.column, message: "invalid CSS: \(first.message)")
        }
        if !loaded {
            throw Diagnostic(file: path, line: nil, message: "invalid CSS")
        }
    }

    /// The first error the parser reported.
    private final class Collector {
        var first: (line: Int, column: Int, message: String)?
    }

    /// `GtkCssProvider::parsing-error`: the section's start is 0-based.
    private static let parsingError: @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?
    ) -> Void = { _, section, error, data in
        guard let data else { return }
        let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
        guard collector.first == nil else { return }
        let message = error.map { String(cString: $0.pointee.message) } ?? "syntax error"
        let line = section.map { Int(gtk_css_section_get_start_line($0)) + 1 } ?? 1
        let column = section.map { Int(gtk_css_section_get_start_position($0)) + 1 } ?? 1
        collector.first = (line, column, message)
    }
}
