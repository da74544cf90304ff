import BindingGLib
import CGtk

extension ShortcutsWindow {
    /// A new, hidden shortcuts window listing `accelerators`, one row per
    /// action, grouped and titled as ``/BindingGLib/ShortcutsOverview`` says: the application's
    /// actions (`app.`) under "Application", the window's (`win.`) under
    /// "Window", any others under "Other"; a row's title is `titles[action]`,
    /// else the label of the menu item in `menus` that activates the action
    /// (without its mnemonic underscore), else the action's name made
    /// readable (`win.open-search` reads "Open search").
    ///
    /// Hide it rather than destroy it: GTK 3.24 leaves a signal handler of a
    /// destroyed shortcuts window behind, which logs a critical at the next
    /// style change (a stylesheet or the theme changing).
    public convenience init(listing accelerators: [ActionAccelerators], menus: [MenuModel] = [], titles: [String: String] = [:]) {
        self.init()
        let section = ShortcutsSection()
        section.sectionName = "shortcuts"
        section.show()
        for listed in ShortcutsOverview(listing: accelerators, menus: menus, titles: titles).groups {
            let group = ShortcutsGroup()
            group.title = listed.title
            group.show()
            for entry in listed.entries {
                let shortcut = ShortcutsShortcut()
                shortcut.accelerator = entry.accelerator
                shortcut.title = entry.title
                shortcut.show()
                group.add(shortcut)
            }
            section.add(group)
        }
        add(section)
    }

    /// A new, hidden shortcuts window listing every accelerator `application`
    /// has registered (``Application/actionAccelerators``), titled as
    /// ``init(listing:menus:titles:)`` says.
    public convenience init(application: Application, menus: [MenuModel] = [], titles: [String: String] = [:]) {
        self.init(listing: application.actionAccelerators, menus: menus, titles: titles)
    }
}
