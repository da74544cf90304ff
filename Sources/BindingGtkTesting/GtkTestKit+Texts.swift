import BindingGtk
import CGLib
import CGtk

/// A piece of text a window shows or announces, found by ``GtkTestKit/shownTexts(in:)``.
public struct ShownText: Equatable, Sendable, CustomStringConvertible {
    /// Where on the widget the text is.
    public enum Kind: String, Equatable, Sendable {
        /// A window's or header bar's title or subtitle, a file chooser button's dialog title.
        case title
        /// A label's text (a button's label is its child label).
        case label
        /// A tooltip.
        case tooltip
        /// An entry's placeholder.
        case placeholder
        /// An item of a menu model attached to a menu button.
        case menuItem
        /// A row of a combo box.
        case comboItem
        /// The name assistive technologies announce.
        case accessibleName
        /// The description assistive technologies announce.
        case accessibleDescription
    }

    /// The text as GTK returns it (a menu item's label keeps its mnemonic underscore).
    public let text: String
    /// Where it is.
    public let kind: Kind
    /// The widget holding it: its class and GtkBuilder id (or widget name), `GtkLabel#name_label`.
    public let widget: String

    /// A text found on `widget`.
    public init(text: String, kind: Kind, widget: String) {
        self.text = text
        self.kind = kind
        self.widget = widget
    }

    /// `GtkLabel#name_label label "Name"`.
    public var description: String { "\(widget) \(kind.rawValue) \"\(text)\"" }
}

extension GtkTestKit {
    /// Every non-empty text `root` and the widgets under it show or announce:
    /// titles, labels, tooltips, placeholders, the items of attached menus,
    /// the rows of combo boxes, accessible names and descriptions. Hidden
    /// widgets count (a hidden label shows later); what the user typed
    /// (an entry's text) does not.
    ///
    /// A translation test walks a window in a pseudo-locale with it and fails
    /// on any text the translation did not reach.
    public static func shownTexts(in root: Widget) -> [ShownText] {
        var texts: [ShownText] = []
        for widget in descendants(of: root) {
            let place = placeName(of: widget)
            func add(_ text: String?, _ kind: ShownText.Kind) {
                if let text, !text.isEmpty { texts.append(ShownText(text: text, kind: kind, widget: place)) }
            }
            add(widget.tooltipText, .tooltip)
            add(widget.accessibleName, .accessibleName)
            add(widget.accessibleDescription, .accessibleDescription)
            switch widget {
            case let label as Label: add(label.text, .label)
            case let entry as Entry: add(entry.placeholderText, .placeholder)
            case let window as Window: add(window.title, .title)
            case let headerBar as HeaderBar:
                add(headerBar.title, .title)
                add(headerBar.subtitle, .title)
            case let chooser as FileChooserButton: add(chooser.title, .title)
            case let menuButton as MenuButton:
                for label in menuButton.menuModel.map(menuLabels) ?? [] { add(label, .menuItem) }
            case let combo as ComboBoxText:
                for row in comboRows(combo.comboBoxPointer) { add(row, .comboItem) }
            default: break
            }
        }
        return texts
    }

    /// `GtkLabel#name_label`: the widget's GTK class and its builder id or name.
    private static func placeName(of widget: Widget) -> String {
        let id = widget.buildableID ?? (widget.name.hasPrefix("Gtk") ? nil : widget.name)
        return id.map { widget.typeName + "#" + $0 } ?? widget.typeName
    }

    /// The labels of `model`'s items, its sections' and its submenus'.
    private static func menuLabels(_ model: MenuModel) -> [String] {
        (0..<model.itemCount).flatMap { index -> [String] in
            let own = model.label(at: index).map { [$0] } ?? []
            let linked = [MenuLinkKind.section, .submenu].compactMap { model.link(at: index, kind: $0) }
            return own + linked.flatMap(menuLabels)
        }
    }

    /// The texts of a combo box's rows (its entry-text column, or column 0).
    private static func comboRows(_ combo: UnsafeMutablePointer<GtkComboBox>) -> [String] {
        guard let model = gtk_combo_box_get_model(combo) else { return [] }
        let column = max(0, gtk_combo_box_get_entry_text_column(combo))
        var rows: [String] = []
        var iter = GtkTreeIter()
        var valid = gtk_tree_model_get_iter_first(model, &iter) != 0
        while valid {
            var value = GValue()
            gtk_tree_model_get_value(model, &iter, column, &value)
            if let text = g_value_get_string(&value) { rows.append(String(cString: text)) }
            g_value_unset(&value)
            valid = gtk_tree_model_iter_next(model, &iter) != 0
        }
        return rows
    }
}
