import Foundation

/// Swift names for GTK names, following the Swift API design guidelines.
enum Naming {
    /// `margin-start` → `marginStart`; `page_num` → `pageNum`.
    static func camelCase(_ name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first else { return name }
        return first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Boolean properties that read as adjectives get an `is` prefix (`sensitive` → `isSensitive`).
    static let adjectiveBooleans: Set<String> = [
        "sensitive", "visible", "active", "modal", "resizable", "editable", "selectable", "expanded",
        "decorated", "deletable", "inconsistent", "homogeneous", "indeterminate", "inverted", "numeric",
        "focus-visible", "urgency-hint", "mapped", "realized", "child-revealed", "reveal-child",
        "is-active", "is-maximized", "is-focus", "is-showing", "is-locked", "is-expanded", "is-important",
        "overwrite", "modified", "digits-visible", "visible-window", "search-mode-enabled",
        "revealed", "reorderable", "activatable",
    ]

    /// The Swift name of a property of Swift type `isBool`.
    static func propertyName(_ gtkName: String, isBool: Bool, stripPrefix: String? = nil) -> String {
        var name = gtkName
        if let stripPrefix, name.hasPrefix(stripPrefix) { name = String(name.dropFirst(stripPrefix.count)) }
        var swiftName = camelCase(name)
        if isBool, adjectiveBooleans.contains(gtkName), !swiftName.hasPrefix("is") {
            swiftName = "is" + swiftName.prefix(1).uppercased() + swiftName.dropFirst()
        }
        return identifier(swiftName)
    }

    /// A valid Swift identifier: keywords in backticks, a leading digit prefixed with `_`.
    static func identifier(_ name: String) -> String {
        if let first = name.first, first.isNumber { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// An identifier without backticks (for comparisons and table keys).
    static func bare(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "`", with: "")
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// The first sentence (or two, if short) of a GIR doc text, in plain words.
    static func summary(_ doc: String, fallback: String) -> String {
        var text = doc
        if let range = text.range(of: "\n\n") { text = String(text[..<range.lowerBound]) }
        if let range = text.range(of: "|[") { text = String(text[..<range.lowerBound]) }
        text = text.replacingOccurrences(of: "\n", with: " ")
        // GTK's pictures (`![](layout-lrtb.png)`) are not shipped with the bindings: a summary that
        // is only a picture falls back to the C identifier.
        text = text.replacing(/!\[[^\]]*\]\([^)]*\)/, with: "")
        text = text.replacing(/#Gtk(\w+)/) { "`\($0.1)`" }
        text = text.replacing(/#Gdk(\w+)/) { "`\($0.1)`" }
        text = text.replacing(/#(\w+)/) { "`\($0.1)`" }
        text = text.replacing(/%TRUE/, with: "`true`").replacing(/%FALSE/, with: "`false`").replacing(/%NULL/, with: "`nil`")
        text = text.replacing(/%(\w+)/) { "`\($0.1)`" }
        text = text.replacing(/@(\w+)/) { "`\($0.1)`" }
        text = text.replacing(/\s+/, with: " ").trimmingCharacters(in: .whitespaces)
        if let end = text.firstRange(of: /\. (?=[A-Z])/), text.distance(from: text.startIndex, to: end.lowerBound) > 20 {
            text = String(text[..<end.lowerBound]) + "."
        }
        if text.count > 220 {
            text = String(text.prefix(217)) + "…"
        }
        return text.isEmpty ? fallback : text
    }
}
