@testable import BindingGtk
import Binding
import BindingGtkTesting
import CGLib
import CGtk
import XCTest

/// Tells `window` it has the keyboard focus, as the window manager does
/// (there is none under Xvfb), so its focus widget really has the focus.
@MainActor
func tellWindowItHasFocus(_ window: Window) {
    guard let gdkWindow = gtk_widget_get_window(window.widgetPointer), let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
    event.pointee.focus_change.window = gdkWindow
    g_object_ref(UnsafeMutableRawPointer(gdkWindow))
    event.pointee.focus_change.send_event = 1
    event.pointee.focus_change.in = 1
    gtk_widget_send_focus_change(window.widgetPointer, event)
    gdk_event_free(event)
}

/// Reading list widgets the way GTK holds them (not through the binding's bookkeeping).
@MainActor
enum ListProbe {
    /// The number of rows GTK has in `listBox` (its container children).
    static func rowCount(_ listBox: ListBox) -> Int {
        let children = gtk_container_get_children(listBox.containerPointer)
        defer { g_list_free(children) }
        return Int(g_list_length(children))
    }

    /// The text of the label in each row, in GTK's row order (rows wrapped in
    /// a drag handle are unwrapped; a row whose widget is a box shows its
    /// first label).
    static func rowTexts(_ listBox: ListBox) -> [String] {
        var texts: [String] = []
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBox.listBoxPointer, index) {
            texts.append(labelText(in: gtk_bin_get_child(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBin.self))))
            index += 1
        }
        return texts
    }

    /// The text of the first label at or under `widget`.
    static func labelText(in widget: UnsafeMutablePointer<GtkWidget>?) -> String {
        guard let widget else { return "<empty>" }
        if cglib_instance_is_a(widget, gtk_label_get_type()) != 0 {
            return String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
        }
        if cglib_instance_is_a(widget, gtk_container_get_type()) != 0 {
            let children = gtk_container_get_children(cgtk_container(widget))
            defer { g_list_free(children) }
            if let first = children?.pointee.data { return labelText(in: first.assumingMemoryBound(to: GtkWidget.self)) }
        }
        return "<\(String(cString: g_type_name(cglib_object_type(widget))))>"
    }

    /// The indices of the rows GTK flags as selected (walking every row, so a
    /// stale flag left on a row shows up), and the row GTK reports as the
    /// selected one.
    static func selectionState(_ listBox: ListBox) -> (flagged: [Int], selected: Int?) {
        var flagged: [Int] = []
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBox.listBoxPointer, index) {
            if gtk_list_box_row_is_selected(row) != 0 { flagged.append(Int(index)) }
            index += 1
        }
        let selected = gtk_list_box_get_selected_row(listBox.listBoxPointer).map { Int(gtk_list_box_row_get_index($0)) }
        return (flagged, selected)
    }

    /// The header label texts above each row (`nil` for no header), in row order.
    static func headerTexts(_ listBox: ListBox) -> [String?] {
        var headers: [String?] = []
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBox.listBoxPointer, index) {
            headers.append(gtk_list_box_row_get_header(row).map { labelText(in: $0) })
            index += 1
        }
        return headers
    }
}

/// Records the change events of an observable array (main thread only).
final class ArrayChangeRecorder<Item>: @unchecked Sendable {
    private(set) var events: [ArrayChangeEvent<Item>] = []
    private var subscription: Disposable?

    init(_ array: ObservableArray<Item>) {
        subscription = array.asObservable().subscribe(onNext: { [weak self] in self?.events.append($0) })
    }

    /// The changes after the initial `.reset`.
    var changes: [ArrayChange] { events.dropFirst().map(\.change) }

    deinit { subscription?.dispose() }
}

/// A small deterministic random generator (SplitMix64) for replayable tests.
struct ListsRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// A window holding `widget` in a scrolled window, shown and laid out.
///
/// The viewport is made explicitly: a viewport the scrolled window adds by
/// itself *removes* its child when destroyed instead of destroying it, so a
/// list referenced from Swift would outlive its destroyed window undestroyed.
@MainActor
func showInWindow(_ widget: Widget, height: Int = 300) -> Window {
    let window = Window()
    let scrolled = ScrolledWindow()
    scrolled.setPolicy(horizontal: .never, vertical: .automatic)
    let viewport = Container(gtk_viewport_new(nil, nil))
    viewport.add(widget)
    scrolled.add(viewport)
    window.add(scrolled)
    gtk_window_set_default_size(window.windowPointer, 300, Int32(height))
    GtkTestKit.showAndWait(window)
    return window
}

/// Records what a control property or event delivers (main thread only).
/// Unlike a recorder holding itself unowned, it may be released before the
/// sequence ends (Swift frees objects after their last use, not at scope end).
final class ListEventRecorder<Element>: @unchecked Sendable {
    private(set) var values: [Element] = []
    private(set) var isCompleted = false
    private var subscription: Disposable?

    init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
        subscription = source.subscribe(
            onNext: { [weak self] in self?.values.append($0) },
            onCompleted: { [weak self] in self?.isCompleted = true }
        )
    }

    deinit { subscription?.dispose() }
}

/// Clicks shown row `row` of `view` with the primary button (press and
/// release on its rows' window, through GTK's event dispatch).
@MainActor
func clickRow(_ row: Int, of view: TreeView) {
    var indices = [Int32(row)]
    let path = gtk_tree_path_new_from_indicesv(&indices, 1)
    defer { gtk_tree_path_free(path) }
    var area = GdkRectangle()
    gtk_tree_view_get_cell_area(view.treeViewPointer, path, nil, &area)
    guard let binWindow = gtk_tree_view_get_bin_window(view.treeViewPointer),
          let seat = gdk_display_get_default_seat(gdk_display_get_default()) else { return XCTFail("no rows window or seat") }
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
        guard let event = gdk_event_new(type) else { continue }
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(binWindow)))
        event.pointee.button.send_event = 1
        event.pointee.button.button = 1
        event.pointee.button.x = Double(area.x + 4)
        event.pointee.button.y = Double(area.y + area.height / 2)
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue }
        gdk_event_set_device(event, gdk_seat_get_pointer(seat))
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}

/// Presses and releases `keyval` in `widget`'s window through GTK's event
/// dispatch, as a key from the X server arrives: unlike
/// `GtkTestKit.pressKey` (which hands the event to the window directly),
/// the key is GTK's current event (`gtk_get_current_event`) while handled.
@MainActor
func deliverKey(_ keyval: UInt32, in widget: Widget) {
    guard let toplevel = gtk_widget_get_toplevel(widget.widgetPointer), let window = gtk_widget_get_window(toplevel),
          let seat = gdk_display_get_default_seat(gdk_window_get_display(window)) else { return XCTFail("no window or seat") }
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_window_get_display(window)), keyval, &keys, &count)
    let keycode = count > 0 ? keys.map { UInt16($0[0].keycode) } ?? 0 : 0
    g_free(keys)
    for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
        guard let event = gdk_event_new(type) else { continue }
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.key.send_event = 1
        event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
        event.pointee.key.keyval = keyval
        event.pointee.key.hardware_keycode = keycode
        gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}
