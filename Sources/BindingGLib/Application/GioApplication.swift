import Binding
import CGtk

/// A GTK application (`GtkApplication`): one process-wide object that runs
/// the main loop, tracks its windows and quits when the last one closes.
///
/// ```swift
/// let app = Application(id: "org.example.Profile")
/// app.onActivate { app in
///     let window = ProfileWindow(application: app)
///     window.present()
/// }
/// let status = try app.run()
/// ```
@MainActor
public final class Application: Object {
    /// How the application treats uniqueness and its command line.
    public struct Flags: OptionSet, Sendable {
        /// The raw `GApplicationFlags` bits.
        public let rawValue: UInt32
        /// Creates flags from `GApplicationFlags` bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Do not register on the session bus as the single instance
        /// (`G_APPLICATION_NON_UNIQUE`); use for tests and tools.
        public static let nonUnique = Flags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
        /// Deliver the command line to ``Application/onCommandLine(_:)``
        /// instead of activating (`G_APPLICATION_HANDLES_COMMAND_LINE`).
        public static let handlesCommandLine = Flags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
    }

    /// A new application. `id` is a reverse-DNS application id (or `nil`).
    ///
    /// - Precondition: `id` is `nil` or a valid application id.
    public init(id: String?, flags: Flags = []) {
        if let id {
            precondition(g_application_id_is_valid(id) != 0, "\"\(id)\" is not a valid application id")
        }
        let pointer = gtk_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        super.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(pointer)
    }

    /// The wrapped `GApplication`.
    public var applicationPointer: UnsafeMutablePointer<GApplication> { cgtk_application(objectPointer) }

    /// The wrapped `GtkApplication`.
    public var gtkApplicationPointer: UnsafeMutablePointer<GtkApplication> { cgtk_gtk_application(objectPointer) }

    /// The application id given at creation.
    public var applicationID: String? { String.borrowing(g_application_get_application_id(applicationPointer)) }

    /// Runs `handler` when the application is activated (normally once, at
    /// start-up, inside ``run(arguments:)``): create and show windows here.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Application) -> Void) -> SignalConnection {
        connect("activate") { [weak self] in
            if let self { handler(self) }
        }
    }

    /// Runs `handler` with the command-line arguments (including the program
    /// name) when the application has ``Flags/handlesCommandLine``; its
    /// result is the process exit status. Call ``activate()`` from it to
    /// trigger ``onActivate(_:)``.
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor (Application, [String]) -> Int32) -> SignalConnection {
        connect("command-line", pointerIntHandler: { [weak self] commandLine in
            guard let self, let commandLine else { return 1 }
            let line = commandLine.assumingMemoryBound(to: GApplicationCommandLine.self)
            return handler(self, Self.arguments(of: line))
        })
    }

    private static func arguments(of commandLine: UnsafeMutablePointer<GApplicationCommandLine>) -> [String] {
        var count: Int32 = 0
        guard let vector = g_application_command_line_get_arguments(commandLine, &count) else { return [] }
        defer { g_strfreev(vector) }
        return (0..<Int(count)).compactMap { vector[$0].map { String(cString: $0) } }
    }

    /// Initialises GTK (throwing without a display, never crashing), then
    /// runs the application's main loop until it quits. Main-queue work,
    /// `MainActor` tasks and timers run inside the loop.
    ///
    /// - Parameter arguments: the command line, program name first. Without
    ///   ``Flags/handlesCommandLine`` extra arguments are treated as files to
    ///   open, which a plain application refuses, so pass only what it handles.
    /// - Returns: the exit status.
    public func run(arguments: [String] = [CommandLine.arguments.first ?? "app"]) throws(GtkInitializationError) -> Int32 {
        try Gtk.initialize()
        return withCArguments(arguments) { argc, argv in
            g_application_run(applicationPointer, argc.pointee, argv.pointee)
        }
    }

    /// Registers the application without running it (`g_application_register`):
    /// it starts up (`startup`), so windows can be added and accelerators
    /// work, and learns whether another instance is already primary
    /// (``isRemote``). ``run(arguments:)`` registers by itself.
    ///
    /// - Throws: ``ApplicationError/registrationFailed(_:)`` with GLib's reason
    ///   (for example no session bus for a unique application).
    public func register() throws(ApplicationError) {
        do {
            try Gtk.initialize()
        } catch {
            throw .noDisplay(error)
        }
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(applicationPointer, nil, &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown reason"
            if let error { g_error_free(error) }
            throw .registrationFailed(reason)
        }
    }

    /// Whether another process is the primary instance (after registration):
    /// activating or opening then happens there.
    /// `false` before registration.
    public var isRemote: Bool {
        g_application_get_is_registered(applicationPointer) != 0 && g_application_get_is_remote(applicationPointer) != 0
    }

    /// Activates the application (emits `activate`).
    public func activate() {
        g_application_activate(applicationPointer)
    }

    /// Makes ``run(arguments:)`` return soon.
    public func quit() {
        g_application_quit(applicationPointer)
    }

    /// Keeps the application running without windows until ``release()``.
    public func hold() { g_application_hold(applicationPointer) }

    /// Undoes one ``hold()``.
    public func release() { g_application_release(applicationPointer) }

    /// Adds `window` to the application: it keeps running while the window is open.
    public func add(_ window: Window) {
        gtk_application_add_window(gtkApplicationPointer, window.windowPointer)
    }

    /// The application's open windows, most recently focused first.
    public var windows: [Window] {
        Widget.wrappers(in: gtk_application_get_windows(gtkApplicationPointer)).compactMap { $0 as? Window }
    }
}

/// Why an ``Application`` could not register.
public enum ApplicationError: Error, Equatable, CustomStringConvertible {
    /// GTK could not start (no display).
    case noDisplay(GtkInitializationError)
    /// GLib refused to register the application; the reason is GLib's.
    case registrationFailed(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .noDisplay(let error): return error.description
        case .registrationFailed(let reason): return "the application could not register: \(reason)"
        }
    }
}

// `app.rx.action("quit")` and the other action bindings: `Application` is an `Object`, and every
// `Object` is `ReactiveCompatible`.
