import Binding
import BindingGtk
import Foundation

/// What the samples' translation tests share (this package's tests only):
/// the pseudo-locale catalog generated from an app's template, the German
/// catalog compiled from its `.po`, running a body in either language, and
/// the check of a window's texts.
package enum TranslationChecks {
    /// The pseudo-locale's language name (`LANGUAGE=en_XA`); its catalog is
    /// generated, never committed.
    package static let pseudoLanguage = "en_XA"

    /// The checkout's root (this file is `Sources/BindingGtkTesting/PackageTests/TranslationChecks.swift`).
    package static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Why a catalog could not be made.
    package struct CatalogError: Error, CustomStringConvertible {
        package let description: String
    }

    /// A new folder of compiled catalogs for `appID`:
    /// `<language>/LC_MESSAGES/<appID>.mo` for each of `pseudoLanguages`, the
    /// pseudo translation of `po/<appID>/<appID>.pot`
    /// (`Scripts/i18n/pseudo-translate.py`), and `de/LC_MESSAGES/<appID>.mo`
    /// from `po/<appID>/de.po`. Needs `python3` and `msgfmt` (gettext).
    package static func makeCatalogs(appID: String, pseudoLanguages: [String] = [pseudoLanguage]) throws -> String {
        let folder = NSTemporaryDirectory() + "/sample-catalogs-" + UUID().uuidString
        let po = packageRoot.appendingPathComponent("po/" + appID).path
        for language in pseudoLanguages {
            try run(["python3", packageRoot.appendingPathComponent("Scripts/i18n/pseudo-translate.py").path,
                     "--mo", folder, language, appID, po + "/" + appID + ".pot"])
        }
        try FileManager.default.createDirectory(atPath: folder + "/de/LC_MESSAGES", withIntermediateDirectories: true)
        try run(["msgfmt", "--check", "-o", folder + "/de/LC_MESSAGES/" + appID + ".mo", po + "/de.po"])
        return folder
    }

    /// Runs `body` with `appID`'s messages (Swift and `.ui`) from the
    /// catalogs in `folder` in `language`, under `locale`; then English again
    /// (the identity translator, the test process's locale).
    @MainActor
    package static func withLanguage<Result>(
        _ language: String, locale: String, appID: String, catalogs folder: String, perform body: () throws -> Result
    ) throws -> Result {
        try Localization.withTranslator(IdentityTranslator()) {
            // Binding first: its one-time setlocale(LC_ALL, "") would undo the language's locale.
            do throws(TranslationsError) {
                try Translations.bind(domain: appID, localeDirectory: folder)
            } catch {
                // A locale the environment names but the system lacks: the domain is bound all the same.
                guard case .localeUnavailable = error else { throw error }
            }
            return try GtkTestKit.withLanguage(language, locale: locale, perform: body)
        }
    }

    /// The texts of `window` that are neither pseudo-translated (`[…·]`),
    /// nor GTK's own (``gtkStrings``), nor `allowed` (content): every one is a
    /// string the translation did not reach.
    @MainActor
    package static func untranslated(in window: Widget, allowing allowed: (ShownText) -> Bool = { _ in false }) -> [ShownText] {
        GtkTestKit.shownTexts(in: window).filter { !isPseudo($0.text) && !gtkStrings.contains($0.text) && !allowed($0) }
    }

    /// Whether `text` holds a pseudo translation (its closing `·]`).
    package static func isPseudo(_ text: String) -> Bool {
        text.contains("·]")
    }

    /// GTK's own strings, which come from GTK's catalog (gtk30), not the app's,
    /// so the pseudo-locale (which GTK has no catalog for) leaves them in
    /// English: a file chooser button with no file and its icon, the title-bar
    /// buttons, the info bar's and message dialog's type and close icon, a
    /// spinner, a search entry and its icon.
    package static let gtkStrings: Set<String> = gtkStringsInGerman.union(["Spinner", "Minimize", "Maximize"])

    /// The ``gtkStrings`` GTK's German catalog translates, which the German walk
    /// checks (``englishLeftovers(in:catalog:)``); it leaves "Spinner" as it is
    /// (the same word), and the title-bar buttons' icons keep the English
    /// "Minimize" and "Maximize" as their accessible names (the buttons
    /// themselves are translated).
    package static let gtkStringsInGerman: Set<String> = [
        "(None)", "Open", "Close", "Error", "Warning", "Question",
        "Provides visual indication of progress", "Search", "Find",
    ]

    private static func run(_ command: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let message = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CatalogError(description: command.joined(separator: " ") + " failed: " + String(decoding: message, as: UTF8.self))
        }
    }
}

extension TranslationChecks {
    /// One message of a catalog: its English forms and their translations.
    package struct Message {
        package var context: String?
        package var english: [String] = []
        package var translations: [String] = []
    }

    /// The messages of the `.po` (or `.pot`) file at `path`.
    package static func messages(inCatalog path: String) throws -> [Message] {
        var messages: [Message] = []
        var current = Message()
        var field: String?
        func finish() {
            if !(current.english.first ?? "").isEmpty { messages.append(current) }
            current = Message()
        }
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty {
                if field?.hasPrefix("msgstr") == true { finish(); field = nil }
                continue
            }
            guard let quote = line.firstIndex(of: "\"") else { continue }
            let keyword = line[..<quote].trimmingCharacters(in: .whitespaces)
            let text = unescape(line[line.index(after: quote)..<line.index(before: line.endIndex)])
            switch keyword {
            case "":
                switch field {
                case "msgctxt": current.context! += text
                case "msgid", "msgid_plural": current.english[current.english.count - 1] += text
                case .some: current.translations[current.translations.count - 1] += text
                case nil: break
                }
            case "msgctxt":
                if field?.hasPrefix("msgstr") == true { finish() }
                current.context = text
                field = keyword
            case "msgid":
                if field?.hasPrefix("msgstr") == true { finish() }
                current.english.append(text)
                field = keyword
            case "msgid_plural":
                current.english.append(text)
                field = keyword
            default:
                current.translations.append(text)
                field = keyword
            }
        }
        if field?.hasPrefix("msgstr") == true { finish() }
        return messages
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The texts of `window` that are English where `catalog` has German:
    /// each equals a message's English form (mnemonic underscores left out;
    /// `{n}` placeholders match anything) whose German differs, or one of
    /// GTK's own strings its German catalog translates (``gtkStringsInGerman``).
    @MainActor
    package static func englishLeftovers(in window: Widget, catalog: [Message]) -> [ShownText] {
        let unchanged = { (text: String) in text.replacingOccurrences(of: "_", with: "") }
        let patterns = catalog.flatMap { message in
            message.english.filter { english in
                !message.translations.map(unchanged).contains(unchanged(english))
            }.map(pattern)
        } + gtkStringsInGerman.map(pattern)
        return GtkTestKit.shownTexts(in: window).filter { shown in
            let text = shown.text.replacingOccurrences(of: "_", with: "")
            return patterns.contains { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        }
    }

    /// A whole-text pattern for an English message: placeholders match any text.
    private static func pattern(_ english: String) -> NSRegularExpression {
        let plain = NSRegularExpression.escapedPattern(for: english.replacingOccurrences(of: "_", with: ""))
        let withPlaceholders = plain.replacingOccurrences(of: #"\\\{[0-9]+\\\}"#, with: ".+", options: .regularExpression)
        return try! NSRegularExpression(pattern: "^" + withPlaceholders + "$", options: [.dotMatchesLineSeparators])
    }
}
