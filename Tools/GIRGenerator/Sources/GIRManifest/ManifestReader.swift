/// Reads the TOML subset of ``ManifestDocument`` from text, failing with the line and a message
/// on anything it does not accept.
public struct ManifestReader {
    /// The file name used in error messages.
    public let file: String

    /// A reader whose errors name `file`.
    public init(file: String) {
        self.file = file
    }

    /// The sections of `text`.
    ///
    /// - Throws: ``ManifestError`` for a malformed header or value, a key outside any section,
    ///   a key or section given twice, or an unterminated string or array.
    public func read(_ text: String) throws(ManifestError) -> ManifestDocument {
        var sections: [ManifestDocument.Section] = []
        var titles: Set<String> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let number = index + 1
            let line = try stripComment(lines[index], line: number)
            index += 1
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                let section = try header(line, line: number)
                guard titles.insert(section.title).inserted else {
                    throw fail(number, "section [\(section.title)] is given twice")
                }
                sections.append(section)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { throw fail(number, "expected `key = value`, found `\(line)`") }
            let key = line[..<equals].trimmingCharacters(in: " \t")
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw fail(number, "`\(key)` is not a key (letters, digits, `-` and `_`)")
            }
            guard !sections.isEmpty else { throw fail(number, "key `\(key)` is outside any [section]") }
            // An array may go on over the following lines until its closing bracket.
            var valueText = String(line[line.index(after: equals)...]).trimmingCharacters(in: " \t")
            while openArray(valueText) {
                guard index < lines.count else { throw fail(number, "the array of `\(key)` is not closed") }
                valueText += " " + (try stripComment(lines[index], line: index + 1))
                index += 1
            }
            let value = try parseValue(valueText, line: number)
            guard sections[sections.count - 1].values[key] == nil else {
                throw fail(number, "key `\(key)` is given twice in [\(sections[sections.count - 1].title)]")
            }
            sections[sections.count - 1].values[key] = value
            sections[sections.count - 1].keyLines[key] = number
        }
        return ManifestDocument(sections: sections)
    }

    private func fail(_ line: Int, _ message: String) -> ManifestError {
        ManifestError(file: file, line: line, message: message)
    }

    /// `line` without its `# comment` (outside strings) and surrounding blanks.
    private func stripComment(_ line: String, line number: Int) throws(ManifestError) -> String {
        var inString = false
        var escaped = false
        for (offset, character) in line.enumerated() {
            if escaped { escaped = false; continue }
            if character == "\\" && inString { escaped = true; continue }
            if character == "\"" { inString.toggle() }
            if character == "#" && !inString {
                return String(line.prefix(offset)).trimmingCharacters(in: " \t")
            }
        }
        if inString { throw fail(number, "a string is not closed") }
        return line.trimmingCharacters(in: " \t\r")
    }

    /// Whether `value` opens an array it does not close.
    private func openArray(_ value: String) -> Bool {
        guard value.hasPrefix("[") else { return false }
        var inString = false
        var escaped = false
        var depth = 0
        for character in value {
            if escaped { escaped = false; continue }
            if character == "\\" && inString { escaped = true; continue }
            if character == "\"" { inString.toggle() }
            if !inString && character == "[" { depth += 1 }
            if !inString && character == "]" { depth -= 1 }
        }
        return depth > 0
    }

    private func header(_ line: String, line number: Int) throws(ManifestError) -> ManifestDocument.Section {
        guard line.hasSuffix("]"), !line.hasPrefix("[[") else { throw fail(number, "malformed section header `\(line)`") }
        let inside = line.dropFirst().dropLast().trimmingCharacters(in: " \t")
        let kind: String
        var name: String?
        if let dot = inside.firstIndex(of: ".") {
            kind = String(inside[..<dot])
            let rest = String(inside[inside.index(after: dot)...])
            guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\""), !rest.dropFirst().dropLast().contains("\"") else {
                throw fail(number, "the name in `[\(inside)]` must be one quoted string, as in [class.\"Gtk.Label\"]")
            }
            name = String(rest.dropFirst().dropLast())
        } else {
            kind = inside
        }
        guard !kind.isEmpty, kind.allSatisfy({ $0.isLetter || $0 == "-" }) else {
            throw fail(number, "malformed section header `\(line)`")
        }
        return .init(kind: kind, name: name, line: number, values: [:], keyLines: [:])
    }

    private func parseValue(_ text: String, line number: Int) throws(ManifestError) -> ManifestValue {
        var scanner = Substring(text)
        if scanner.hasPrefix("[") {
            scanner.removeFirst()
            var items: [String] = []
            while true {
                scanner = scanner.drop { $0 == " " || $0 == "\t" }
                if scanner.hasPrefix("]") { scanner.removeFirst(); break }
                items.append(try parseString(&scanner, line: number))
                scanner = scanner.drop { $0 == " " || $0 == "\t" }
                if scanner.hasPrefix(",") { scanner.removeFirst(); continue }
                guard scanner.hasPrefix("]") else { throw fail(number, "expected `,` or `]` in an array, found `\(scanner)`") }
            }
            guard scanner.allSatisfy({ $0 == " " || $0 == "\t" }) else { throw fail(number, "unexpected `\(scanner)` after an array") }
            return .array(items)
        }
        let value = try parseString(&scanner, line: number)
        guard scanner.allSatisfy({ $0 == " " || $0 == "\t" }) else { throw fail(number, "unexpected `\(scanner)` after a string") }
        return .string(value)
    }

    /// Reads one `"string"` (escapes `\"` and `\\`) from the front of `scanner`.
    private func parseString(_ scanner: inout Substring, line number: Int) throws(ManifestError) -> String {
        guard scanner.hasPrefix("\"") else {
            throw fail(number, "expected a quoted string, found `\(scanner.isEmpty ? "nothing" : String(scanner))`")
        }
        scanner.removeFirst()
        var value = ""
        while let character = scanner.first {
            scanner.removeFirst()
            switch character {
            case "\"": return value
            case "\\":
                guard let next = scanner.first, next == "\"" || next == "\\" else {
                    throw fail(number, "only `\\\"` and `\\\\` escapes are accepted")
                }
                value.append(next)
                scanner.removeFirst()
            default: value.append(character)
            }
        }
        throw fail(number, "a string is not closed")
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        let characters = Array(self)
        var start = 0
        var end = characters.count
        while start < end, set.contains(characters[start]) { start += 1 }
        while end > start, set.contains(characters[end - 1]) { end -= 1 }
        return String(characters[start..<end])
    }
}
