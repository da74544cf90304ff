import CGLib
import MVVM

/// The translator that reads a gettext domain's compiled catalogs (`.mo`)
/// through GLib: `g_dgettext`, `g_dngettext` (the catalog's plural rules) and
/// `g_dpgettext2` (message contexts). `Translations.bind(domain:localeDirectory:)`
/// installs one; gettext is thread-safe, so is this.
///
/// Without a translation, gettext returns the pointer it was given: the
/// answer is copied inside `withCString`, while that C string is alive.
public struct GettextTranslator: Translator {
    /// The gettext domain whose catalogs are read (the app ID, by convention).
    public let domain: String

    /// A translator for `domain`, which `bindtextdomain` must have bound to a folder.
    public init(domain: String) {
        self.domain = domain
    }

    /// The catalog's translation of `msgid`, or `msgid`. An empty message
    /// stays empty (gettext would answer with the catalog's header).
    public func translate(_ msgid: String) -> String {
        if msgid.isEmpty { return msgid }
        return msgid.withCString { id in String(cString: g_dgettext(domain, id)) }
    }

    /// The catalog's form for `count` by its `Plural-Forms` rule, or the English form.
    public func translate(_ singular: String, plural: String, count: Int) -> String {
        singular.withCString { one in
            plural.withCString { many in String(cString: g_dngettext(domain, one, many, gulong(count.magnitude))) }
        }
    }

    /// The catalog's translation of `msgid` with `msgctxt` `context`, or `msgid`.
    public func translate(_ msgid: String, context: String) -> String {
        if msgid.isEmpty { return msgid }
        return msgid.withCString { id in
            context.withCString { context in String(cString: g_dpgettext2(domain, context, id)) }
        }
    }
}
