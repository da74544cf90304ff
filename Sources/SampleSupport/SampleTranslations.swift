import BindingGtk
import Foundation

/// The samples' translations: their gettext domain (the app ID) bound to the
/// folder holding its catalogs, installed or built.
public enum SampleTranslations {
    /// Binds `domain` to ``localeDirectory(domain:executable:buildDirectory:)``
    /// for this executable, so that `tr` and the `.ui` files follow the
    /// user's language. A problem is printed and the sample goes on in English.
    /// Call it before building windows.
    public static func bind(domain: String, buildDirectory: String) {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        do {
            try Translations.bind(
                domain: domain,
                localeDirectory: localeDirectory(domain: domain, executable: executable, buildDirectory: buildDirectory))
        } catch {
            SampleExecutable.printError("\(domain): \(error)")
        }
    }

    /// Where the catalogs of `domain` are for the program at `executable`: the
    /// install prefix's `share/locale` (`<prefix>/bin/<name>` reads
    /// `<prefix>/share/locale`) when it holds a `<lang>/LC_MESSAGES/<domain>.mo`,
    /// else `buildDirectory`, the folder `swift build` compiled them into
    /// (`BuildTranslations.localeDirectory`, from TranslationsPlugin).
    public static func localeDirectory(domain: String, executable: String, buildDirectory: String) -> String {
        let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
        let installed = prefix.appendingPathComponent("share/locale")
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: installed.path)) ?? []
        let hasCatalog = languages.contains { language in
            FileManager.default.fileExists(atPath: installed.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo").path)
        }
        return hasCatalog ? installed.path : buildDirectory
    }
}
