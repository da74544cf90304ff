/// A translator that looks messages up in dictionaries: a test double for
/// view models (no GLib, no `.mo` file), and a small catalog for previews.
/// For example `messages: ["Save": "Speichern"]`, `plurals: ["{1} file":
/// ["{1} Datei", "{1} Dateien"]]` and `contextual: ["menu": ["Open": "Öffnen"]]`.
///
/// A message it does not know goes through `fallback`, which returns it
/// unchanged by default; a test can mark such messages (`{ "[\($0)]" }`) to
/// see which strings are not translated.
public struct DictionaryTranslator: Translator {
    /// Translations by English message.
    public var messages: [String: String]
    /// The plural forms by English singular, in the order `pluralRule` numbers them.
    public var plurals: [String: [String]]
    /// Translations by context, then by English message.
    public var contextual: [String: [String: String]]
    /// The index of the plural form for a count (English: 0 for 1, 1 otherwise).
    public var pluralRule: @Sendable (Int) -> Int
    /// What a message without a translation becomes (the English plural
    /// rule has chosen the form first).
    public var fallback: @Sendable (String) -> String

    /// A translator with the given catalog.
    public init(
        messages: [String: String] = [:],
        plurals: [String: [String]] = [:],
        contextual: [String: [String: String]] = [:],
        pluralRule: @escaping @Sendable (Int) -> Int = { $0 == 1 ? 0 : 1 },
        fallback: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.messages = messages
        self.plurals = plurals
        self.contextual = contextual
        self.pluralRule = pluralRule
        self.fallback = fallback
    }

    /// The translation of `msgid`, or `fallback(msgid)`.
    public func translate(_ msgid: String) -> String {
        messages[msgid] ?? fallback(msgid)
    }

    /// The form `pluralRule(count)` of the translation of `singular`, or
    /// `fallback` of the English form when there is none (or too few forms).
    public func translate(_ singular: String, plural: String, count: Int) -> String {
        let index = pluralRule(count)
        if let forms = plurals[singular], forms.indices.contains(index) { return forms[index] }
        return fallback(Self.englishPlural(singular, plural, count: count))
    }

    /// The translation of `msgid` in `context`, or `fallback(msgid)`.
    public func translate(_ msgid: String, context: String) -> String {
        contextual[context]?[msgid] ?? fallback(msgid)
    }
}
