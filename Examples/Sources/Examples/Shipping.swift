// The "Shipping your app" article: the window icon, About from the metainfo, the shortcuts window.
import Binding
import BindingGtk

@MainActor
final class NotesApp {
    let application = Application(id: "org.example.Notes")
    let primaryMenu = Menu {
        MenuEntry.section {
            MenuEntry.item("_Keyboard Shortcuts", action: "win.show-help-overlay", accelerator: "<Primary>question")
            MenuEntry.item("_About Notes", action: "app.about")
        }
    }

    // snippet: shipping-icon
    /// Before the first window: the icons embedded under the bundle's `icons/` folder become
    /// findable by name, and the app ID names every window's icon.
    func useAppIcon() {
        GResources.register()
        IconThemePaths.addResourcePath(GResources.basePath + "icons")
        Window.defaultIconName = "org.example.Notes"
    }
    // end-snippet

    // snippet: shipping-about-shortcuts
    /// About reads the metainfo embedded in the bundle; Ctrl+? lists every accelerator the
    /// application holds, titled by the menu's labels.
    func addAboutAndShortcuts(to window: ApplicationWindow) -> Disposable {
        window.addShortcutsWindow(menus: [primaryMenu])
        let about = Command<Void, Void>(name: "about") { [weak window] in
            guard let metainfo = try? AppMetainfo(resource: GResources.basePath + "org.example.Notes.metainfo.xml") else { return }
            await AboutDialog.show(metainfo: metainfo, parent: window)
        }
        return about => application.rx.action("about")
    }
    // end-snippet
}
