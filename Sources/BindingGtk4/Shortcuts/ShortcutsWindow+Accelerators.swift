import Binding
import BindingGLib
import CGLib
import CGtk4

extension ShortcutsWindow {
    /// A new, hidden shortcuts window listing `accelerators`, one row per
    /// action, grouped and titled as ``/BindingGLib/ShortcutsOverview`` says
    /// (as GTK 3's shortcuts window): the application's actions (`app.`)
    /// under "Application", the window's (`win.`) under "Window", any others
    /// under "Other"; a row's title is `titles[action]`, else the label of
    /// the menu item in `menus` that activates the action, else the action's
    /// name made readable.
    ///
    /// GTK 4.8 adds sections, groups and shortcuts to a shortcuts window
    /// only from a `.ui` description, so the window is built from one
    /// written for the overview.
    public convenience init(listing accelerators: [ActionAccelerators], menus: [MenuModel] = [], titles: [String: String] = [:]) {
        let overview = ShortcutsOverview(listing: accelerators, menus: menus, titles: titles)
        let builder = gtk_builder_new_from_string(Self.description(of: overview), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let window = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!)
        self.init(window.assumingMemoryBound(to: GtkWidget.self))
    }

    /// A new, hidden shortcuts window listing every accelerator `application`
    /// has registered (``Application/actionAccelerators``), titled as
    /// ``init(listing:menus:titles:)`` says.
    public convenience init(application: Application, menus: [MenuModel] = [], titles: [String: String] = [:]) {
        self.init(listing: application.actionAccelerators, menus: menus, titles: titles)
    }

    /// The `.ui` description of a shortcuts window (id `shortcuts`) showing `overview`.
    static func description(of overview: ShortcutsOverview) -> String {
        var groups = ""
        for group in overview.groups {
            var shortcuts = ""
            for entry in group.entries {
                shortcuts += """
                <child><object class="GtkShortcutsShortcut">\
                <property name="accelerator">\(markup(entry.accelerator))</property>\
                <property name="title">\(markup(entry.title))</property>\
                </object></child>
                """
            }
            groups += """
            <child><object class="GtkShortcutsGroup">\
            <property name="title">\(markup(group.title))</property>\(shortcuts)\
            </object></child>
            """
        }
        return """
        <interface><object class="GtkShortcutsWindow" id="shortcuts">\
        <child><object class="GtkShortcutsSection">\
        <property name="section-name">shortcuts</property>\(groups)\
        </object></child>\
        </object></interface>
        """
    }

    /// `text` escaped for XML character data.
    private static func markup(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
