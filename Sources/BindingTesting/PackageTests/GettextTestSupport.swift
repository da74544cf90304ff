import Foundation

/// Real gettext catalogs for the translation tests: a `.po` text compiled
/// with `msgfmt`, and a messages locale set for the duration of a test.
package enum GettextTestSupport {
    /// The locale the translation tests read German catalogs in.
    package static let germanLocale = "de_DE.UTF-8"

    /// Why a translation test cannot run; thrown, so the test fails with it.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// Compiles `po` (the text of a `.po` file) with `msgfmt --check` into
    /// `<localeDirectory>/<language>/LC_MESSAGES/<domain>.mo`.
    package static func compileCatalog(_ po: String, domain: String, language: String, into localeDirectory: URL) throws {
        let folder = localeDirectory.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("\(domain).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msgfmt.arguments = ["msgfmt", "--check", "-o", folder.appendingPathComponent("\(domain).mo").path, source.path]
        let errors = Pipe()
        msgfmt.standardError = errors
        do { try msgfmt.run() } catch { throw Problem(description: "msgfmt could not start (apt-get install gettext): \(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        msgfmt.waitUntilExit()
        guard msgfmt.terminationStatus == 0 else {
            throw Problem(description: "msgfmt failed (is gettext installed?): \(message)")
        }
    }

    /// Runs `body` with the messages locale `locale` and `LANGUAGE` unset,
    /// then restores both. Throws, naming the locale and how to install it,
    /// when the C library does not have it: a translation test never passes
    /// by translating nothing.
    package static func withMessagesLocale<Result>(_ locale: String, _ body: () throws -> Result) throws -> Result {
        let previousLocale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let previousLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        guard setlocale(LC_MESSAGES, locale) != nil else {
            throw Problem(description: "the locale \(locale) is not installed, so no translation can be tested: "
                + "apt-get install locales, add \"\(locale) UTF-8\" to /etc/locale.gen and run locale-gen (.ci/run does)")
        }
        unsetenv("LANGUAGE")
        defer {
            setlocale(LC_MESSAGES, previousLocale)
            if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) }
        }
        return try body()
    }
}
