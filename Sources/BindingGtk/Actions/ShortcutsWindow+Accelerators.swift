import BindingGLib
import CGtk

extension ShortcutsWindow {
    /// A new, hidden shortcuts window listing `accelerators`, one row per
    /// action: the application's actions (`app.`) under "Application", the
    /// window's (`win.`) under "Window", any others under "Other".
    ///
    /// A row's title is `titles[action]`, else the label of the menu item in
    /// `menus` that activates the action (without its mnemonic underscore),
    /// else the action's name made readable (`win.open-search` reads "Open search").
    ///
    /// Hide it rather than destroy it: GTK 3.24 leaves a signal handler of a
    /// destroyed shortcuts window behind, which logs a critical at the next
    /// style change (a stylesheet or the theme changing).
    public convenience init(listing accelerators: [ActionAccelerators], menus: [MenuModel] = [], titles: [String: String] = [:]) {
        self.init()
        var labels: [String: String] = [:]
        for menu in menus { Self.collectLabels(of: menu, into: &labels) }
        let section = ShortcutsSection()
        section.sectionName = "shortcuts"
        section.show()
        for (prefix, heading) in [("app.", "Application"), ("win.", "Window"), ("", "Other")] {
            let members = accelerators.filter { entry in
                prefix.isEmpty ? !entry.action.hasPrefix("app.") && !entry.action.hasPrefix("win.") : entry.action.hasPrefix(prefix)
            }
            guard !members.isEmpty else { continue }
            let group = ShortcutsGroup()
            group.title = heading
            group.show()
            for entry in members {
                let shortcut = ShortcutsShortcut()
                shortcut.accelerator = entry.accelerators.joined(separator: " ")
                shortcut.title = titles[entry.action] ?? labels[entry.action] ?? ActionAccelerators.readableTitle(of: entry.action)
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

    private static func collectLabels(of menu: MenuModel, into labels: inout [String: String]) {
        for index in 0..<menu.itemCount {
            if let action = menu.action(at: index), let label = menu.label(at: index), labels[action] == nil {
                // A mnemonic's underscore goes; a doubled one is a literal underscore.
                labels[action] = label.replacing("__", with: "\u{0}").replacing("_", with: "").replacing("\u{0}", with: "_")
            }
            for kind in [MenuLinkKind.section, .submenu] {
                if let linked = menu.link(at: index, kind: kind) { collectLabels(of: linked, into: &labels) }
            }
        }
    }
}
