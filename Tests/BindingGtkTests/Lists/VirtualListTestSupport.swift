@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGtk
import XCTest

/// A shown window holding a ``VirtualListView`` bound to numbers ("row N" | "N/2").
@MainActor
struct VirtualListFixture {
    let window: Window
    let view: VirtualListView
    let binding: Disposable

    init(_ source: MutableObservableArray<Int>, height: Int = 300, options: ListItemsOptions = .default) {
        window = Window(title: "Rows")
        window.setDefaultSize(width: 400, height: height)
        view = VirtualListView()
        window.add(view)
        binding = view.rx.items(source, columns: Self.columns, options: options)
        window.showAll()
    }

    /// A fixture over a list already bound and placed in `window` (shown by the caller).
    init(window: Window, view: VirtualListView, binding: Disposable) {
        self.window = window
        self.view = view
        self.binding = binding
    }

    static let columns: [Column<Int>] = [
        Column(title: "Row", value: { "row \($0)" }),
        Column(title: "Half", value: { "\($0 / 2)" }),
    ]

    /// The model GTK reads.
    var model: OpaquePointer { gtk_tree_view_get_model(view.treeView.treeViewPointer)! }

    /// The first column's text of every row the tree view's model has.
    var rowTexts: [String] {
        var texts: [String] = []
        var iter = GtkTreeIter()
        guard gtk_tree_model_get_iter_first(model, &iter) != 0 else { return [] }
        repeat {
            var value = GValue()
            gtk_tree_model_get_value(model, &iter, 0, &value)
            texts.append(g_value_get_string(&value).map { String(cString: $0) } ?? "<empty>")
            g_value_unset(&value)
        } while gtk_tree_model_iter_next(model, &iter) != 0
        return texts
    }

    /// The shown row GTK has selected, if any.
    var selectedRows: [Int] { view.treeView.selectedRows }

    /// Waits until the window is drawn and the list has sized its window of rows.
    func waitUntilLaidOut() throws {
        try view.treeView.waitUntilDrawn()
        XCTAssertTrue(GtkTestKit.pump(until: { view.visibleIndices.count > 3 }), "rows in view: \(view.visibleIndices)")
    }

    /// Tells the window it has the keyboard focus (no window manager under Xvfb) and focuses the rows.
    func focusRows() {
        tellWindowItHasFocus(window)
        view.treeView.grabFocus()
    }

    /// Sends a wheel (or smooth, with `deltaX` and `deltaY`) scroll event
    /// over the rows, with the keyboard `modifiers` held.
    func scrollWheel(_ direction: GdkScrollDirection, deltaX: Double = 0, deltaY: Double = 0, modifiers: UInt32 = 0) -> Bool {
        guard let binWindow = gtk_tree_view_get_bin_window(view.treeView.treeViewPointer),
              let event = gdk_event_new(GDK_SCROLL) else { return false }
        event.pointee.scroll.window = binWindow
        g_object_ref(UnsafeMutableRawPointer(binWindow))
        event.pointee.scroll.direction = direction
        event.pointee.scroll.delta_x = deltaX
        event.pointee.scroll.delta_y = deltaY
        event.pointee.scroll.state = modifiers
        event.pointee.scroll.x = 10
        event.pointee.scroll.y = 10
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()) {
            gdk_event_set_device(event, gdk_seat_get_pointer(seat))
        }
        let handled = gtk_widget_event(view.treeView.widgetPointer, event) != 0
        gdk_event_free(event)
        return handled
    }

    func tearDown() {
        binding.dispose()
        window.destroy()
    }
}
