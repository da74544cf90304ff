import Binding
import CGtk
#if canImport(Glibc)
import Glibc
#endif

// The user's scrolling, clicking, keyboard navigation and type-ahead in a virtual list view.

extension VirtualListView {
    /// Connects the view's own handlers (GLib owns them for the widgets' lifetime; they hold the view weakly).
    func connectInput() {
        adjustment.connect("value-changed") { [weak self] in
            guard let self, !self.isSyncingAdjustment else { return }
            self.moveWindow(to: Int(gtk_adjustment_get_value(Self.gtkAdjustment(self.adjustment)).rounded()))
        }
        treeView.connect("size-allocate", after: true, pointerHandler: { [weak self] _ in self?.measureViewport() })
        treeView.connect("scroll-event", eventHandler: { [weak self] event in
            guard let self, let event else { return false }
            return self.scrolled(event.assumingMemoryBound(to: GdkEventScroll.self).pointee)
        })
        treeView.connect("key-press-event", eventHandler: { [weak self] event in
            guard let self, let event else { return false }
            return self.keyPressed(event.assumingMemoryBound(to: GdkEventKey.self).pointee)
        })
        treeView.selectionObject.connect("changed") { [weak self] in self?.treeSelectionChanged() }
        if let inner = gtk_scrollable_get_vadjustment(OpaquePointer(treeView.treeViewPointer)) {
            Object.wrapper(for: UnsafeMutableRawPointer(inner)).connect("value-changed") { [weak self] in
                self?.treeViewScrolledItself()
            }
        }
    }

    // MARK: - Pointer

    /// The wheel or touchpad over the rows moves the window (by GTK's own
    /// wheel step, the page height in pixels to the power 2/3, in rows);
    /// horizontal scrolling is left to GTK.
    private func scrolled(_ event: GdkEventScroll) -> Bool {
        // Shift turns the wheel horizontal, and a mostly sideways touchpad
        // swipe is horizontal: both are the scrolled window's, as in any tree view.
        if event.state & GDK_SHIFT_MASK.rawValue != 0 { return false }
        if event.direction == GDK_SCROLL_SMOOTH && abs(event.delta_x) > abs(event.delta_y) { return false }
        let rowHeight = Double(measureRowHeight())
        let step = max(1, pow(Double(pageRows) * rowHeight, 2.0 / 3.0) / rowHeight)
        switch event.direction {
        case GDK_SCROLL_UP: scrollRemainder -= step
        case GDK_SCROLL_DOWN: scrollRemainder += step
        case GDK_SCROLL_SMOOTH where event.delta_y != 0: scrollRemainder += event.delta_y * step
        default: return false
        }
        let rows = Int(scrollRemainder.rounded(.towardZero))
        scrollRemainder -= Double(rows)
        if rows != 0 { moveWindow(to: rowWindow.offset + rows) }
        return true
    }

    /// The user clicked a row (GTK selected it): that element is selected.
    /// GTK also selects a row by itself, outside the user's input or inside
    /// it (the first row, when the tree view takes the focus without a
    /// cursor, be it by Tab or a click; ``TreeView/isSelectingForFocus``):
    /// not being the user's choice, that selection is undone.
    private func treeSelectionChanged() {
        guard !treeView.isApplyingProgrammaticChange, controller != nil else { return }
        guard Self.isHandlingUserInput, !treeView.isSelectingForFocus else {
            syncTreeSelection()
            return
        }
        let row = treeView.selectedRows.first
        let index = row.map { rowWindow.offset + $0 }
        if let index { cursor = index }
        guard index != selection else { return }
        selection = index
        userSelectionHub.notify(.init(indexChanged: true, elementChanged: true))
    }

