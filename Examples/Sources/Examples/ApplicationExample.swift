// The Writing an app article: a single-instance GtkApplication that opens files.
import Binding
import BindingGtk

// snippet: application
@MainActor
func runViewer() -> Int32 {
    let app = Application(id: "org.example.Viewer", flags: .handlesOpen)
    app.onActivate { app in                              // started without files
        let window = ApplicationWindow(application: app, title: "Viewer")
        window.setDefaultSize(width: 480, height: 320)
        window.showAll()
    }
    app.onOpen { app, paths in                           // files on this or a second launch's command line
        for path in paths {
            let window = ApplicationWindow(application: app, title: path)
            window.add(Label(path))
            window.showAll()
        }
    }
    do {
        return try app.run(arguments: CommandLine.arguments)   // until its last window closes
    } catch {
        print("Viewer: \(error)")                              // no display: says to use xvfb-run -a
        return 1
    }
}
// end-snippet

// snippet: builder
/// The window of a `.ui` file (made with Glade or by hand) and its CSS, with the widgets to bind.
@MainActor
struct NoteWidgets {
    let window: Window
    let titleEntry: Entry
    let saveButton: Button

    static func load(ui: String, css: String) throws -> NoteWidgets {
        try StyleSheet(file: css).applyToApplication()
        let builder = try Builder(file: ui)      // throws BuilderError naming the file and GTK's message
        return NoteWidgets(
            window: try builder.get("window", as: Window.self),   // a missing id or another type throws
            titleEntry: try builder.get("title", as: Entry.self),
            saveButton: try builder.get("save", as: Button.self))
    }
}
// end-snippet
