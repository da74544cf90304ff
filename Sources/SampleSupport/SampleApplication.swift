import BindingGtk

/// The samples' registered applications: one per application id and process,
/// shared by every window a sample opens (a window needs its application for
/// its `win.` actions and keyboard accelerators).
///
/// An interactive launch claims its id first (``claimSingleInstance(id:)``):
/// a second launch then activates the first instance, which presents its
/// window, and exits. Otherwise (the tests, `--screenshot`) they are
/// `.nonUnique`: a test run next to a running sample never hands its windows
/// to another process.
@MainActor
public enum SampleApplication {
    private static var registered: [String: Application] = [:]

    /// The registered application with `id`, registering it on first use
    /// (`.nonUnique` unless ``claimSingleInstance(id:)`` registered it).
    public static func shared(id: String) throws(ApplicationError) -> Application {
        if let application = registered[id] { return application }
        let application = Application(id: id, flags: .nonUnique)
        try application.register()
        registered[id] = application
        return application
    }

    /// Registers the application with `id` as the single instance of its id
    /// on the session bus, before ``shared(id:)`` is first called. Returns
    /// `false` when another process already is that instance: it has been
    /// activated (it presents its window) and this launch has nothing left to do.
    ///
    /// Without a session bus GLib registers the application as a non-unique
    /// one, and this returns `true`; a registration GLib refuses is reported
    /// and the sample goes on without single instance.
    public static func claimSingleInstance(id: String) -> Bool {
        precondition(registered[id] == nil, "claimSingleInstance(id:) must come before shared(id:)")
        let application = Application(id: id)
        do {
            try application.register()
        } catch {
            SampleExecutable.printError("\(id): \(error); running without single instance")
            return true
        }
        if application.isRemote {
            // Running a remote application activates the primary instance and waits until the
            // message has left (and unregisters, which GTK wants before the object goes away).
            _ = try? application.run()
            print("\(id) is already running: activated it")
            return false
        }
        registered[id] = application
        return true
    }

    /// Adds `window` to the application with `id` and presents it each time
    /// another launch activates this instance (``claimSingleInstance(id:)``).
    public static func presentOnActivation(_ window: Window, id: String) throws(ApplicationError) {
        let application = try shared(id: id)
        application.add(window)
        application.onActivate { [weak window] _ in window?.present() }
    }
}
