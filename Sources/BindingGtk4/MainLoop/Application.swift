import Binding
import BindingGLib
import CGtk4

/// A GTK 4 application (`GtkApplication`): the GLib layer's `GioApplication` that also tracks its
/// windows, quits when the last one closes, and holds the keyboard accelerators of its actions.
///
/// Activation, files to open, the command line, single instance, `app.` actions and running
/// (`run(arguments:)`, which runs GTK 4's loop) are `GioApplication`'s, as in the GTK 3 layer.
/// Open for libadwaita's application (`BindingAdwaita`).
@MainActor
open class Application: GioApplication {
    /// A new GTK application. `id` is a reverse-DNS application id (or `nil`).
    ///
    /// - Precondition: `id` is `nil` or a valid application id.
    public convenience init(id: String?, flags: Flags = []) {
        Self.requireValidID(id)
        let pointer = gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        self.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(pointer)
    }

    /// Wraps an existing `GtkApplication` (a subclass passes the application it made).
    ///
    /// - Precondition: `pointer` is a `GtkApplication` without a live wrapper.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        Self.requireInstance(pointer, of: gtk_application_get_type(), for: "Application")
        super.init(pointer)
    }

    /// The wrapped `GtkApplication`.
    public var gtkApplicationPointer: UnsafeMutablePointer<GtkApplication> { cgtk4_gtk_application(objectPointer) }

    /// Initialises GTK 4 (throwing without a display, never crashing): what `run(arguments:)` and
    /// `register()` do first, since GTK's start-up would abort without a display.
    override open func prepareToolkit() throws(GtkInitializationError) {
        try Gtk.initialize()
    }

    /// Adds `window` to the application: it keeps running while the window is open.
    ///
    /// GTK accepts windows only once the application has started up, so an application that is
    /// not registered yet is registered first.
    ///
    /// - Precondition: the application registers (it fails only when GLib refuses, for example a
    ///   unique application without a session bus; call `try register()` first to handle that).
    public func add(_ window: Window) {
        registerForWindows(caller: "Application.add(_:)")
        gtk_application_add_window(gtkApplicationPointer, window.windowPointer)
    }

    /// Registers the application unless it is, since GTK refuses windows before start-up.
    func registerForWindows(caller: String) {
        guard !isRegistered else { return }
        do {
            try register()
        } catch {
            preconditionFailure("\(caller): \(error); call `try application.register()` before adding windows to handle this")
        }
    }

    /// The application's open windows, most recently focused first.
    public var windows: [Window] {
        var result: [Window] = []
        var node = gtk_application_get_windows(gtkApplicationPointer)
        while let current = node {
            if let window = current.pointee.data.map({ Object.wrapper(for: $0) }) as? Window { result.append(window) }
            node = current.pointee.next
        }
        return result
    }

    /// Sets the keyboard accelerators of `detailedAction` (`"win.save"`, `"app.quit"`).
    ///
    /// - Returns: `false` (and sets nothing) when an accelerator does not parse
    ///   (`gtk_accelerator_parse`), so a typo is not silently dropped.
    @discardableResult
    override public func setAccelerators(_ accelerators: [String], for detailedAction: String) -> Bool {
        setAccelerators(accelerators, parses: { accelerator in
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            return gtk_accelerator_parse(accelerator, &key, &modifiers) != 0
        }, set: { gtk_application_set_accels_for_action(gtkApplicationPointer, detailedAction, $0) })
    }

    /// The accelerators set for `detailedAction`.
    override public func accelerators(for detailedAction: String) -> [String] {
        [String](takingStrv: gtk_application_get_accels_for_action(gtkApplicationPointer, detailedAction))
    }
}
