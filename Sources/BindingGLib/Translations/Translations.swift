import CGLib
import CIntl
import MVVM
import ReactiveCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The app's gettext domain: where its translations are and which one is bound.
///
/// Call ``bind(domain:localeDirectory:)`` once at start, before building
/// windows; from then on `tr` answers from the domain's catalogs, and a
/// GTK `Builder` applies ``domain`` to every `.ui` file it loads.
public enum Translations {
    private static let state = SanitizedMutex<State>(State())

    private struct State {
        var domain: String?
        var localeSet = false
        /// The locale variable the C library refused and its value, if it refused one.
        ///
        /// Not a `TranslationsError?`: Swift 6.3's optimizer statically initialises a
        /// `static let` `Mutex` of a struct holding a `String?` and an optional enum with
        /// payloads with a wrong bit pattern, so in a release build the optional read back
        /// as non-`nil` garbage and every successful `bind` crashed describing it (reproduced
        /// in a two-file package; docs/gtk-facts.md). An optional tuple of strings is not affected.
        var refusedLocale: (variable: String, value: String)?
    }

    /// The bound gettext domain, `nil` before a successful ``bind(domain:localeDirectory:)``.
    public static var domain: String? {
        state.withLock { $0.domain }
    }

    /// Makes the app's messages follow the user's language.
    ///
    /// Sets the C library's locale from the environment (`setlocale(LC_ALL, "")`,
    /// once per process), binds `domain` to `localeDirectory` (whose catalogs
    /// are `<localeDirectory>/<lang>/LC_MESSAGES/<domain>.mo`) with UTF-8
    /// output, makes it the default domain (`textdomain`), and installs a
    /// ``GettextTranslator`` as `Localization`'s translator. Thread-safe; call
    /// it before building windows, whose `.ui` strings are translated as they load.
    ///
    /// A language without a catalog is not an error: its messages stay in English.
    ///
    /// - Throws: ``TranslationsError/localeDirectoryMissing(path:)`` when the
    ///   folder does not exist (nothing is bound, nothing installed);
    ///   ``TranslationsError/localeUnavailable(variable:value:)`` when the
    ///   environment names a locale that is not installed (the domain is bound
    ///   and installed anyway, but glibc translates nothing in the `C` locale);
    ///   ``TranslationsError/bindingFailed(domain:)`` when gettext refuses the
    ///   domain. In every case the app keeps working in English: log the
    ///   error's description and go on.
    public static func bind(domain: String, localeDirectory: String) throws(TranslationsError) {
        let localeProblem = setLocaleOnce()
        guard g_file_test(localeDirectory, G_FILE_TEST_IS_DIR) != 0 else {
            throw .localeDirectoryMissing(path: localeDirectory)
        }
        guard !domain.isEmpty, bindtextdomain(domain, localeDirectory) != nil,
              bind_textdomain_codeset(domain, "UTF-8") != nil, textdomain(domain) != nil
        else { throw .bindingFailed(domain: domain) }
        state.withLock { $0.domain = domain }
        Localization.install(GettextTranslator(domain: domain))
        if let localeProblem { throw localeProblem }
    }

    /// Calls `setlocale(LC_ALL, "")` the first time; the problem it met then, if any.
    private static func setLocaleOnce() -> TranslationsError? {
        let refused = state.withLock { state in
            if !state.localeSet {
                state.localeSet = true
                if setlocale(LC_ALL, "") == nil { state.refusedLocale = environmentLocale() }
            }
            return state.refusedLocale
        }
        return refused.map { .localeUnavailable(variable: $0.variable, value: $0.value) }
    }

    /// The variable naming the locale the C library refused, and its value.
    private static func environmentLocale() -> (variable: String, value: String) {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty {
                return (variable, value)
            }
        }
        return ("LANG", "")
    }
}
