import BindingGtk
import Foundation

/// The one `Application` the action, menu and open tests share. A registered
/// `GtkApplication` is never freed in this process (GTK keeps a reference),
/// and with a D-Bus session bus GLib refuses to register a second one while
/// the first is registered (`g_application_impl_attempt_primary` fails), so
/// tests register one, non-unique, and share it.
@MainActor
enum SharedTestApplication {
    /// The application id, unique per test process.
    static let id = "org.example.BindingGtkTests.p\(getpid())"

    /// The registered application.
    static func get() throws -> Application {
        if let application { return application }
        let made = Application(id: id, flags: [.handlesOpen, .nonUnique])
        try made.register()
        application = made
        return made
    }

    private static var application: Application?
}
