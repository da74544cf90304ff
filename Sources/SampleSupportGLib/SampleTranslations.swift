import BindingGLib

/// The samples' translations: their gettext domain (the app ID; a GTK 4 port
/// shares its GTK 3 sample's) bound to the folder holding its catalogs,
/// installed or built.
public enum SampleTranslations {
    /// Binds `domain` to its installed catalogs, else to `buildDirectory` (see
    /// `Translations.bind(domain:buildLocaleDirectory:)`), so that `tr` and the
    /// `.ui` files follow the user's language. A problem is printed and the
    /// sample goes on in English. Call it before building windows.
    public static func bind(domain: String, buildDirectory: String) {
        do {
            try Translations.bind(domain: domain, buildLocaleDirectory: buildDirectory)
        } catch {
            SampleProcess.printError("\(domain): \(error)")
        }
    }
}
