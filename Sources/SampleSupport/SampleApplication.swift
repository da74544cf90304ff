import BindingGtk

/// The samples' registered applications: one per application id and process,
/// shared by every window a sample opens (a window needs its application for
/// its `win.` actions and keyboard accelerators).
///
/// They are `.nonUnique`: a sample started twice, or a test run next to a
/// running sample, never hands its windows to another process.
@MainActor
public enum SampleApplication {
    private static var registered: [String: Application] = [:]

    /// The registered application with `id`, registering it on first use.
    public static func shared(id: String) throws(ApplicationError) -> Application {
        if let application = registered[id] { return application }
        let application = Application(id: id, flags: .nonUnique)
        try application.register()
        registered[id] = application
        return application
    }
}
