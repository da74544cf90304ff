import Binding
import BindingGtk
import SampleSupport
import SettingsKit

/// The settings window: `settings.ui`'s widgets bound to a ``SettingsViewModel``,
/// whose values are bound to GSettings keys.
///
/// All state lives in the view model; this type only states how each widget
/// and key follows it. GSettings stores every change at once and brings
/// changes made elsewhere (`gsettings set`, another window); a locked key
/// greys its widget out. The bindings end when the window is destroyed.
@MainActor
final class SettingsWindow: SampleWindow {
    let disposeBag = DisposeBag()
    let viewModel: SettingsViewModel
    let widgets: SettingsUI
    let settings: GioSettings
    /// The open confirmation dialog, if any (tests answer it).
    private(set) weak var confirmationDialog: MessageDialog?

    /// The GTK window.
    var window: Window { widgets.window }

    /// Binds `widgets` to `viewModel`, and its values to `settings`
    /// (whose stored values win: the view model takes them).
    init(viewModel: SettingsViewModel, widgets: SettingsUI, settings: GioSettings) throws(SettingsError) {
        self.viewModel = viewModel
        self.widgets = widgets
        self.settings = settings
        fillQualityChoices()
        try bindStorage()
        bindSwitches()
        bindCache()
        bindWarning()
        bindClose()
    }

    private func bindStorage() throws(SettingsError) {
        let keys: [(key: String, widget: Widget)] = [
            ("notifications-enabled", widgets.notificationsSwitch), ("dark-mode", widgets.darkModeSwitch),
            ("sound-enabled", widgets.soundSwitch), ("auto-play", widgets.autoplaySwitch),
            ("download-quality", widgets.qualityCombo),
        ]
        // Each binding joins the bag as soon as it exists, so a later failure leaves none behind.
        disposeBag.insert(try settings.bind("notifications-enabled", to: viewModel.$notificationsEnabled))
        disposeBag.insert(try settings.bind("dark-mode", to: viewModel.$darkModeEnabled))
        disposeBag.insert(try settings.bind("sound-enabled", to: viewModel.$soundEnabled))
        disposeBag.insert(try settings.bind("auto-play", to: viewModel.$autoPlayEnabled))
        disposeBag.insert(try settings.bind("download-quality", to: viewModel.$downloadQuality))
        binding {
            for (key, widget) in keys {
                settings.isWritable(key) => widget.rx.isEnabled   // a locked key greys its widget out
            }
            settings.problems => { [weak self] problem in self?.viewModel.report(problem.description) }
        }
        if let problem = settings.backendProblem { viewModel.report(problem.description) }
    }

    private func fillQualityChoices() {
        widgets.qualityCombo.setItems(DownloadQuality.allCases.map { (id: $0.rawValue, text: $0.title) })
    }

    private func bindSwitches() {
        binding {
            viewModel.$notificationsEnabled <=> widgets.notificationsSwitch.rx.isOn
            viewModel.$darkModeEnabled <=> widgets.darkModeSwitch.rx.isOn
            viewModel.$soundEnabled <=> widgets.soundSwitch.rx.isOn
            viewModel.$autoPlayEnabled <=> widgets.autoplaySwitch.rx.isOn
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
            window.rx.destroyed => { GioSettings.sync() }   // flush to the backend before the app exits
        }
    }

    private func askToClearCache() async -> Bool {
        let dialog = ClearCacheDialog.make(over: window)
        confirmationDialog = dialog
        return await dialog.answer() == .accept
    }
}

/// The download quality is stored by nick in an enum key.
extension DownloadQuality: SettingsValue {}
