// The Settings article: preferences stored in GSettings.
import Binding
import BindingGtk

final class PreferencesViewModel {
    @Mutable var darkMode = false
}

@MainActor
final class PreferencesWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = PreferencesViewModel()
    let darkSwitch = Switch()

    // snippet: settings-bind
    /// `schemas` holds the app's `*.gschema.xml`; `compiled` is a folder for the compiled schema.
    func bind(schemas: String, compiled: String) throws(SettingsError) {
        try SettingsSchemas.compile(from: schemas, into: compiled)   // development runs; installed apps skip this
        let settings = try GioSettings(schemaID: "org.example.App", schemaDirectory: compiled)
        disposeBag.insert(try settings.bind("dark-mode", to: viewModel.$darkMode))
        binding {
            viewModel.$darkMode <=> darkSwitch.rx.isOn
            settings.isWritable("dark-mode") => darkSwitch.rx.isEnabled   // a locked key greys its widget out
            settings.problems => { problem in print(problem) }           // a write GSettings refused
        }
    }
    // end-snippet
}
