import Binding
import CGLib

/// A GIO application (`GApplication`): one process-wide object that runs the
/// main loop, holds the `app.` actions, and (unless ``Flags/nonUnique``) is
/// the single instance of its id on the session bus, to which a second launch
/// hands its activation and its files.
///
/// Without a toolkit it serves services and command-line tools:
///
/// <!-- snippet: doc-GioApplication -->
/// ```swift
/// let app = GioApplication(id: "org.example.Indexer")
/// app.onActivate { app in
///     app.hold()
///     startIndexing { app.release() }
/// }
/// let status = try app.run()
/// ```
///
/// A toolkit layer subclasses it with its own application (GTK's
/// `Application`), which starts the toolkit before registering or running
/// (``prepareToolkit()``) and holds the keyboard accelerators of the actions.
@MainActor
open class GioApplication: Object, ActionMap {
    /// How the application treats uniqueness and its command line.
    public struct Flags: OptionSet, Sendable {
        /// The raw `GApplicationFlags` bits.
        public let rawValue: UInt32
        /// Creates flags from `GApplicationFlags` bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Do not register on the session bus as the single instance
        /// (`G_APPLICATION_NON_UNIQUE`); use for tests and tools.
        public static let nonUnique = Flags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
        /// Deliver the command line to ``GioApplication/onCommandLine(_:)``
        /// instead of activating (`G_APPLICATION_HANDLES_COMMAND_LINE`).
        public static let handlesCommandLine = Flags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
    }

    /// A new GIO application. `id` is a reverse-DNS application id (or `nil`).
    ///
    /// - Precondition: `id` is `nil` or a valid application id.
    public convenience init(id: String?, flags: Flags = []) {
        Self.requireValidID(id)
        let pointer = g_application_new(id, GApplicationFlags(rawValue: flags.rawValue))!
        self.init(UnsafeMutableRawPointer(pointer))
        // The wrapper took its own reference; drop the one `_new` returned.
        g_object_unref(pointer)
    }

    /// Wraps an existing `GApplication` (a subclass passes the application it made).
    ///
    /// - Precondition: `pointer` is a `GApplication` without a live wrapper.
    override public init(_ pointer: UnsafeMutableRawPointer) {
        Self.requireInstance(pointer, of: g_application_get_type(), for: "GioApplication")
        super.init(pointer)
    }

    /// Checks that `id` is `nil` or a valid application id, before an application is made with it.
    package static func requireValidID(_ id: String?) {
        if let id {
            precondition(g_application_id_is_valid(id) != 0, "\"\(id)\" is not a valid application id")
        }
    }

    /// The wrapped `GApplication`.
    public var applicationPointer: UnsafeMutablePointer<GApplication> { cglib_application(objectPointer) }

    /// The application id given at creation.
    public var applicationID: String? { String.borrowing(g_application_get_application_id(applicationPointer)) }

    /// Runs `handler` when the application is activated (normally once, at
    /// start-up, inside ``run(arguments:)``): create and show windows here.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connect("activate") { [weak self] in
            // The wrapper's class is `Self`: the cast cannot fail.
            if let self { handler(self as! Self) }
        }
    }

    /// Runs `handler` once, when the application registers as the primary
    /// instance (`startup`), before it is activated or opens files: set up
    /// what lives as long as the application (actions, menus) here.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connect("startup") { [weak self] in
            if let self { handler(self as! Self) }
        }
    }

    /// Runs `handler` with the command-line arguments (including the program
    /// name) when the application has ``Flags/handlesCommandLine``; its
    /// result is the process exit status. Call ``activate()`` from it to
    /// trigger ``onActivate(_:)``.
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor (Self, [String]) -> Int32) -> SignalConnection {
        connect("command-line", pointerIntHandler: { [weak self] commandLine in
            guard let self, let commandLine else { return 1 }
            let line = commandLine.assumingMemoryBound(to: GApplicationCommandLine.self)
            return handler(self as! Self, GioApplication.arguments(of: line))
        })
    }

    private static func arguments(of commandLine: UnsafeMutablePointer<GApplicationCommandLine>) -> [String] {
        var count: Int32 = 0
        guard let vector = g_application_command_line_get_arguments(commandLine, &count) else { return [] }
        defer { g_strfreev(vector) }
        return (0..<Int(count)).compactMap { vector[$0].map { String(cString: $0) } }
    }

    /// What must happen before the application registers or runs. A GIO
    /// application needs nothing; a toolkit's application subclass starts its
    /// toolkit here (opening the display), throwing instead of crashing when
    /// there is none.
    open func prepareToolkit() throws(DisplayError) {}

    /// Prepares the toolkit (``prepareToolkit()``), attaches the main-queue
    /// source, then runs the application's main loop until it quits.
    /// Main-queue work, `MainActor` tasks and timers run inside the loop.
    ///
    /// - Parameter arguments: the command line, program name first. Without
    ///   ``Flags/handlesCommandLine`` extra arguments are treated as files to
    ///   open, which a plain application refuses, so pass only what it handles.
    /// - Returns: the exit status.
    /// - Throws: what ``prepareToolkit()`` throws; never for a plain GIO application.
    public func run(arguments: [String] = [CommandLine.arguments.first ?? "app"]) throws(DisplayError) -> Int32 {
        try prepareToolkit()
        MainQueueSource.install()
        return withCArguments(arguments) { argc, argv in
            g_application_run(applicationPointer, argc.pointee, argv.pointee)
        }
    }

    /// Registers the application without running it (`g_application_register`):
    /// it starts up (`startup`), so windows can be added and accelerators
    /// work, and learns whether another instance is already primary
    /// (``isRemote``). ``run(arguments:)`` registers by itself.
    ///
    /// - Throws: ``ApplicationError/noDisplay(_:)`` when the toolkit cannot
    ///   start, ``ApplicationError/registrationFailed(_:)`` with GLib's reason
    ///   (for example no session bus for a unique application).
    public func register() throws(ApplicationError) {
        do {
            try prepareToolkit()
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

    /// Whether the application is registered (by ``register()``, by
    /// ``run(arguments:)``, or by adding a window to a toolkit's application):
    /// it has started up.
    public var isRegistered: Bool {
        g_application_get_is_registered(applicationPointer) != 0
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

    // MARK: Actions and their keys

    /// `"app"`.
    public var actionPrefix: String { "app" }

    /// The application itself.
    public var acceleratorOwner: GioApplication? { self }

    /// Sets the keyboard accelerators of `detailedAction` (`"win.save"`,
    /// `"app.quit"`, `"win.theme::dark"`). A GIO application has no keyboard:
    /// it sets nothing and returns `false`; a toolkit's application sets them.
    ///
    /// - Returns: `false` (and sets nothing) when the keys cannot be set.
    @discardableResult
    open func setAccelerators(_ accelerators: [String], for detailedAction: String) -> Bool { false }

    /// The accelerators set for `detailedAction`; none for a GIO application.
    open func accelerators(for detailedAction: String) -> [String] { [] }
}

// `app.rx.action("quit")` and the other action bindings: `GioApplication` is an `Object`, and every
// `Object` is `ReactiveCompatible`.
