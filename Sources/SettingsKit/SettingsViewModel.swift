import Binding

/// The settings window's state and behaviour, independent of any toolkit.
///
/// The five settings are bound two ways to the window's switches and combo
/// box. Each change marks the settings unsaved; they are written
/// ``saveDelay`` after the last change (debounced on the given scheduler, so
/// a burst of toggles makes one write) and, with ``saveNow()``, when the
/// window closes; the app waits for the last save with
/// ``waitForPendingSaves()`` before it exits. ``load()`` restores them; a damaged file leaves the
/// defaults and a ``warningMessage``.
///
/// It holds UI state (including ``isRestoring``'s guard), so it lives on the
/// main actor. Saving and measuring the cache run on the service's queue and
/// come back through Drivers, on the main thread; the debounce `scheduler`
/// must deliver on the main thread too.
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
    /// The cache size as text, such as "12.3 MB".
    @Bindable public private(set) var storageUsed = "Calculating…"
    /// `true` while the cache is being measured or cleared; Clear Cache is disabled then.
    @Bindable public private(set) var isBusyWithCache = false
    /// A load, save or clear failure for the info bar; empty when there is none.
    @Bindable public private(set) var warningMessage = ""
    /// `true` while changes wait for the debounced save.
    @Bindable public private(set) var hasUnsavedChanges = false

    // Interactions
    /// Asks the view whether to clear the cache (`true` to clear). The window
    /// answers with a dialog; with no view to ask, ``clearCache()`` reports
    /// that in ``warningMessage`` instead of waiting.
    public let confirmClear = Interaction<Void, Bool>(name: "confirmClear")

    /// How long after the last change the settings are written.
    public static let saveDelay: RxTimeInterval = .milliseconds(500)

    private let service: SettingsService
    private let changes = PublishRelay<Void>()
    private let disposeBag = DisposeBag()
    /// The latest save's and cache operation's result deliveries (one each, not one per call).
    private let saveResult = SerialDisposable()
    private let cacheResult = SerialDisposable()
    private var isRestoring = false

    /// A view model saving through `service`; the debounce runs on `scheduler`
    /// (a `TestScheduler` in tests). Call ``load()`` to restore saved values.
    public init(service: SettingsService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        disposeBag.insert(saveResult, cacheResult)
        observeChanges(scheduler: scheduler)
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

    private func observeChanges(scheduler: SchedulerType) {
        let changes = changes
        let markChanged: () -> Void = { [weak self] in
            guard let self, !self.isRestoring else { return }
            self.hasUnsavedChanges = true
            changes.accept(())
        }
        disposeBag.insert(
            $notificationsEnabled.asObservable().skip(1).subscribe(onNext: { _ in markChanged() }),
            $darkModeEnabled.asObservable().skip(1).subscribe(onNext: { _ in markChanged() }),
            $soundEnabled.asObservable().skip(1).subscribe(onNext: { _ in markChanged() }),
            $autoPlayEnabled.asObservable().skip(1).subscribe(onNext: { _ in markChanged() }),
            $downloadQuality.asObservable().skip(1).subscribe(onNext: { _ in markChanged() })
        )
        changes.debounce(Self.saveDelay, scheduler: scheduler)
            .subscribe(onNext: { [weak self] in self?.saveInBackground() })
            .disposed(by: disposeBag)
    }

    /// Restores the saved settings (on the caller's thread; the file is small)
    /// and starts measuring the cache. Restoring is not a change: it saves nothing.
    public func load() {
        switch service.load() {
        case .success(let saved?):
            apply(saved)
        case .success(nil):
            break
        case .failure(let error):
            apply(.defaults)
            warningMessage = error.description
        }
        refreshStorageUsed()
    }

    private func apply(_ settings: Settings) {
        isRestoring = true
        defer { isRestoring = false }
        notificationsEnabled = settings.notificationsEnabled
        darkModeEnabled = settings.darkModeEnabled
        soundEnabled = settings.soundEnabled
        autoPlayEnabled = settings.autoPlayEnabled
        downloadQuality = settings.downloadQuality
    }

    private func saveInBackground() {
        guard hasUnsavedChanges else { return }
        hasUnsavedChanges = false
        saveResult.disposable = service.save(settings).drive(onNext: { [weak self] result in
            if case .failure(let error) = result { self?.warningMessage = error.description }
        })
    }

    /// Starts writing unsaved changes at once (the window calls this when it
    /// closes). Like every save it runs on the service's queue: the main
    /// thread does not wait for the disk. A pending debounced save then finds
    /// nothing to do.
    public func saveNow() {
        saveInBackground()
    }

    /// Blocks until the saves started so far are on disk. For the app before
    /// it exits (after its last window is gone) and for tests; never call it
    /// while a window needs the main thread.
    public nonisolated func waitForPendingSaves() {
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
