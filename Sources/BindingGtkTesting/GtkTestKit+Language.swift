import BindingGLib
import BindingGtk

/// Why ``GtkTestKit/withLanguage(_:locale:perform:)`` could not switch.
public struct LocaleUnavailableError: Error, CustomStringConvertible {
    /// The locale the C library refused.
    public let locale: String

    /// What to install.
    public var description: String {
        "the locale \(locale) is not installed: uncomment it in /etc/locale.gen and run locale-gen "
            + "(Debian: apt-get install locales)"
    }
}

extension GtkTestKit {
    /// Runs `body` with the process's messages in `language` (gettext's
    /// `LANGUAGE`, a list such as `"de"` or `"en_XA"`) and every locale
    /// category set to `locale` (`"de_DE.UTF-8"`: numbers, and the C
    /// library's switch that makes gettext read `LANGUAGE` at all), then puts
    /// both back, also when `body` throws.
    ///
    /// Strings looked up during `body` come in that language: a `.ui` file
    /// built then, a view model's messages, GTK's own strings. Built before
    /// (or cached in a stored property) they stay as they were. The text
    /// direction GTK chose at start-up stays too: a right-to-left test gives
    /// widgets the locale's direction itself (`gtk_get_locale_direction()`,
    /// as `gtk_init` does). GLib decides once per process whether to translate
    /// at all (see the "Translating your app" article's pitfalls), so bind a
    /// catalog for `language` in the app's domain. Process-wide: other
    /// threads see the language too.
    ///
    /// - Throws: ``LocaleUnavailableError`` when `locale` is not installed,
    ///   and whatever `body` throws.
    public static func withLanguage<Result>(
        _ language: String, locale: String, perform body: () throws -> Result
    ) throws -> Result {
        guard let result = try ProcessLanguage.run(language, locale: locale, perform: body) else {
            throw LocaleUnavailableError(locale: locale)
        }
        return result
    }
}
