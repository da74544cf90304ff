// The "Translating your app" article: marking strings, binding the domain, testing without GLib.
import Binding
import BindingGtk

// snippet: translations-mark
final class InboxViewModel {
    @Bindable var title = tr("Inbox")
    @Bindable var summary = ""

    func update(unread: Int, folder: String) {
        // TRANSLATORS: {1} is a number of messages, {2} the name of a folder
        summary = tr("{1} unread message in {2}", plural: "{1} unread messages in {2}",
                     count: unread, with: unread, folder)
    }

    let archiveLabel = tr("Archive", context: "verb")
}
// end-snippet

@MainActor
enum TranslatedApp {
    // snippet: translations-bind
    static func main(localeDirectory: String, window uiFile: String) throws {
        do {
            try Translations.bind(domain: "org.example.Inbox", localeDirectory: localeDirectory)
        } catch {
            print(error)   // says why, and that the app goes on in English
        }
        try Gtk.initialize()
        let builder = try Builder(file: uiFile)   // its translatable="yes" strings in the user's language
        _ = builder
    }
    // end-snippet
}

// snippet: translations-test
func inboxSummaryInGerman() -> String {
    let german = DictionaryTranslator(
        plurals: ["{1} unread message in {2}": ["{1} ungelesene Nachricht in {2}", "{1} ungelesene Nachrichten in {2}"]])
    return Localization.withTranslator(german) {
        let viewModel = InboxViewModel()
        viewModel.update(unread: 3, folder: "Post")
        return viewModel.summary   // "3 ungelesene Nachrichten in Post"
    }
}
// end-snippet
