import Binding
import CGtk

/// A button that opens a URI (`GtkLinkButton`). A ``Button``: `label`,
/// `rx.tap` and the other button bindings apply.
@MainActor
extension LinkButton {
    /// A new link to `uri`, showing `label` (or the URI).
    public convenience init(uri: String, label: String? = nil) {
        self.init(gtk_link_button_new_with_label(uri, label))
    }

    /// The wrapped `GtkLinkButton`.
    public var linkButtonPointer: UnsafeMutablePointer<GtkLinkButton> { widgetPointer(as: GtkLinkButton.self) }

    /// The URI opened on click.
    public var uri: String {
        get { String.borrowing(gtk_link_button_get_uri(linkButtonPointer)) ?? "" }
        set { ifAlive { gtk_link_button_set_uri(linkButtonPointer, newValue) } }
    }
}

extension Reactive where Base: LinkButton {
    /// Binds the URI opened on click.
    @MainActor public var uri: Binder<String> { binder { $0.uri = $1 } }
}
