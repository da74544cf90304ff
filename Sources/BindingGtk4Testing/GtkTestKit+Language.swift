import BindingGLib
import BindingGtk4
import MVVM

extension GtkTestKit {
    /// Runs `body` as an app started in `language` would run it (the translation tests of this
    /// package's GTK 4 samples): `domain` bound to the compiled catalogs in `catalogs`
    /// (`<language>/LC_MESSAGES/<domain>.mo`), gettext's `LANGUAGE` set to `language` and every
    /// locale category to `locale`; then English again (the identity translator, the process's
    /// language and locale). Windows built during `body` load their `.ui` strings in `language`.
    ///
    /// - Throws: ``/BindingGLib/TranslationsError/localeUnavailable(variable:value:)`` when `locale`
    ///   is not installed, another `TranslationsError` when `catalogs` cannot be bound, and
    ///   whatever `body` throws.
    package static func withLanguage<Result>(
        _ language: String, locale: String, domain: String, catalogs: String, perform body: () throws -> Result
    ) throws -> Result {
        try Localization.withTranslator(IdentityTranslator()) {
            do throws(TranslationsError) {
                try Translations.bind(domain: domain, localeDirectory: catalogs)
            } catch {
                // A locale the environment names but the system lacks: the domain is bound all the same.
                guard case .localeUnavailable = error else { throw error }
            }
            guard let result = try ProcessLanguage.run(language, locale: locale, perform: body) else {
                throw TranslationsError.localeUnavailable(variable: "LC_ALL", value: locale)
            }
            return result
        }
    }
}
