import Binding
import BindingGLib
import CGtk

/// A GTK application (`GtkApplication`): the GLib layer's ``/BindingGLib/GioApplication``
/// that also tracks its windows, quits when the last one closes, and holds
/// the keyboard accelerators of its actions.
///
/// <!-- snippet: doc-Application -->
/// ```swift
/// let app = Application(id: "org.example.Profile")
/// app.onActivate { app in
///     let window = ProfileWindow(application: app)
///     window.present()
/// }
/// let status = try app.run()
/// ```
///
/// Activation, files to open, the command line, single instance, `app.`
/// actions and running are ``/BindingGLib/GioApplication``'s.
@MainActor
public final class Application: GioApplication {
    /// A new application. `id` is a reverse-DNS application id (or `nil`).
    ///
    /// - Precondition: `id` is `nil` or a valid application id.
    public init(id: String?, flags: Flags = []) {
        Self.requireValidID(id)
        WrapperRegistry.addGtkClasses()
        let pointer = gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        super.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(pointer)
    }

    /// The wrapped `GtkApplication`.
    public var gtkApplicationPointer: UnsafeMutablePointer<GtkApplication> { cgtk_gtk_application(objectPointer) }

    /// Initialises GTK (throwing without a display, never crashing): what
    /// ``/BindingGLib/GioApplication/run(arguments:)`` and ``/BindingGLib/GioApplication/register()``
    /// do first, since GTK's start-up would abort without a display.
    override public func prepareToolkit() throws(GtkInitializationError) {
        try Gtk.initialize()
    }

    /// Adds `window` to the application: it keeps running while the window is open.
    ///
    /// GTK accepts windows only once the application has started up, so an
    /// application that is not registered yet (a test, or a window made before
    /// ``/BindingGLib/GioApplication/run(arguments:)``) is registered first
    /// (``/BindingGLib/GioApplication/register()``); nothing else is needed.
    ///
    /// - Precondition: the application registers. Registration only fails
    ///   when GLib refuses it (for example a unique application without a
    ///   session bus); to handle that as an error, call `try register()`
    ///   before adding windows.
    public func add(_ window: Window) {
        registerForWindows(caller: "Application.add(_:)")
        gtk_application_add_window(gtkApplicationPointer, window.windowPointer)
    }

    /// Registers the application unless it is, since GTK refuses windows
    /// before start-up (`gtk_application_add_window` logs a critical); a
    /// failure stops the program with GLib's reason and the remedy.
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
        Widget.wrappers(in: gtk_application_get_windows(gtkApplicationPointer)).compactMap { $0 as? Window }
    }

    /// Sets the keyboard accelerators of `detailedAction` (`"win.save"`,
    /// `"app.quit"`, `"win.theme::dark"`).
    ///
    /// - Returns: `false` (and sets nothing) when an accelerator does not
    ///   parse (`gtk_accelerator_parse`), so a typo is not silently dropped.
    @discardableResult
    override public func setAccelerators(_ accelerators: [String], for detailedAction: String) -> Bool {
        setAccelerators(accelerators, parses: { accelerator in
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &modifiers)
            return key != 0 || modifiers.rawValue != 0
        }, set: { gtk_application_set_accels_for_action(gtkApplicationPointer, detailedAction, $0) })
    }

    /// The accelerators set for `detailedAction`.
    override public func accelerators(for detailedAction: String) -> [String] {
        [String](takingStrv: gtk_application_get_accels_for_action(gtkApplicationPointer, detailedAction))
    }
}
