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
    /// Turns the age text into a number and back (``ProfileValidation/ageText``).
    private let ageText = ProfileValidation.ageText

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
            // The age is typed as text: each edit becomes a number in the user's locale, or a
            // problem on the field; a new value from the model is shown unless the text means it.
            viewModel.$age.asDriver() => { [weak self] age in self?.showAge(age) }
            widgets.ageEntry.rx.text.changed => { [weak self] text in self?.ageEdited(text ?? "") }
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

    /// Shows the model's age unless the entry's text already means it (so typing "07" stays).
    private func showAge(_ age: Int?) {
        let entry = widgets.ageEntry
        if case .success(let shown) = ageText.parse(entry.text ?? ""), shown == age { return }
        viewModel.ageField.setConversionProblem(nil)
        entry.text = ageText.format(age)
    }

    /// Writes the typed age into the model, or reports why it is not a number.
    private func ageEdited(_ text: String) {
        viewModel.ageField.markEdited()
        switch ageText.parse(text) {
        case .success(let age):
            viewModel.ageField.setConversionProblem(nil)
            if age != viewModel.age { viewModel.age = age }
        case .failure(let error):
            viewModel.ageField.setConversionProblem(error.message)
        }
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
