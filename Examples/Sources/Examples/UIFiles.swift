// The "UI files and resources" article: typed outlets and styles from the GResource bundle
// GResourcePlugin embeds (the .ui, CSS and app-id files are in Resources/).
import Binding
import BindingGtk

final class GreeterViewModel {
    @Mutable var name = ""
    var greeting: Driver<String> { $name.asDriver().map { $0.isEmpty ? "" : "Hello, \($0)!" } }
}

@MainActor
final class GreeterWindow: BindingContext {
    let disposeBag = DisposeBag()
    let viewModel = GreeterViewModel()
    let ui: GreeterUI

    // snippet: ui-files-outlets
    init() throws {
        // One call builds greeter.ui from the embedded bundle and finds every object with an id,
        // typed: `ui.nameEntry` is an `Entry` (id "name_entry"), `ui.greetingLabel` a `Label`.
        ui = try GreeterUI.load()
        try StyleSheet(resource: GResources.basePath + "greeter.css").applyToApplication()
        binding {
            viewModel.$name <=> ui.nameEntry.rx.text ?? ""
            viewModel.greeting => ui.greetingLabel.rx.text
        }
    }
    // end-snippet
}

// snippet: ui-files-errors
/// What a stale or broken file looks like at run time (the build catches it first).
@MainActor
func describeLoadFailure() -> String? {
    do {
        _ = try GreeterUI.load()
        return nil
    } catch {
        // For example: /org/example/Greeter/greeter.ui, object "name_entry": no object with id …
        return "\(error.file) \(error.id ?? "") \(error.reason)"
    }
}
// end-snippet
