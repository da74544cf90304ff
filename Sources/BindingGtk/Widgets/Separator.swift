import CGtk

/// A thin line between groups of widgets (`GtkSeparator`).
@MainActor
open class Separator: Widget {
    /// A new separator: a horizontal line unless `vertical`.
    public convenience init(vertical: Bool = false) {
        self.init(gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL))
    }

    /// Wraps an existing `GtkSeparator`.
    override public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_separator_get_type(), for: "Separator")
        super.init(pointer)
    }
}
