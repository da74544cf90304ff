// Gtk4StartupProbe: the Swift side of the GTK 4 start-up rows of Gtk4Benchmarks.
//
// Starts GTK 4, loads the .ui file it is given through the library's Builder, binds a view model
// to the window's fields, labels and buttons, presents the window and exits once its first frame
// is rendered: the first "render" of the window's surface (CFrameWatch), as Gtk4StartupBaselineC
// does in plain C with the same file.
//
// usage: Gtk4StartupProbe PATH/TO/profile-form.ui
#if canImport(Glibc)
import Glibc
#endif
import Binding
import BindingGtk4
import CFrameWatch
import CGtk4

/// The window's bindings, ended with the window (its widgets' `lifetime`).
struct WindowBindings: BindingContext {
    let disposeBag: DisposeBag
}

/// Binds `model` to the form `builder` loaded and returns its window.
@MainActor
func bindForm(_ builder: Builder, to model: ProfileFormModel) throws(BuilderError) -> Window {
    let window = try builder.get("profile_window", as: Window.self)
    let nameEntry = try builder.get("name_entry", as: Entry.self)
    let emailEntry = try builder.get("email_entry", as: Entry.self)
    let ageEntry = try builder.get("age_entry", as: Entry.self)
    let problems = try ["name_error", "email_error", "age_error", "bio_error"].map { id throws(BuilderError) in
        try builder.get(id, as: Label.self)
    }
    let errorLabel = try builder.get("error_label", as: Label.self)
    let errorBar = try builder.get("error_bar", as: InfoBar.self)
    let spinner = try builder.get("saving_spinner", as: Spinner.self)
    let savingLabel = try builder.get("saving_label", as: Label.self)
    let saveButton = try builder.get("save_button", as: Button.self)
    WindowBindings(disposeBag: window.lifetime).binding {
        model.$name <=> nameEntry.rx.text ?? ""
        model.$email <=> emailEntry.rx.text ?? ""
        model.$age <=> ageEntry.rx.text ?? ""
        model.$nameProblem => problems[0].rx.text
        model.$emailProblem => problems[1].rx.text
        model.$ageProblem => problems[2].rx.text
        model.$bioProblem => problems[3].rx.text
        model.$errorMessage => errorLabel.rx.text
        model.$errorMessage.map { !$0.isEmpty } => errorBar.rx.isRevealed
        model.$isSaving => spinner.rx.spinning
        model.$isSaving => savingLabel.rx.isVisible
        model.$name.map { !$0.isEmpty } => saveButton.rx.isSensitive
    }
    return window
}

/// Writes `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
    let line = "Gtk4StartupProbe: \(message)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    print("usage: Gtk4StartupProbe PATH/TO/profile-form.ui")
    exit(2)
}
MainActor.assumeIsolated {
    do {
        try Gtk.initialize()
        var contents: UnsafeMutablePointer<CChar>?
        guard g_file_get_contents(arguments[1], &contents, nil, nil) != 0, let contents else {
            fail("cannot read \(arguments[1])")
        }
        let xml = String(cString: contents)
        g_free(contents)
        let model = ProfileFormModel()
        let window = try bindForm(try Builder(string: xml), to: model)
        frame_watch_start()
        window.present()
        guard MainLoop.run(until: { frame_watch_renders() > 0 }, timeout: .seconds(30)) else {
            fail("no frame within 30 s")
        }
        window.destroy()
    } catch {
        fail("\(error)")
    }
}
