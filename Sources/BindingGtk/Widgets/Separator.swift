import CGtk

/// A thin line between groups of widgets (`GtkSeparator`).
@MainActor
extension Separator {
    /// A new separator: a horizontal line unless `vertical`.
    public convenience init(vertical: Bool = false) {
        self.init(gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL))
    }

}
