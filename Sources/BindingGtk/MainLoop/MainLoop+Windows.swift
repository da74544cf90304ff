import CGLib
import CGtk

extension MainLoop {
    /// Initialises GTK if needed and runs the main loop until `window` is
    /// destroyed (its close button destroys it, unless
    /// ``Window/shouldClose`` refuses) or ``quit()`` is called.
    ///
    /// Show the window first: the loop does not show it.
    ///
    /// <!-- snippet: doc-MainLoop-Windows -->
    /// ```swift
    /// try Gtk.initialize()
    /// let window = Window(title: "Hello")
    /// window.add(Label("Hello, world"))
    /// window.showAll()
    /// try MainLoop.runUntilClosed(window)
    /// ```
    ///
    /// Returns at once if `window` is already destroyed. Other windows may
    /// stay open; they are destroyed with the process.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func runUntilClosed(_ window: Window) throws(GtkInitializationError) {
        try Gtk.initialize()
        guard !window.isDestroyed else { return }
        let level = gtk_main_level() + 1
        let watch = window.onDestroy {
            if gtk_main_level() == level { gtk_main_quit() }
        }
        defer { watch.dispose() }
        gtk_main()
    }

    /// Initialises GTK if needed and runs the main loop while any window is
    /// open: it returns once the last one is closed (destroyed or hidden), or
    /// when ``quit()`` is called.
    ///
    /// A window counts as open while it is shown (``Widget/isVisible``) and is
    /// an ordinary toplevel window or dialog; menus, tooltips and other popups
    /// do not count, nor do windows that were built but never shown. Windows
    /// opened while the loop runs count from when they are shown.
    ///
    /// <!-- snippet: doc-MainLoop-Windows-2 -->
    /// ```swift
    /// try Gtk.initialize()
    /// MainWindow().window.showAll()        // may open more windows later
    /// try MainLoop.runUntilLastWindowCloses()
    /// ```
    ///
    /// Returns at once if no window is open. With a `GtkApplication`, use
    /// ``Application/run(arguments:)`` instead: it tracks its own windows.
    ///
    /// - Throws: ``GtkInitializationError`` without a display.
    public static func runUntilLastWindowCloses() throws(GtkInitializationError) {
        try Gtk.initialize()
        guard openWindowCount(ignoring: nil) > 0 else { return }
        let level = gtk_main_level() + 1
        let hide = g_signal_lookup("hide", gtk_widget_get_type())
        let hook = g_signal_add_emission_hook(hide, 0, quitAfterLastWindowHides, UnsafeMutableRawPointer(bitPattern: UInt(level)), nil)
        defer { g_signal_remove_emission_hook(hide, hook) }
        gtk_main()
    }

    /// The number of shown toplevel windows (not popups), not counting `hidden`.
    static func openWindowCount(ignoring hidden: UnsafeMutableRawPointer?) -> Int {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var count = 0
        var node = list
        while let current = node {
            node = current.pointee.next
            guard let data = current.pointee.data, data != hidden else { continue }
            let window = data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_widget_get_visible(cgtk_widget(data)) != 0, gtk_window_get_window_type(window) == GTK_WINDOW_TOPLEVEL {
                count += 1
            }
        }
        return count
    }
}

/// Emission hook on `GtkWidget::hide` while ``/BindingGLib/MainLoop/runUntilLastWindowCloses()``
/// runs: when a window hides (closing or destroying a shown window hides it
/// first) and no other window is open, quits that loop. `data` is its `gtk_main` level.
private let quitAfterLastWindowHides: GSignalEmissionHook = { _, count, values, data in
    guard count > 0, let values, let instance = g_value_get_object(values) else { return 1 }
    guard cglib_instance_is_a(instance, gtk_window_get_type()) != 0 else { return 1 }
    let hidden = UInt(bitPattern: instance)
    let level = Int32(truncatingIfNeeded: Int(bitPattern: data))
    MainActor.assumeIsolated {
        // The window being hidden is left out: it may still be marked visible here.
        if MainLoop.openWindowCount(ignoring: UnsafeMutableRawPointer(bitPattern: hidden)) == 0, gtk_main_level() == level {
            gtk_main_quit()
        }
    }
    return 1
}
