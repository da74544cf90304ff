import Binding

/// The settings window's state and behaviour, independent of any toolkit.
///
/// The five settings are bound two ways to the window's switches and combo
/// box, and to GSettings keys by the window (GSettings stores each change at
/// once and brings changes made elsewhere, such as `gsettings set`). A
/// storage problem reaches ``warningMessage`` through ``report(_:)``.
///
/// It holds UI state, so it lives on the main actor. Measuring and clearing
/// the cache run on the service's queue and come back through Drivers, on
/// the main thread.
@MainActor
public final class SettingsViewModel {
    // Inputs and outputs (two-way)
    /// Show desktop notifications.
    @Mutable public var notificationsEnabled = Settings.defaults.notificationsEnabled
    /// Use the dark theme variant.
    @Mutable public var darkModeEnabled = Settings.defaults.darkModeEnabled
    /// Play sounds.
    @Mutable public var soundEnabled = Settings.defaults.soundEnabled
    /// Start the next video automatically.
    @Mutable public var autoPlayEnabled = Settings.defaults.autoPlayEnabled
    /// The quality of downloads.
    @Mutable public var downloadQuality = Settings.defaults.downloadQuality

    // Outputs
    /// The cache size as text, such as "12.3 MB" ("12,3 MB" in German).
    @Bindable public private(set) var storageUsed = tr("Calculating…")
    /// `true` while the cache is being measured or cleared; Clear Cache is disabled then.
    @Bindable public private(set) var isBusyWithCache = false
    /// A storage or clear failure for the info bar; empty when there is none.
    @Bindable public private(set) var warningMessage = ""

    // Interactions
    /// Asks the view whether to clear the cache (`true` to clear). The window
    /// answers with a dialog; with no view to ask, ``clearCache()`` reports
    /// that in ``warningMessage`` instead of waiting.
    public let confirmClear = Interaction<Void, Bool>(name: "confirmClear")

    private let service: SettingsService
    private let disposeBag = DisposeBag()
    /// The latest cache operation's result delivery (one, not one per call).
    private let cacheResult = SerialDisposable()

    /// A view model measuring and clearing the cache through `service`. Call ``load()`` to start measuring.
    public init(service: SettingsService) {
        self.service = service
        disposeBag.insert(cacheResult)
    }

    /// The current values.
    public var settings: Settings {
        Settings(
            notificationsEnabled: notificationsEnabled,
            darkModeEnabled: darkModeEnabled,
            soundEnabled: soundEnabled,
            autoPlayEnabled: autoPlayEnabled,
            downloadQuality: downloadQuality
        )
    }

    /// Starts measuring the cache (the settings come from GSettings through the window's bindings).
    public func load() {
        refreshStorageUsed()
    }

    /// Shows a storage problem (a locked key, a damaged settings file) in the info bar.
    public func report(_ problem: String) {
        warningMessage = problem
    }

    /// Blocks until the cache work started so far has finished (for tests).
    public nonisolated func waitForPendingWork() {
        service.waitForPendingWork()
    }

    /// Measures the cache again.
    public func refreshStorageUsed() {
        isBusyWithCache = true
        cacheResult.disposable = service.bytesUsed().drive(onNext: { [weak self] bytes in
            self?.isBusyWithCache = false
            self?.storageUsed = StorageSize.text(bytes)
        })
    }

    /// The Clear Cache button: asks for confirmation first (``confirmClear``),
    /// then empties the cache.
    public func clearCache() {
        guard !isBusyWithCache else { return }
        Task { [weak self] in
            guard let self else { return }
            do {
                if try await self.confirmClear.ask() { self.confirmClearCache() }
            } catch {
                self.warningMessage = "\(error)"
            }
        }
    }

    /// The user confirmed: empties the cache in the background.
    public func confirmClearCache() {
        guard !isBusyWithCache else { return }
        isBusyWithCache = true
        cacheResult.disposable = service.clearCache().drive(onNext: { [weak self] result in
            guard let self else { return }
            self.isBusyWithCache = false
            switch result {
            case .success(let bytes):
                self.storageUsed = StorageSize.text(bytes)
            case .failure(let error):
                self.storageUsed = StorageSize.text(error.bytesLeft)
                self.warningMessage = error.description
            }
        })
    }

    /// Hides the warning (the info bar's close button).
    public func dismissWarning() {
        warningMessage = ""
    }
}
