import Binding
import CGLib
import CGtk

/// A GTK widget (`GtkWidget`): the base of every control and container.
///
/// Create subclasses through their own initialisers (`Label("Hi")`); reach
/// the wrapper of a widget GTK created (from a builder, a container) with
/// ``Widget/wrapper(for:)``.
@MainActor
open class Widget: Object {
    /// The widget's lifetime state, which is also its wrapper anchor.
    let lifetimeState: WidgetLifetimeState

    /// Wraps `pointer`, adopting its floating reference if it has one.
    ///
    /// - Precondition: `pointer` is a `GtkWidget` without a live wrapper.
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        Self.requireInstance(pointer, of: gtk_widget_get_type(), for: "Widget")
        WrapperRegistry.addGtkClasses()
        let state = WidgetLifetimeState()
        lifetimeState = state
        super.init(UnsafeMutableRawPointer(pointer), anchor: state)
        trackDestruction()
    }

    /// The wrapper of a `GtkWidget` pointer: its live wrapper, else a new one
    /// of the most specific registered class.
    public static func wrapper(for pointer: UnsafeMutablePointer<GtkWidget>) -> Widget {
        Object.wrapper(for: UnsafeMutableRawPointer(pointer)) as! Widget
    }

    /// The wrapped `GtkWidget`.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GtkWidget.self)
    }

    /// Destroys the widget (for a window: closes it and destroys its children).
    /// Does nothing if it is already destroyed. The wrapper stays valid.
    public func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widgetPointer)
    }

    /// Alias of ``isSensitive`` in RxCocoa's words.
    public var isEnabled: Bool {
        get { isSensitive }
        set { isSensitive = newValue }
    }

    /// The opposite of ``isVisible``.
    public var isHidden: Bool {
        get { !isVisible }
        set { isVisible = !newValue }
    }

    /// The widget's name, used by CSS (`#name`) and by the test kit's lookup.
    /// Defaults to the GType name.
    public var name: String {
        get { String.borrowing(gtk_widget_get_name(widgetPointer)) ?? "" }
        set { ifAlive { gtk_widget_set_name(widgetPointer, newValue) } }
    }

    /// The id the widget had in a GtkBuilder file, if it came from one.
    public var buildableID: String? {
        String.borrowing(gtk_buildable_get_name(cgtk_buildable(widgetPointer)))
    }

    /// Whether the widget is the focus widget of its window (`is-focus`):
    /// the one that receives keys while the window is active. Unlike
    /// ``hasKeyboardFocus`` it does not depend on the window manager giving
    /// the window itself the input focus.
    public var hasFocus: Bool { gtk_widget_is_focus(widgetPointer) != 0 }

    /// Whether the widget has the input focus right now (`has-focus`): it is
    /// the focus widget and its window is the active one.
    public var hasKeyboardFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Makes the widget the focus widget of its window (if it can take focus).
    public func grabFocus() {
        ifAlive { gtk_widget_grab_focus(widgetPointer) }
    }

    /// Takes the focus away from the widget if it is its window's focus widget.
    public func resignFocus() {
        guard !isDestroyed, hasFocus, let toplevel = gtk_widget_get_toplevel(widgetPointer),
              cglib_instance_is_a(toplevel, gtk_window_get_type()) != 0 else { return }
        gtk_window_set_focus(cgtk_window(toplevel), nil)
    }

    /// The CSS style classes currently on the widget.
    public var styleClasses: [String] {
        let context = gtk_widget_get_style_context(widgetPointer)
        var names: [String] = []
        var list = gtk_style_context_list_classes(context)
        let head = list
        while let node = list {
            if let data = node.pointee.data {
                names.append(String(cString: data.assumingMemoryBound(to: CChar.self)))
            }
            list = node.pointee.next
        }
        g_list_free(head)
        return names
    }

    /// `true` if the widget has the CSS style class `name`.
    public func hasStyleClass(_ name: String) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widgetPointer), name) != 0
    }

    /// Adds (`enabled == true`) or removes the CSS style class `name`.
    public func setStyleClass(_ name: String, enabled: Bool) {
        guard !isDestroyed else { return }
        let context = gtk_widget_get_style_context(widgetPointer)
        if enabled {
            gtk_style_context_add_class(context, name)
        } else {
            gtk_style_context_remove_class(context, name)
        }
    }

    /// Shows the widget.
    public func show() { isVisible = true }

    /// Hides the widget.
    public func hide() { isVisible = false }

    /// Shows the widget and, for containers, all of its descendants.
    public func showAll() {
        ifAlive { gtk_widget_show_all(widgetPointer) }
    }

    /// The widget's parent container, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map { Widget.wrapper(for: $0) }
    }

    /// The widget's allocated size in pixels (zero before it is laid out).
    public var allocatedSize: (width: Int, height: Int) {
        (Int(gtk_widget_get_allocated_width(widgetPointer)), Int(gtk_widget_get_allocated_height(widgetPointer)))
    }
}
