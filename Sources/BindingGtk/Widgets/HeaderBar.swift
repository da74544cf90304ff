import Binding
import CGtk

/// A title bar with a title, a subtitle and buttons (`GtkHeaderBar`).
@MainActor
extension HeaderBar {
    /// A new header bar.
    public convenience init(title: String? = nil, subtitle: String? = nil, showCloseButton: Bool = true) {
        self.init(gtk_header_bar_new())
        self.title = title
        self.subtitle = subtitle
        gtk_header_bar_set_show_close_button(headerBarPointer, showCloseButton ? 1 : 0)
    }

    /// The wrapped `GtkHeaderBar`.
    public var headerBarPointer: UnsafeMutablePointer<GtkHeaderBar> { widgetPointer(as: GtkHeaderBar.self) }

    /// The title.
    public var title: String? {
        get { String.borrowing(gtk_header_bar_get_title(headerBarPointer)) }
        set { ifAlive { gtk_header_bar_set_title(headerBarPointer, newValue) } }
    }

    /// The smaller line below the title.
    public var subtitle: String? {
        get { String.borrowing(gtk_header_bar_get_subtitle(headerBarPointer)) }
        set { ifAlive { gtk_header_bar_set_subtitle(headerBarPointer, newValue) } }
    }
}

extension Reactive where Base: HeaderBar {
    /// Binds the title.
    @MainActor public var title: Binder<String?> { binder { $0.title = $1 } }

    /// Binds the subtitle.
    @MainActor public var subtitle: Binder<String?> { binder { $0.subtitle = $1 } }
}
