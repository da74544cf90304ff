import CGLib
import CGtk

/// Draws the column headers that `gtk_widget_draw` leaves out of a picture of
/// a `GtkTreeView`, for the duration of one rendering.
///
/// GTK 3.24's `gtk_tree_view_draw` draws the rows through the view's pixel
/// cache, then the header buttons with `gtk_container_propagate_draw`. When
/// the target is not a surface of the cache's own type (an image surface,
/// while the cache is an X11 surface) or there is no cache,
/// `_gtk_pixel_cache_draw` clips the context to the rows' area and leaves
/// that clip in place, so the buttons fall outside it and are skipped: the
/// header band stays empty. On screen the cache's surface matches and the
/// clip is restored, so the titles show.
///
/// While installed, it notes which header buttons GTK draws and, after each
/// tree view's own drawing (GTK's draw marshaller has restored the context by
/// then), draws the visible headers that were skipped, the way GTK's header
/// loop would: same context, same order (before anything drawn above the
/// tree view), same clip from the parents.
@MainActor
final class SkippedHeaderPainter {
    private struct Connection {
        let instance: UnsafeMutableRawPointer
        let handlerID: UInt
    }

    private var connections: [Connection] = []
    private var drawnButtons = Set<UnsafeMutableRawPointer>()

    /// Runs `draw` (a `gtk_widget_draw` of `root`) with every tree view under
    /// `root` watched (itself and internal children included); the handlers
    /// and the references it takes on the watched widgets end with it.
    static func whileDrawing(_ root: UnsafeMutablePointer<GtkWidget>, _ draw: () -> Void) {
        let painter = SkippedHeaderPainter()
        for treeView in treeViews(under: root) {
            painter.watch(treeView)
        }
        defer { painter.remove() }
        draw()
    }

    private init() {}

    /// Disconnects the handlers and drops the references.
    private func remove() {
        for connection in connections {
            g_signal_handler_disconnect(connection.instance, gulong(connection.handlerID))
            g_object_unref(connection.instance)
        }
        connections = []
        drawnButtons = []
    }

    private func watch(_ treeView: UnsafeMutablePointer<GtkTreeView>) {
        for button in Self.headerButtons(of: treeView) {
            connect(UnsafeMutableRawPointer(button), after: false) { [unowned self] _ in
                self.drawnButtons.insert(UnsafeMutableRawPointer(button))
                return false
            }
        }
        connect(UnsafeMutableRawPointer(treeView), after: true) { [unowned self] context in
            self.drawSkippedHeaders(of: treeView, on: context)
            return false
        }
    }

    private func connect(_ instance: UnsafeMutableRawPointer, after: Bool, handler: @escaping PointerBoolSignalHandler) {
        let trampoline = unsafeBitCast(pointerBoolSignalTrampoline, to: UnsafeRawPointer.self)
        let id = connectSignal(instance, "draw", box: SignalHandlerBox<PointerBoolSignalHandler>(handler),
                               trampoline: trampoline, after: after)
        g_object_ref(instance)
        connections.append(Connection(instance: instance, handlerID: id))
    }

    /// `gtk_tree_view_draw`'s header loop, for the buttons it did not draw.
    private func drawSkippedHeaders(of treeView: UnsafeMutablePointer<GtkTreeView>, on context: UnsafeMutableRawPointer?) {
        guard let context else { return }
        let cairo = OpaquePointer(context)
        for button in Self.headerButtons(of: treeView) where !drawnButtons.contains(UnsafeMutableRawPointer(button)) {
            guard gtk_widget_is_drawable(button) != 0 else { continue }
            gtk_container_propagate_draw(cgtk_container(treeView), button, cairo)
        }
    }

    /// The buttons of the tree view's visible columns, in column order.
    private static func headerButtons(of treeView: UnsafeMutablePointer<GtkTreeView>) -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_tree_view_get_columns(treeView)
        defer { g_list_free(list) }
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            let column = current.pointee.data.assumingMemoryBound(to: GtkTreeViewColumn.self)
            if gtk_tree_view_column_get_visible(column) != 0, let button = gtk_tree_view_column_get_button(column) {
                buttons.append(button)
            }
            node = current.pointee.next
        }
        return buttons
    }

    /// Every `GtkTreeView` under `root`, itself included, through `gtk_container_forall`.
    private static func treeViews(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkTreeView>] {
        let found = TreeViewCollector()
        collectTreeViews(root, Unmanaged.passUnretained(found).toOpaque())
        return found.treeViews
    }
}

/// Gathers tree views during `gtk_container_forall`.
private final class TreeViewCollector {
    var treeViews: [UnsafeMutablePointer<GtkTreeView>] = []
}

/// A `GtkCallback` adding `widget` if it is a tree view and recursing into
/// containers; `data` is an unretained ``TreeViewCollector``.
private func collectTreeViews(_ widget: UnsafeMutablePointer<GtkWidget>?, _ data: gpointer?) {
    guard let widget, let data else { return }
    if cglib_instance_is_a(widget, gtk_tree_view_get_type()) != 0 {
        let collector = Unmanaged<TreeViewCollector>.fromOpaque(data).takeUnretainedValue()
        collector.treeViews.append(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTreeView.self))
    }
    if cglib_instance_is_a(widget, gtk_container_get_type()) != 0 {
        gtk_container_forall(cgtk_container(widget), collectTreeViews, data)
    }
}