    /// GTK scrolled the tree view within its window: the rows go back to
    /// the top of the view. When that answers the user's input (a click on
    /// the partly visible last row, which GTK scrolls into view), the
    /// window moves by those rows instead; otherwise (GTK keeping its top
    /// row in place while rows are inserted above it) the window stays.
    private func treeViewScrolledItself() {
        guard let inner = gtk_scrollable_get_vadjustment(OpaquePointer(treeView.treeViewPointer)) else { return }
        let value = gtk_adjustment_get_value(inner)
        guard value > 0 else { return }
        gtk_adjustment_set_value(inner, 0)
        guard Self.isHandlingUserInput else { return }
        moveWindow(to: rowWindow.offset + Int((value / Double(measureRowHeight())).rounded(.up)))
    }

    /// Whether GTK is handling a key, button or touch event now.
    private static var isHandlingUserInput: Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS, GDK_3BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_KEY_PRESS, GDK_KEY_RELEASE,
             GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END:
            return true
        default:
            return false
        }
    }

    // MARK: - Keyboard

    /// Navigation keys move the cursor (and the selection) across the whole
    /// array; printable characters search; everything else is GTK's.
    private func keyPressed(_ key: GdkEventKey) -> Bool {
        guard controller != nil else { return false }
        let modifiers = key.state & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue)
        let page = max(1, pageRows - 1)
        let from = cursor ?? rowWindow.offset
        let target: Int?
        switch key.keyval {
        case Key.Up, Key.KP_Up: target = cursor == nil ? from : from - 1
        case Key.Down, Key.KP_Down: target = cursor == nil ? from : from + 1
        case Key.Page_Up, Key.KP_Page_Up: target = from - page
        case Key.Page_Down, Key.KP_Page_Down: target = from + page
        case Key.Home, Key.KP_Home: target = 0
        case Key.End, Key.KP_End: target = elementCount - 1
        case Key.Return, Key.KP_Enter, Key.ISO_Enter:
            return prepareCursorRowForGTK()
        case Key.Escape:
            defer { typeAhead.reset() }
            return !typeAhead.text.isEmpty
        case Key.BackSpace where !typeAhead.text.isEmpty:
            typeAhead.text.removeLast()
            return true
        default:
            guard modifiers == 0 else { return false }
            let character = gdk_keyval_to_unicode(key.keyval)
            guard character >= 0x20, character != 0x7F, let scalar = Unicode.Scalar(character) else { return false }
            if character == 0x20 && typeAhead.text.isEmpty {
                // A space starts no prefix: it is GTK's (it selects the cursor row), as Enter is.
                return prepareCursorRowForGTK()
            }
            search(typeAhead.adding(Character(scalar), at: key.time))
            return true
        }
        typeAhead.reset()
        guard let target, elementCount > 0 else { return true }
        select(min(max(target, 0), elementCount - 1), byUser: true)
        return true
    }

    /// GTK acts on the row of its cursor (Enter activates it, Space selects
    /// it): brings our cursor's element into view and GTK's cursor onto it,
    /// and leaves the key to GTK.
    private func prepareCursorRowForGTK() -> Bool {
        if let cursor { scrollToElement(at: cursor) }
        syncTreeSelection()
        return false
    }

    /// Selects the first element, from the cursor's on (wrapping around),
    /// whose search text starts with `prefix`, ignoring case.
    func search(_ prefix: String) {
        guard let controller, elementCount > 0 else { return }
        let wanted = prefix.lowercased()
        let start = typeAhead.text.count > 1 ? min(cursor ?? 0, elementCount - 1) : 0
        if let index = controller.firstIndex(from: start, whereText: { $0.lowercased().hasPrefix(wanted) }) {
            select(index, byUser: true)
        }
    }
}

/// The prefix typed for type-ahead search: a key more than a second after
/// the previous one (by the events' own times) starts a new prefix.
struct TypeAheadPrefix {
    /// The prefix so far.
    var text = ""
    private var lastTime: UInt32 = 0

    /// The prefix after typing `character` at event time `time` (milliseconds).
    mutating func adding(_ character: Character, at time: UInt32) -> String {
        if time &- lastTime > 1_000 { text = "" }
        lastTime = time
        text.append(character)
        return text
    }

    /// Starts a new prefix.
    mutating func reset() {
        text = ""
    }
}
