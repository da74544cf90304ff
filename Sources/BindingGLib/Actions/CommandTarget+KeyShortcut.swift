import Binding

extension CommandTarget where Input == Void {
    /// A key shortcut as a command target, what both front ends' `rx.shortcut` are: `install` adds
    /// the shortcut with a handler that says whether it handled the key, and returns what removes
    /// it. Pressing the key executes the command while it can execute; while it cannot, the
    /// handler says "not handled", so the key goes on as if there were no shortcut.
    @MainActor
    package static func keyShortcut(
        _ install: @escaping @MainActor (_ handler: @escaping @MainActor () -> Bool) -> Disposable
    ) -> CommandTarget<Void> {
        CommandTarget { canExecute, execute in
            let state = ShortcutEnabledState()
            let enabled = canExecute.drive(onNext: { state.isEnabled = $0 })
            let shortcut = install {
                guard state.isEnabled else { return false }
                execute(())
                return true
            }
            return Disposables.create(enabled, shortcut)
        }
    }
}

/// Whether a shortcut's command can execute (main thread only).
private final class ShortcutEnabledState: @unchecked Sendable {
    var isEnabled = false
}
