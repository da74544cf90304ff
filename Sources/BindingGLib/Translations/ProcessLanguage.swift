#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Switches the whole process to another language and locale for a while: the core of the test
/// kits' `withLanguage` (GTK 3's `GtkTestKit.withLanguage(_:locale:perform:)`, and the GTK 4
/// samples' tests), which are toolkit-neutral C library calls.
package enum ProcessLanguage {
    /// Runs `body` with gettext's `LANGUAGE` set to `language` and every locale category set to
    /// `locale`, then puts both back, also when `body` throws. Returns `nil` without running
    /// `body` when the C library refuses `locale` (it is not installed).
    package static func run<Result>(_ language: String, locale: String, perform body: () throws -> Result) rethrows -> Result? {
        let previousLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        guard let current = setlocale(LC_ALL, nil) else { return nil }
        let previousLocale = String(cString: current)
        guard setlocale(LC_ALL, locale) != nil else { return nil }
        setenv("LANGUAGE", language, 1)
        resetCatalogs(locale)
        defer {
            if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
            resetCatalogs(previousLocale)
        }
        return try body()
    }

    /// Sets `locale` through a change of locale, which makes glibc drop the translations it
    /// cached for the previous `LANGUAGE`: setting the locale it already has does nothing, and
    /// its cache is keyed by the locale's name, not the language (a pseudo-locale test under
    /// `C.UTF-8` would otherwise leave its translations to the English tests after it).
    private static func resetCatalogs(_ locale: String) {
        setlocale(LC_ALL, "C")
        setlocale(LC_ALL, locale)
    }
}
