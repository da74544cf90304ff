import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Parses a CSS file of the bundle with its GTK's own parser, which needs no display and no
/// `gtk_init` (verified with GTK 3.24.38 and GTK 4.8.3), so a syntax error or an unknown property
/// stops the build at its line and column instead of the app's start.
///
/// The tool loads that GTK at run time (``CSSParserLibrary``) rather than linking it: SwiftPM
/// links the system libraries of a build tool's dependencies into the targets that use the
/// plugin, and a GTK 4 app linking GTK 3 stops at start ("GTK 2/3 symbols detected").
enum CSSCheck {
    /// Checks the CSS file at `path` with `toolkit`'s parser.
    ///
    /// - Throws: ``Diagnostic`` at the first error's line and column, with GTK's message, or
    ///   when the GTK library cannot be loaded.
    static func check(_ path: String, toolkit: Toolkit = .gtk3) throws {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostic(file: path, line: nil, message: "cannot read the CSS file: \(error.localizedDescription)")
        }
        let library: CSSParserLibrary
        do {
            library = try CSSParserLibrary.shared(toolkit)
        } catch {
            throw Diagnostic(file: path, line: nil, message: "cannot check the CSS: \(error.message)")
        }
        let collector = Collector(library: library)
        let provider = library.providerNew()
        defer { library.objectUnref(provider) }
        // With a handler connected, GTK does not print its own warning for each error.
        _ = library.signalConnect(provider, "parsing-error", unsafeBitCast(parsingError, to: UnsafeRawPointer.self),
                                  Unmanaged.passUnretained(collector).toOpaque(), nil, 0)
        let loaded = library.load(provider, text)
        withExtendedLifetime(collector) {}
        if let first = collector.first {
            throw Diagnostic(file: path, line: first.line, column: first.column, message: "invalid CSS: \(first.message)")
        }
        if !loaded {
            throw Diagnostic(file: path, line: nil, message: "invalid CSS")
        }
    }

    /// The first error the parser reported.
    private final class Collector {
        let library: CSSParserLibrary
        var first: (line: Int, column: Int, message: String)?
        init(library: CSSParserLibrary) { self.library = library }

        func report(_ error: UnsafeMutableRawPointer?, line: Int, column: Int) {
            guard first == nil else { return }
            first = (line, column, CSSParserLibrary.message(ofError: error) ?? "syntax error")
        }
    }

    /// `GtkCssProvider::parsing-error(section, error)` (the same in GTK 3 and GTK 4); the library
    /// reads the section's 0-based start.
    private static let parsingError: @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, section, error, data in
        guard let data else { return }
        let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
        let start = section.map { collector.library.sectionStart($0) } ?? (line: 0, column: 0)
        collector.report(error, line: start.line + 1, column: start.column + 1)
    }
}
