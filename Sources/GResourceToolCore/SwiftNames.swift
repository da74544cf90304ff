/// The one rule that turns a GtkBuilder id or a `.ui` file name into a Swift
/// name: split it at every character that is not an ASCII letter or digit
/// (`_`, `-`, `.`, `:`…), then join the parts, upper-casing the first letter
/// of every part after the first. The first letter of a property name is
/// lower-cased, that of a type name upper-cased. So `name_entry`,
/// `name-entry` and `nameEntry` all become `nameEntry`, and `feed-row.ui`
/// becomes the type `FeedRowUI`. A name whose first character is not an
/// ASCII letter is unmappable. Swift keywords are escaped with backticks.
enum SwiftNames {
    /// The property name of the id `id`, or `nil` when it is unmappable.
    static func property(for id: String) -> String? {
        guard let joined = camelCase(id), let first = joined.first else { return nil }
        let name = first.lowercased() + joined.dropFirst()
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The type name of the `.ui` file `fileName` (without its folder), or `nil` when unmappable.
    static func type(forFile fileName: String) -> String? {
        let stem = fileName.hasSuffix(".ui") ? String(fileName.dropLast(3)) : fileName
        guard let joined = camelCase(stem), let first = joined.first else { return nil }
        return first.uppercased() + joined.dropFirst() + "UI"
    }

    /// Whether `name` can be a Swift type's name as it is (a composite widget's
    /// class is named as its template's `class`): an ASCII letter or `_`, then
    /// ASCII letters, digits and `_`, and not a keyword.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !keywords.contains(name)
    }

    private static func camelCase(_ text: String) -> String? {
        guard let first = text.first, first.isASCII, first.isLetter else { return nil }
        let parts = text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
        guard let head = parts.first else { return nil }
        return String(head) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static let keywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private", "protocol",
        "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
