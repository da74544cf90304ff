import ReactiveCore

/// The process's translator, which ``tr(_:)`` and its variants ask.
///
/// One translator serves the whole process (gettext, which the GLib layer
/// installs, is process-wide too). Installing and reading it are guarded by
/// a lock, so ``tr(_:)`` may be called from any thread, also while another
/// thread installs a translator: each call sees either the old or the new one.
public enum Localization {
    private static let storage = SanitizedMutex<any Translator>(IdentityTranslator())

    /// The translator ``tr(_:)`` asks now (``IdentityTranslator`` until one is installed).
    public static var translator: any Translator {
        storage.withLock { $0 }
    }

    /// Makes `translator` answer every later ``tr(_:)`` call, on every thread.
    public static func install(_ translator: any Translator) {
        storage.withLock { $0 = translator }
    }

    /// Runs `body` with `translator` installed, then puts the previous one
    /// back (also when `body` throws). For tests of view models: install a
    /// ``DictionaryTranslator`` for the duration of one test.
    ///
    /// The translator is process-wide: code running on other threads during
    /// `body` sees it too.
    public static func withTranslator<Result>(
        _ translator: any Translator, perform body: () throws -> Result
    ) rethrows -> Result {
        let previous = storage.withLock { current in
            let previous = current
            current = translator
            return previous
        }
        defer { install(previous) }
        return try body()
    }
}
