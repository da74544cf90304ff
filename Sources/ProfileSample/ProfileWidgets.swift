import BindingGtk

/// The widgets of `profile.ui` the window binds, looked up by GtkBuilder id.
@MainActor
struct ProfileWidgets {
    let window: Window
    let nameEntry: Entry
    let emailEntry: Entry
    let bioView: TextView
    /// The frame around the bio, which carries its error style.
    let bioFrame: Widget
    let nameError: Label
    let emailError: Label
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
    /// A widget id missing from the `.ui` file, or of another type.
    struct MissingWidget: Error, CustomStringConvertible {
        let id: String
        let type: String
        var description: String { "profile.ui has no \(type) with id \"\(id)\"" }
    }

    /// Looks every widget up through `lookup` (id → widget or `nil`).
    init(lookup: (String) -> Widget?) throws {
        func find<T: Widget>(_ id: String, _ type: T.Type = T.self) throws -> T {
            guard let widget = lookup(id) as? T else { throw MissingWidget(id: id, type: "\(T.self)") }
            return widget
        }
        window = try find("profile_window")
        nameEntry = try find("name_entry")
        emailEntry = try find("email_entry")
        bioView = try find("bio_view")
        bioFrame = try find("bio_frame")
        nameError = try find("name_error")
        emailError = try find("email_error")
        bioError = try find("bio_error")
        avatarChooser = try find("avatar_chooser")
        avatarImage = try find("avatar_image")
        saveButton = try find("save_button")
        cancelButton = try find("cancel_button")
        savingSpinner = try find("saving_spinner")
        savingLabel = try find("saving_label")
        errorBar = try find("error_bar")
        errorLabel = try find("error_label")
    }
}
