/// What a keyboard shortcuts window lists, toolkit-free: the accelerators an
/// application holds, one entry per action, in groups. Both front ends'
/// `ShortcutsWindow(listing:menus:titles:)` show it.
///
/// The application's actions (`app.`) are under "Application", the
/// window's (`win.`) under "Window", any others under "Other"; empty groups
/// are left out. An entry's title is `titles[action]`, else the label of the
/// menu item in `menus` that activates the action (without its mnemonic
/// underscore), else the action's name made readable (`win.open-search`
/// reads "Open search").
public struct ShortcutsOverview: Sendable, Equatable {
    /// One listed action.
    public struct Entry: Sendable, Equatable {
        /// The detailed action name.
        public let action: String
        /// The title shown beside the keys.
        public let title: String
        /// The action's accelerators in GTK's syntax, separated by spaces
        /// (as `GtkShortcutsShortcut:accelerator` takes several).
        public let accelerator: String
    }

    /// One titled group of entries.
    public struct Group: Sendable, Equatable {
        /// The group's heading.
        public let title: String
        /// Its entries, in action-name order.
        public let entries: [Entry]
    }

    /// The groups, in the order Application, Window, Other.
    public let groups: [Group]

    /// The overview of `accelerators`, titled from `titles` and the labels of `menus`.
    @MainActor
    public init(listing accelerators: [ActionAccelerators], menus: [MenuModel] = [], titles: [String: String] = [:]) {
        var labels: [String: String] = [:]
        for menu in menus { Self.collectLabels(of: menu, into: &labels) }
        groups = [("app.", "Application"), ("win.", "Window"), ("", "Other")].compactMap { prefix, heading in
            let members = accelerators.filter { entry in
                prefix.isEmpty ? !entry.action.hasPrefix("app.") && !entry.action.hasPrefix("win.") : entry.action.hasPrefix(prefix)
            }
            guard !members.isEmpty else { return nil }
            return Group(title: heading, entries: members.map { entry in
                Entry(action: entry.action,
                      title: titles[entry.action] ?? labels[entry.action] ?? ActionAccelerators.readableTitle(of: entry.action),
                      accelerator: entry.accelerators.joined(separator: " "))
            })
        }
    }

    @MainActor
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
