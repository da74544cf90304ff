import BindingGtk
import SampleSupport

/// The widgets of `profile.ui` the window binds, looked up by GtkBuilder id
/// (see ``SampleWindow`` for how every sample builds its window).
@MainActor
struct ProfileWidgets {
    let window: ApplicationWindow
    /// The header bar's primary menu (Save, Close).
    let menuButton: MenuButton
    let nameEntry: Entry
    let emailEntry: Entry
    let ageEntry: Entry
    let bioView: TextView
    /// The frame around the bio, which carries its error style.
    let bioFrame: Widget
    let nameError: Label
    let emailError: Label
    let ageError: Label
    let bioError: Label
    let avatarChooser: FileChooserButton
    let avatarImage: Image
    let saveButton: Button
    let cancelButton: Button
    let savingSpinner: Spinner
    let savingLabel: Label
    let errorBar: InfoBar
    let errorLabel: Label
}

extension ProfileWidgets {
    /// Applies `profile.css` and builds `profile.ui` from the `resources`
    /// folder, then looks every widget up.
    static func load(from resources: String) throws -> ProfileWidgets {
        try StyleLoader.load(resources + "/profile.css")
        return try ProfileWidgets(WidgetLookup(path: resources + "/profile.ui"))
    }

    /// Looks every widget up in the built `profile.ui`.
    private init(_ ui: WidgetLookup) throws {
        window = try ui.find("profile_window")
        menuButton = try ui.find("menu_button")
        nameEntry = try ui.find("name_entry")
        emailEntry = try ui.find("email_entry")
        ageEntry = try ui.find("age_entry")
        bioView = try ui.find("bio_view")
        bioFrame = try ui.find("bio_frame")
        nameError = try ui.find("name_error")
        emailError = try ui.find("email_error")
        ageError = try ui.find("age_error")
        bioError = try ui.find("bio_error")
        avatarChooser = try ui.find("avatar_chooser")
        avatarImage = try ui.find("avatar_image")
        saveButton = try ui.find("save_button")
        cancelButton = try ui.find("cancel_button")
        savingSpinner = try ui.find("saving_spinner")
        savingLabel = try ui.find("saving_label")
        errorBar = try ui.find("error_bar")
        errorLabel = try ui.find("error_label")
        menuButton.opensOnKey("F10")  // GNOME's key for the primary menu
    }
}
