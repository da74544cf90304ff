/// What turns an English message into the user's language.
///
/// The global ``tr(_:)`` functions ask the translator installed with
/// ``Localization/install(_:)``. Until an app installs one (the GLib layer's
/// `Translations.bind(domain:localeDirectory:)` installs gettext), the
/// ``IdentityTranslator`` answers: messages stay in English. Tests of view
/// models install a ``DictionaryTranslator`` instead, without GLib.
///
/// A translator is called from any thread, so it must be `Sendable` and
/// answer without touching a toolkit.
public protocol Translator: Sendable {
    /// The translation of `msgid`, or `msgid` itself when there is none.
    func translate(_ msgid: String) -> String

    /// The form of a message for `count` items, chosen by the language's
    /// plural rules; without a translation, `count == 1 ? singular : plural`.
    func translate(_ singular: String, plural: String, count: Int) -> String

    /// The translation of `msgid` in `context` (gettext's `msgctxt`), which
    /// tells apart two uses of the same English words; `msgid` when there is none.
    func translate(_ msgid: String, context: String) -> String
}

extension Translator {
    /// The English plural rule: `singular` for exactly one, `plural` otherwise.
    public static func englishPlural(_ singular: String, _ plural: String, count: Int) -> String {
        count == 1 ? singular : plural
    }
}

/// The translator that leaves every message in English (the default).
public struct IdentityTranslator: Translator {
    /// The identity translator.
    public init() {}

    /// `msgid` unchanged.
    public func translate(_ msgid: String) -> String { msgid }

    /// `singular` for a count of 1, `plural` otherwise.
    public func translate(_ singular: String, plural: String, count: Int) -> String {
        Self.englishPlural(singular, plural, count: count)
    }

    /// `msgid` unchanged.
    public func translate(_ msgid: String, context: String) -> String { msgid }
}
