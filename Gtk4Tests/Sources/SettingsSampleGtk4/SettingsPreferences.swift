import Binding
import BindingAdwaita
import SettingsKit

/// The settings window on libadwaita: a preferences window whose rows are bound to the GTK 3
/// sample's view model, unchanged, and whose values live in GSettings. The rows are named
/// (`notifications`, `dark-mode`, …) for the tests and accessibility checks.
@MainActor
final class SettingsPreferences: BindingContext {
    let viewModel: SettingsViewModel
    let settings: GioSettings
    let window = PreferencesWindow()
    let rows = SettingsRows()
    /// The bindings end with the window.
    nonisolated let disposeBag: DisposeBag

    init(viewModel: SettingsViewModel, settings: GioSettings) throws(SettingsError) {
        self.viewModel = viewModel
        self.settings = settings
        disposeBag = window.lifetime
        window.title = tr("Settings")
        window.defaultHeight = 780
        window.add(rows.makePage())
        try bindStorage()
        bindRows()
        bindCache()
        bindWarnings()
    }

    /// The view model's values two-way with GSettings; a locked key greys its row out.
    private func bindStorage() throws(SettingsError) {
        // Each binding joins the bag as soon as it exists, so a later failure leaves none behind.
        window.lifetime.insert(try settings.bind("notifications-enabled", to: viewModel.$notificationsEnabled))
        window.lifetime.insert(try settings.bind("dark-mode", to: viewModel.$darkModeEnabled))
        window.lifetime.insert(try settings.bind("sound-enabled", to: viewModel.$soundEnabled))
        window.lifetime.insert(try settings.bind("auto-play", to: viewModel.$autoPlayEnabled))
        window.lifetime.insert(try settings.bind("download-quality", to: viewModel.$downloadQuality))
        let keys: [(key: String, row: Widget)] = [
            ("notifications-enabled", rows.notifications), ("dark-mode", rows.darkMode), ("sound-enabled", rows.sound),
            ("auto-play", rows.autoPlay), ("download-quality", rows.quality),
        ]
        binding {
            for (key, row) in keys {
                settings.isWritable(key) => row.rx.isSensitive
            }
            settings.problems => { [weak self] problem in self?.viewModel.report(problem.description) }
        }
        if let problem = settings.backendProblem { viewModel.report(problem.description) }
    }

    private func bindRows() {
        let qualities = DownloadQuality.allCases
        binding {
            viewModel.$notificationsEnabled <=> rows.notificationsSwitch.rx.isActive
            viewModel.$darkModeEnabled <=> rows.darkModeSwitch.rx.isActive
            viewModel.$soundEnabled <=> rows.soundSwitch.rx.isActive
            viewModel.$autoPlayEnabled <=> rows.autoPlaySwitch.rx.isActive
            Driver.just(qualities.map(\.title)) => rows.quality.rx.choices
            viewModel.$downloadQuality.bind(
                to: rows.quality.rx.selected,
                toControl: { qualities.firstIndex(of: $0) ?? 0 },
                toModel: { qualities.indices.contains($0) ? qualities[$0] : nil }
            )
            // libadwaita's dark style follows the setting, and a change made elsewhere comes back.
            viewModel.$darkModeEnabled <=> StyleManager.default.rx.isDarkModeForced
        }
    }

    private func bindCache() {
        binding {
            viewModel.$storageUsed.map { Optional($0) } => rows.cache.rx.subtitle
            viewModel.$isBusyWithCache => rows.cacheSpinner.rx.spinning
            viewModel.$isBusyWithCache.map { !$0 } => rows.clearCacheButton.rx.isSensitive
            rows.clearCacheButton.rx.clicked => { [weak self] in self?.viewModel.clearCache() }
            // The view model's question, answered while this window lives.
            viewModel.confirmClear.handle { [weak self] in
                await AdwaitaMessageDialog.confirm(
                    parent: self?.window, heading: tr("Clear the cache?"),
                    body: tr("Downloaded media will be fetched again when needed."),
                    // TRANSLATORS: the button that empties the cache; keep its mnemonic apart from _Cancel's.
                    confirmLabel: tr("C_lear"),
                    cancelLabel: tr("_Cancel"), destructive: true)
            }
        }
    }

    /// A problem is shown as a toast (the GTK 3 window's info bar).
    private func bindWarnings() {
        binding {
            viewModel.$warningMessage.filter { !$0.isEmpty } => window.rx.toasts
            window.rx.destroy => { GioSettings.sync() }   // flush to the backend before the app exits
        }
    }
}

extension DownloadQuality: SettingsValue {}
