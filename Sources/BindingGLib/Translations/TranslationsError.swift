/// Why `Translations.bind(domain:localeDirectory:)` could not make the
/// app's messages follow the user's language. The app keeps working: its
/// messages stay in English.
public enum TranslationsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder of compiled catalogs (`<dir>/<lang>/LC_MESSAGES/<domain>.mo`) does not exist.
    case localeDirectoryMissing(path: String)
    /// The C library refused the locale the environment names (`LC_ALL`,
    /// `LC_MESSAGES` or `LANG`): it is not installed, so glibc stays in the
    /// `C` locale, where it ignores `LANGUAGE` and translates nothing.
    case localeUnavailable(variable: String, value: String)
    /// gettext refused to bind the domain (out of memory, or an empty domain name).
    case bindingFailed(domain: String)

    /// The problem and what to do about it, for a log line.
    public var description: String {
        switch self {
        case .localeDirectoryMissing(let path):
            return "translations not loaded: no locale folder at \(path); messages stay in English"
        case .localeUnavailable(let variable, let value):
            return "translations not loaded: the locale \(value) named by \(variable) is not installed "
                + "(`locale -a` lists the installed ones; on Debian add it to /etc/locale.gen and run locale-gen); "
                + "messages stay in English"
        case .bindingFailed(let domain):
            return "translations not loaded: gettext could not bind the domain \"\(domain)\"; messages stay in English"
        }
    }
}
