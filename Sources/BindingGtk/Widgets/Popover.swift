import Binding
import CGtk

/// A bubble attached to a widget (`GtkPopover`), showing a menu model or any
/// content. Escape or a click outside closes it.
@MainActor
extension Popover {
    /// A new popover pointing at `relativeTo`, showing `model` as a menu.
    public convenience init(relativeTo: Widget, model: MenuModel) {
        self.init(gtk_popover_new_from_model(relativeTo.widgetPointer, model.menuModelPointer))
    }

    /// A new, empty popover pointing at `relativeTo`; add content with ``Container/add(_:)``.
    public convenience init(relativeTo: Widget) {
        self.init(gtk_popover_new(relativeTo.widgetPointer))
    }

    /// The wrapped `GtkPopover`.
    public var popoverPointer: UnsafeMutablePointer<GtkPopover> { widgetPointer(as: GtkPopover.self) }

    /// Shows the popover (with its transition).
    public func popup() { gtk_popover_popup(popoverPointer) }

    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popoverPointer) }
}
