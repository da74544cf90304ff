import CGLib
import MVVM

/// The translator that reads a gettext domain's compiled catalogs (`.mo`)
/// through GLib: `g_dgettext`, `g_dngettext` (the catalog's plural rules) and
/// `g_dpgettext2` (message contexts). `Translations.bind(domain:localeDirectory:)`
/// installs one; gettext is thread-safe, so is this.
public struct GettextTranslator: Translator {
    /// The gettext domain whose catalogs are read (the app ID, by convention).
    public let domain: String

    /// A translator for `domain`, which `bindtextdomain` must have bound to a folder.
    public init(domain: String) {
        self.domain = domain
    }

    // gettext returns its argument itself when it has no translation: the message's C string
    // must outlive reading the result, so it is passed from inside `withCString`, never as a
    // temporary, which lives only during the call (see the comment at the top of GObject/CString.swift).

    /// The catalog's translation of `msgid`, or `msgid`.
    public func translate(_ msgid: String) -> String {
        msgid.withCString { String(cString: g_dgettext(domain, $0)) }
    }

    /// The catalog's form for `count` by its `Plural-Forms` rule, or the English form.
    public func translate(_ singular: String, plural: String, count: Int) -> String {
        singular.withCString { singular in
            plural.withCString { plural in String(cString: g_dngettext(domain, singular, plural, gulong(count.magnitude))) }
        }
    }

    /// The catalog's translation of `msgid` with `msgctxt` `context`, or `msgid`.
    public func translate(_ msgid: String, context: String) -> String {
        msgid.withCString { msgid in String(cString: g_dpgettext2(domain, context, msgid)) }
    }
}
