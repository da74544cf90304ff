import Binding
import BindingGtk4
import Foundation
import ProfileKit

/// The GTK 4 profile window: `profile.ui`'s widgets bound to the same ``ProfileViewModel`` as the
/// GTK 3 window, with the same `binding { }` statements wherever GTK 4 has the same widget.
///
/// All state lives in the view model; this type only states how each widget follows it. The
/// bindings end when the window is destroyed (closing it, or after a successful save).
@MainActor
final class ProfileWindow: BindingContext {
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
        close = Command(name: "close") { [weak window = widgets.window] in window?.close() }
        bindInputs()
        bindValidation()
        bindProgressAndErrors()
        bindActions()
    }

    private func bindInputs() {
        binding {
            viewModel.$name <=> widgets.nameEntry.rx.text ?? ""
            viewModel.$email <=> widgets.emailEntry.rx.text ?? ""
            // GTK 4's text view shows a buffer, whose text is the bound property.
            viewModel.$bio <=> widgets.bioBuffer.rx.text ?? ""
            // Typed text becomes a number in the user's locale when the field is left (or on Enter,
            // or before the window closes); text that is not a number is a problem on the field.
            viewModel.$age <=> widgets.ageEntry.rx.text(ProfileValidation.ageText, updating: .onFocusLoss,
                                                        validating: viewModel.ageField)
            widgets.avatarButton.rx.clicked => { [weak self] in self?.chooseAvatar() }
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
            viewModel.$nameError => widgets.nameError.rx.label
            viewModel.$emailError => widgets.emailError.rx.label
            viewModel.$ageError => widgets.ageError.rx.label
            viewModel.$bioError => widgets.bioError.rx.label
        }
    }

    private func bindProgressAndErrors() {
        binding {
            viewModel.$isSaving => widgets.savingSpinner.rx.spinning
            viewModel.$isSaving => widgets.savingLabel.rx.isVisible
            viewModel.$errorMessage => widgets.errorLabel.rx.label
            viewModel.$errorMessage.map { !$0.isEmpty } => widgets.errorBar.rx.isRevealed
            widgets.errorBar.rx.response => { [weak self] _ in self?.viewModel.clearError() }
        }
    }

    private func bindActions() {
        // Save is one command behind the button, the menu and Ctrl+S; the accelerators need the
        // window to belong to an application.
        binding {
            viewModel.saveCommand => widgets.saveButton.rx.command
            viewModel.saveCommand => widgets.window.rx.action("save", accelerators: ["<Primary>s"])
            close => widgets.window.rx.action("close", accelerators: ["<Primary>w"])
            widgets.cancelButton.rx.clicked => { [weak self] in self?.window.close() }
            viewModel.$dismiss => { [weak self] in self?.window.close() }
        }
        // Ctrl+? (and the menu's Keyboard Shortcuts) lists the accelerators above, titled by the
        // menu's labels, as in the GTK 3 Gallery sample; a window of no application gets none.
        let menus = (widgets.menuButton.menuModel as? MenuModel).map { [$0] } ?? []
        widgets.window.addShortcutsWindow(menus: menus)
    }

    /// Asks for a picture with the platform's file chooser.
    private func chooseAvatar() {
        let chooser = FileChooserNative(title: tr("Choose an Avatar Image"), parent: window, acceptLabel: tr("_Open"))
        chooser.addFilter(named: tr("Images"), mimeTypes: ["image/png", "image/jpeg", "image/gif", "image/svg+xml"])
        chooser.choose { [weak self] path in
            if let path { self?.viewModel.avatarPath = path }
        }
    }

    /// Shows the chosen picture and its file name, or the default avatar icon when there is none.
    private func showAvatar(_ path: String?) {
        guard let path else {
            widgets.avatarImage.iconName = "avatar-default-symbolic"
            widgets.avatarButton.label = tr("(None)")
            return
        }
        widgets.avatarImage.file = path
        widgets.avatarButton.label = (path as NSString).lastPathComponent
    }
}
