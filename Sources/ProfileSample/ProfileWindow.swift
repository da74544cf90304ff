import Binding
import BindingGtk
import ProfileKit
import SampleSupport

/// The profile window: `profile.ui`'s widgets bound to a ``ProfileViewModel``.
///
/// All state lives in the view model; this type only states how each widget
/// follows it. The bindings end when the window is destroyed (closing it,
/// or after a successful save).
@MainActor
final class ProfileWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let viewModel: ProfileViewModel
    let widgets: ProfileUI
    /// Closes the window (the menu's Close Window, Ctrl+W).
    let close: Command<Void, Void>

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets` to `viewModel`.
    init(viewModel: ProfileViewModel, widgets: ProfileUI) {
        self.viewModel = viewModel
        self.widgets = widgets
        close = Command(name: "close") { [weak window = widgets.window] in window?.requestClose() }
        bindInputs()
        bindValidation()
        bindProgressAndErrors()
        bindActions()
    }

    private func bindInputs() {
        binding {
            viewModel.$name <=> widgets.nameEntry.rx.text ?? ""
            viewModel.$email <=> widgets.emailEntry.rx.text ?? ""
            viewModel.$bio <=> widgets.bioView.rx.text
            // Typed text becomes a number in the user's locale when the field is left (or on Enter,
            // or before the window closes); text that is not a number is a problem on the field.
            viewModel.$age <=> widgets.ageEntry.rx.text(ProfileValidation.ageText, updating: .onFocusLoss,
                                                        validating: viewModel.ageField)
            viewModel.$avatarPath <=> widgets.avatarChooser.rx.filePath
            viewModel.$avatarPath.asDriver() => { [weak self] path in self?.showAvatar(path) }
        }
    }

    private func bindValidation() {
        binding {
            // Error style, an entry's warning icon and tooltip, the accessible description.
            viewModel.nameField => widgets.nameEntry.rx.validation
            viewModel.emailField => widgets.emailEntry.rx.validation
            viewModel.ageField => widgets.ageEntry.rx.validation
            viewModel.bioField => widgets.bioView.rx.validation(styling: widgets.bioFrame)
            // The visible reason under each field.
            viewModel.$nameError => widgets.nameError.rx.text
            viewModel.$emailError => widgets.emailError.rx.text
            viewModel.$ageError => widgets.ageError.rx.text
            viewModel.$bioError => widgets.bioError.rx.text
        }
    }

    private func bindProgressAndErrors() {
        binding {
            viewModel.$isSaving => widgets.savingSpinner.rx.isAnimating
            viewModel.$isSaving => widgets.savingLabel.rx.isVisible
            viewModel.$errorMessage => widgets.errorLabel.rx.text
            viewModel.$errorMessage.map { !$0.isEmpty } => widgets.errorBar.rx.isRevealed
            widgets.errorBar.rx.response => { [weak self] _ in self?.viewModel.clearError() }
        }
    }

    private func bindActions() {
        // Save is one command behind the button, the menu and Ctrl+S; the
        // accelerators need the window to belong to an application.
        binding {
            viewModel.saveCommand => widgets.saveButton.rx.command
            viewModel.saveCommand => widgets.window.rx.action("save", accelerators: ["<Primary>s"])
            close => widgets.window.rx.action("close", accelerators: ["<Primary>w"])
            widgets.cancelButton.rx.tap => { [weak self] in self?.window.requestClose() }
            viewModel.$dismiss => { [weak self] in self?.window.requestClose() }
        }
    }

    /// Shows the chosen picture, or the default avatar icon when there is none
    /// or it cannot be read.
    private func showAvatar(_ path: String?) {
        let image = widgets.avatarImage
        guard let path else {
            image.iconName = "avatar-default-symbolic"
            return
        }
        do {
            try image.load(file: path)
        } catch {
            image.iconName = "image-missing"
            image.tooltipText = error.description
        }
    }
}
