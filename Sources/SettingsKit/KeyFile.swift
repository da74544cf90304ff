/// A GLib key file (`GKeyFile`, the "desktop entry" INI format) read and
/// written in Swift, so the settings library needs no GLib.
///
/// Supported, as GLib does: `[Group]` headers, `key=value` lines (spaces
/// around `=` ignored; trailing spaces belong to the value), `#` comment and blank lines, leading whitespace,
/// `\s \n \t \r \\` escapes in values, the last of duplicate keys winning.
/// Anything else (a line that is neither, a key before the first group, a
/// bad group name, an unknown escape) is a parse error, as in GLib. Comments
/// are not kept. Files written here load with `g_key_file_load_from_file`
/// and the other way round (see the tests).
public struct KeyFile: Equatable, Sendable {
    /// A line GLib would refuse, with its 1-based number.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The line number, from 1.
        public let line: Int
        /// What is wrong with it.
        public let reason: String
        /// "line N: reason".
        public var description: String { "line \(line): \(reason)" }
    }

    /// The groups in file order, each with its keys in file order.
    public private(set) var groups: [(name: String, entries: [(key: String, value: String)])] = []

    /// An empty key file.
    public init() {}

    /// Parses `text` (the whole file).
    public init(parsing text: String) throws(ParseError) {
        var current: Int?
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let number = index + 1
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }
            line = line.drop(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty || line.first == "#" { continue }
            if line.first == "[" {
                let header = line.trimmingTrailingSpaces
                guard header.last == "]" else { throw ParseError(line: number, reason: "unterminated group name") }
                let name = String(header.dropFirst().dropLast())
                guard Self.isValidGroupName(name) else { throw ParseError(line: number, reason: "invalid group name “\(name)”") }
                current = groupIndex(name) ?? appendGroup(name)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw ParseError(line: number, reason: "“\(line)” is not a group, key-value pair or comment")
            }
            let key = String(line[..<equals].trimmingTrailingSpaces)
            guard !key.isEmpty else { throw ParseError(line: number, reason: "empty key name") }
            guard let group = current else { throw ParseError(line: number, reason: "key file does not start with a group") }
            let rawValue = line[line.index(after: equals)...].drop(while: { $0 == " " || $0 == "\t" })
            guard let value = Self.unescape(rawValue) else {
                throw ParseError(line: number, reason: "invalid escape sequence in the value of “\(key)”")
            }
            setValue(value, forKey: key, inGroupAt: group)
        }
    }

    /// The value of `key` in `group`, unescaped, or `nil` when missing.
    public func value(forKey key: String, in group: String) -> String? {
        guard let index = groupIndex(group) else { return nil }
        return groups[index].entries.last(where: { $0.key == key })?.value
    }

    /// Sets `key` in `group` (both created when missing).
    public mutating func setValue(_ value: String, forKey key: String, in group: String) {
        setValue(value, forKey: key, inGroupAt: groupIndex(group) ?? appendGroup(group))
    }

    /// The file's text, values escaped as GLib does, ending with a newline.
    public func text(comment: String? = nil) -> String {
        var lines: [String] = comment.map { $0.split(separator: "\n").map { "# " + $0 } } ?? []
        for (offset, group) in groups.enumerated() {
            if offset > 0 || !lines.isEmpty { lines.append("") }
            lines.append("[\(group.name)]")
            for entry in group.entries { lines.append("\(entry.key)=\(Self.escape(entry.value))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Same groups with the same keys and values, in the same order.
    public static func == (lhs: KeyFile, rhs: KeyFile) -> Bool {
        lhs.groups.count == rhs.groups.count && zip(lhs.groups, rhs.groups).allSatisfy { left, right in
            left.name == right.name && left.entries.map(\.key) == right.entries.map(\.key)
                && left.entries.map(\.value) == right.entries.map(\.value)
        }
    }

    private func groupIndex(_ name: String) -> Int? { groups.firstIndex { $0.name == name } }

    private mutating func appendGroup(_ name: String) -> Int {
        groups.append((name: name, entries: []))
        return groups.count - 1
    }

    private mutating func setValue(_ value: String, forKey key: String, inGroupAt index: Int) {
        if let entry = groups[index].entries.firstIndex(where: { $0.key == key }) {
            groups[index].entries[entry].value = value
        } else {
            groups[index].entries.append((key: key, value: value))
        }
    }

    /// GLib refuses empty names, brackets and control characters.
    static func isValidGroupName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { $0 == "[" || $0 == "]" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `\s` for a leading space, `\n \t \r \\` everywhere (as `g_key_file_set_string`).
    static func escape(_ value: String) -> String {
        var result = ""
        for (offset, character) in value.enumerated() {
            switch character {
            case " " where offset == 0: result += "\\s"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result
    }

    /// The value with escapes resolved, or `nil` for an unknown or dangling escape.
    static func unescape(_ raw: Substring) -> String? {
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "s": result.append(" ")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\\": result.append("\\")
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return escaping ? nil : result
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
