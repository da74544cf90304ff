import Binding
import BindingGLib
import CGLib
import CGtk4

/// A GTK 4 widget (`GtkWidget`): the base of every control and container.
///
/// Reach the wrapper of a widget GTK created (from a builder, a container) with
/// ``Widget/wrapper(for:)``.
///
/// Lifetime: a widget's bindings (``lifetime``, ``onDestroy(_:)``) end when it is disposed, and
/// for every widget of a window when the window is destroyed. GTK 4 differs from GTK 3 there:
/// `gtk_window_destroy` only takes the window off GTK's toplevel list, and neither the window nor
/// its children are disposed (no `destroy` signal) while anyone, such as a Swift wrapper, still
/// holds a reference; so ``Window`` ends its widgets' lifetimes itself when it leaves the list.
@MainActor
open class Widget: Object {
    /// The widget's lifetime state, which is also its wrapper anchor (shared with the GTK 3 layer).
    let lifetimeState: WidgetLifetimeState

    /// Wraps `pointer`, adopting its floating reference if it has one.
    ///
    /// - Precondition: `pointer` is a `GtkWidget` without a live wrapper.
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(UnsafeMutableRawPointer(pointer), of: gtk_widget_get_type(), for: "Widget")
        let state = WidgetLifetimeState()
        lifetimeState = state
        super.init(UnsafeMutableRawPointer(pointer), anchor: state)
        state.track(disposalOf: objectPointer)
    }

    /// The wrapper of a `GtkWidget` pointer: its live wrapper, else a new one of the most specific
    /// registered class.
    public static func wrapper(for pointer: UnsafeMutablePointer<GtkWidget>) -> Widget {
        Object.wrapper(for: UnsafeMutableRawPointer(pointer)) as! Widget
    }

    /// The wrapped `GtkWidget`.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkWidget.self)
    }

    /// A bag disposed when the widget is destroyed: subscriptions added here end with the widget
    /// (inserting after destruction disposes at once).
    public var lifetime: DisposeBag { lifetimeState.bag }

    /// Runs `action` when the widget is destroyed (at once if it already was). Dispose the result
    /// to cancel.
    @discardableResult
    public func onDestroy(_ action: @escaping @MainActor () -> Void) -> Disposable {
        lifetimeState.onDestroy(of: self, action)
    }

    /// The widget's name, used by CSS (`#name`) and by the test kit's lookup. Defaults to the
    /// GType name.
    public var name: String {
        get { String.borrowing(gtk_widget_get_name(widgetPointer)) ?? "" }
        set { ifAlive { gtk_widget_set_name(widgetPointer, newValue) } }
    }

    /// The id the widget had in a GtkBuilder file, if it came from one.
    public var buildableID: String? {
        String.borrowing(gtk_buildable_get_buildable_id(cgtk4_buildable(widgetPointer)))
    }

    /// Whether the widget is shown (GTK 4 widgets are visible by default; a window is shown by
    /// ``Window/present()``).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { ifAlive { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) } }
    }

    /// Whether the widget reacts to input (`sensitive`).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { ifAlive { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) } }
    }

    /// Alias of ``isSensitive`` in RxCocoa's words.
    public var isEnabled: Bool {
        get { isSensitive }
        set { isSensitive = newValue }
    }

    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map { Widget.wrapper(for: $0) }
    }

    /// The widget's children, in order (GTK 4 widgets list their children themselves, containers
    /// or not).
    public var children: [Widget] {
        childPointers(of: widgetPointer).map { Widget.wrapper(for: $0) }
    }

    /// Adds CSS class `name` to the widget (`.name` in a stylesheet).
    public func addCSSClass(_ name: String) {
        ifAlive { gtk_widget_add_css_class(widgetPointer, name) }
    }

    /// Removes CSS class `name` from the widget.
    public func removeCSSClass(_ name: String) {
        ifAlive { gtk_widget_remove_css_class(widgetPointer, name) }
    }

    /// Whether the widget has CSS class `name`.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widgetPointer, name) != 0
    }

    /// The first widget of this one's subtree (itself included, depth first) with `name` as its
    /// ``name`` or ``buildableID``, if any.
    public func descendant(named name: String) -> Widget? {
        descendantPointer { pointer in
            String.borrowing(gtk_widget_get_name(pointer)) == name
                || String.borrowing(gtk_buildable_get_buildable_id(cgtk4_buildable(pointer))) == name
        }.map { Widget.wrapper(for: $0) }
    }

    /// The first widget of this one's subtree (itself included, depth first) of Swift type `type`.
    public func descendant<Found: Widget>(ofType type: Found.Type) -> Found? {
        var found: Found?
        _ = descendantPointer { pointer in
            found = Widget.wrapper(for: pointer) as? Found
            return found != nil
        }
        return found
    }

    /// The first pointer of the subtree, depth first, for which `matches` holds.
    private func descendantPointer(
        _ matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var pending = [widgetPointer]
        while let pointer = pending.popLast() {
            if matches(pointer) { return pointer }
            pending.append(contentsOf: childPointers(of: pointer).reversed())
        }
        return nil
    }
}

/// The children of `pointer`, in order.
@MainActor
func childPointers(of pointer: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(pointer)
    while let current = child {
        result.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}
