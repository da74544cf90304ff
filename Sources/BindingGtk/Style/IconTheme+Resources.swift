import CGtk

/// The default icon theme's search path.
@MainActor
public enum IconThemePaths {
    /// Makes the icons under `path` in the registered resources findable by
    /// name (`gtk_icon_theme_add_resource_path`): put them in
    /// `path/<size>x<size>/<context>/` or `path/scalable/<context>/` folders,
    /// as in an icon theme, for example `/org/example/App/icons/scalable/actions/`.
    /// Adding the same path twice does nothing more.
    public static func addResourcePath(_ path: String) {
        guard !added.contains(path), let theme = gtk_icon_theme_get_default() else { return }
        added.insert(path)
        gtk_icon_theme_add_resource_path(theme, path)
    }

    /// Whether the default icon theme has an icon named `name`, from the
    /// theme or from a path added with ``addResourcePath(_:)``.
    public static func hasIcon(named name: String) -> Bool {
        guard let theme = gtk_icon_theme_get_default() else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }

    private static var added: Set<String> = []
}
