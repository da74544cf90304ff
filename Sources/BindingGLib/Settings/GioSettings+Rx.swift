import Binding
import CGLib
import Dispatch

extension GioSettings {
    /// The key's value now and after each change, wherever it was made (this
    /// process, `gsettings set`, dconf-editor). Subscribe on the main thread.
    ///
    /// The observable and its subscriptions keep these settings alive (a
    /// binding of settings opened in a local scope keeps delivering changes
    /// until it ends).
    public func changes<Value: SettingsValue>(of key: String, as type: Value.Type = Value.self) throws(SettingsError) -> Observable<Value> {
        _ = try value(key, as: Value.self)   // the key exists and has this type
        return Observable.create { [self] observer in
            MainActor.assumeIsolated {
                guard let first = try? self.value(key, as: Value.self) else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                observer.onNext(first)
                let connection = self.connect("changed::\(key)", pointerHandler: { [weak self] _ in
                    if let value = try? self?.value(key, as: Value.self) { observer.onNext(value) }
                })
                return Disposables.create(connection, keepingAlive())
            }
        }
    }

    /// Whether the key is writable, now and after each change of its lockdown
    /// (`writable-changed`): bind it to the widget's `rx.isEnabled`, as
    /// `g_settings_bind` makes a locked key's widget insensitive.
    /// Its subscriptions keep these settings alive, as ``changes(of:as:)``'s do.
    public func isWritable(_ key: String) -> Driver<Bool> {
        Observable<Bool>.create { [self] observer in
            MainActor.assumeIsolated {
                observer.onNext(self.isWritable(key))
                let connection = self.connect("writable-changed::\(key)", pointerHandler: { [weak self] _ in
                    if let self { observer.onNext(self.isWritable(key)) }
                })
                return Disposables.create(connection, keepingAlive())
            }
        }
        .asDriver(onErrorJustReturn: false)
    }

    /// A disposable holding these settings until it is disposed: what a
    /// binding keeps of its source. (GLib's signal handlers hold the
    /// settings weakly, so no cycle runs through GLib.)
    private func keepingAlive() -> Disposable {
        Disposables.create { [self] in _ = self }
    }

    /// Binds `relay` two ways to the key: at creation the stored value wins
    /// (the relay takes it); afterwards the relay's changes are stored and the
    /// key's changes, from anywhere, reach the relay, without echo. A value
    /// that cannot be stored (locked key, out of range) is reported on
    /// ``problems`` and the relay goes back to the stored value: nothing is
    /// lost silently. Relay writes from other threads are stored on the main thread.
    ///
    /// The binding keeps these settings alive until it is disposed: settings
    /// opened in a local scope and bound in a window's `binding { }` block
    /// keep storing the relay's changes for as long as the window exists.
    public func bind<Value: SettingsValue>(_ key: String, to relay: BehaviorRelay<Value>) throws(SettingsError) -> Disposable {
        let stored = try value(key, as: Value.self)
        let writing = SettingsWriteGuard()
        writing.run { relay.accept(stored) }
        let fromSettings = connect("changed::\(key)", pointerHandler: { [weak self] _ in
            guard let self, let value = try? self.value(key, as: Value.self), value != relay.value else { return }
            writing.run { relay.accept(value) }
        })
        let toSettings = relay.asObservable().skip(1).subscribe(onNext: { [weak self] _ in
            let store: @Sendable () -> Void = { [weak self] in
                MainActor.assumeIsolated { self?.store(relay.value, in: key, from: relay, guard: writing) }
            }
            if MainThread.isCurrent { store() } else { DispatchQueue.main.async(execute: store) }
        })
        return Disposables.create([fromSettings, toSettings, keepingAlive()])
    }

    private func store<Value: SettingsValue>(
        _ value: Value, in key: String, from relay: BehaviorRelay<Value>, guard writing: SettingsWriteGuard
    ) {
        guard !writing.isActive, let current = try? self.value(key, as: Value.self), current != value else { return }
        do {
            try set(value, for: key)
        } catch {
            report(error)
            writing.run { relay.accept(current) }
        }
    }
}

/// Marks "the binding is writing the relay" so its own change is not stored back; main thread only.
private final class SettingsWriteGuard: @unchecked Sendable {
    private(set) var isActive = false

    func run(_ body: () -> Void) {
        isActive = true
        defer { isActive = false }
        body()
    }
}
