// The translation functions view models and windows call. Their messages are
// `StaticString`s: a literal the extraction step (Scripts/i18n/update-po.sh)
// can read from the source, never an interpolated string, whose msgid would
// differ from one call to the next. `tr("Hello, \(name)")` does not compile;
// write `tr("Hello, {1}", with: name)`.

/// The translation of `msgid` into the user's language (English when there is none),
/// e.g. `tr("Save")`.
public func tr(_ msgid: StaticString) -> String {
    Localization.translator.translate(msgid.string)
}

/// The form of a message for `count` items, by the user's language's plural
/// rules (English: `singular` for 1, `plural` otherwise).
///
/// The count is not inserted: put a `{1}` placeholder in both forms and pass
/// the count as an argument, ``tr(_:plural:count:with:)``.
public func tr(_ singular: StaticString, plural: StaticString, count: Int) -> String {
    Localization.translator.translate(singular.string, plural: plural.string, count: count)
}

/// The translation of `msgid` in `context`, which tells translators apart two
/// uses of the same English words ("Open" a file, "Open" as a state).
public func tr(_ msgid: StaticString, context: StaticString) -> String {
    Localization.translator.translate(msgid.string, context: context.string)
}

/// The translation of `format` with its placeholders `{1}`, `{2}`, … replaced
/// by the arguments' descriptions, in the order the translation puts them.
///
/// Placeholders are numbered from 1 in the order of `arguments`; a translator
/// may move them (`"{2} von {1}"`). `{{` and `}}` write a literal brace. The
/// extraction check rejects a translation whose placeholders differ from
/// its message's. See ``TranslationFormat``.
public func tr(_ format: StaticString, with arguments: any CustomStringConvertible...) -> String {
    TranslationFormat.format(Localization.translator.translate(format.string), arguments.map(\.description))
}

/// The plural form for `count` (``tr(_:plural:count:)``) with its placeholders
/// `{1}`, `{2}`, … replaced by `arguments` (usually the count first).
public func tr(
    _ singular: StaticString, plural: StaticString, count: Int, with arguments: any CustomStringConvertible...
) -> String {
    let form = Localization.translator.translate(singular.string, plural: plural.string, count: count)
    return TranslationFormat.format(form, arguments.map(\.description))
}

/// The translation of `format` in `context` (``tr(_:context:)``) with its
/// placeholders `{1}`, `{2}`, … replaced by `arguments`.
public func tr(
    _ format: StaticString, context: StaticString, with arguments: any CustomStringConvertible...
) -> String {
    TranslationFormat.format(
        Localization.translator.translate(format.string, context: context.string), arguments.map(\.description))
}

extension StaticString {
    /// The literal's text.
    var string: String {
        withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
