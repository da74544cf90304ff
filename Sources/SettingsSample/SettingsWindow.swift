import Binding
import BindingGtk
import SampleSupport
import SettingsKit

/// The settings window: `settings.ui`'s widgets bound to a ``SettingsViewModel``.
///
/// All state lives in the view model; this type only states how each widget
/// follows it. When the window is destroyed, unsaved changes are written at
/// once and the bindings end.
@MainActor
final class SettingsWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let viewModel: SettingsViewModel
    let widgets: SettingsWidgets
    /// The open confirmation dialog, if any (tests answer it).
    private(set) weak var confirmationDialog: MessageDialog?

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets` to `viewModel`.
    init(viewModel: SettingsViewModel, widgets: SettingsWidgets) {
        self.viewModel = viewModel
        self.widgets = widgets
        fillQualityChoices()
        bindSwitches()
        bindCache()
        bindWarning()
        bindClose()
    }

    private func fillQualityChoices() {
        widgets.qualityCombo.setItems(DownloadQuality.allCases.map { (id: $0.rawValue, text: $0.title) })
    }

    private func bindSwitches() {
        binding {
            viewModel.$notificationsEnabled <=> widgets.notificationsSwitch.rx.isOn
            viewModel.$darkModeEnabled <=> widgets.darkModeSwitch.rx.isOn
            viewModel.$soundEnabled <=> widgets.soundSwitch.rx.isOn
            viewModel.$autoPlayEnabled <=> widgets.autoPlaySwitch.rx.isOn
            viewModel.$downloadQuality.bind(
                to: widgets.qualityCombo.rx.activeID,
                toControl: { $0.rawValue },
                toModel: { $0.flatMap(DownloadQuality.init(rawValue:)) }
            )
            if let toolkit = ToolkitSettings.default {
                viewModel.$darkModeEnabled.asDriver() => toolkit.rx.prefersDarkTheme
            }
        }
    }

    private func bindCache() {
        binding {
            viewModel.$storageUsed => widgets.storageLabel.rx.text
            viewModel.$isBusyWithCache => widgets.cacheSpinner.rx.isAnimating
            viewModel.$isBusyWithCache.map { !$0 } => widgets.clearCacheButton.rx.isEnabled
            widgets.clearCacheButton.rx.tap => { [weak self] in self?.viewModel.clearCache() }
            // The view model's question, answered while this window lives.
            viewModel.confirmClear.handle { [weak self] in await self?.askToClearCache() ?? false }
        }
    }

    private func bindWarning() {
        binding {
            viewModel.$warningMessage => widgets.warningLabel.rx.text
            viewModel.$warningMessage.map { !$0.isEmpty } => widgets.warningBar.rx.isRevealed
            widgets.warningBar.rx.response => { [weak self] _ in self?.viewModel.dismissWarning() }
        }
    }

    private func bindClose() {
        binding {
            widgets.closeButton.rx.tap => { [weak self] in self?.window.requestClose() }
            window.rx.destroyed => { [weak self] in self?.viewModel.saveNow() }
        }
    }

    private func askToClearCache() async -> Bool {
        let dialog = ClearCacheDialog.make(over: window)
        confirmationDialog = dialog
        return await dialog.answer() == .accept
    }
}
