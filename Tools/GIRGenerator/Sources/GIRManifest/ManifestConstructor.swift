/// One entry of a class's `constructors`: `"(label: Type = default, _ name: Type) Doc summary."`,
/// a convenience initialiser the generator declares in the class body and forwards to the
/// hand-written initialiser of the same labels with a last `_: Class.Type` argument.
public struct ManifestConstructor: Sendable, Equatable {
    /// One parameter as written: `label name: Type = default` or `label: Type`.
    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none).
        public var label: String
        /// The parameter's name inside the initialiser.
        public var name: String
        /// The declaration as written in the entry.
        public var declaration: String
    }

    /// The parameter list as written, without its parentheses.
    public var parameterList: String
    /// The parameters, in order.
    public var parameters: [Parameter]
    /// The doc comment's text.
    public var doc: String

    /// Reads an entry.
    ///
    /// - Throws: a message when the entry does not start with a parenthesised parameter list
    ///   followed by a doc summary, or a parameter has no `name: Type`.
    public init(_ entry: String) throws(ManifestConstructorError) {
        guard entry.first == "(", let close = Self.closingParenthesis(in: entry) else {
            throw ManifestConstructorError(message: "a constructor starts with its parameter list in parentheses: \"\(entry)\"")
        }
        parameterList = String(entry[entry.index(after: entry.startIndex)..<close])
        doc = entry[entry.index(after: close)...].trimmed()
        guard !doc.isEmpty else {
            throw ManifestConstructorError(message: "the constructor \"\(entry)\" has no doc summary after its parameters")
        }
        parameters = []
        for part in Self.topLevelParts(of: parameterList) {
            let declaration = part.trimmed()
            guard let colon = declaration.firstIndex(of: ":") else {
                throw ManifestConstructorError(message: "the parameter \"\(declaration)\" has no type")
            }
            let names = declaration[..<colon].split(separator: " ").map(String.init)
            guard names.count == 1 || names.count == 2 else {
                throw ManifestConstructorError(message: "the parameter \"\(declaration)\" is not `label name: Type`")
            }
            parameters.append(Parameter(label: names[0], name: names.last!, declaration: declaration))
        }
    }

    /// The index of the parenthesis that closes the one `text` starts with.
    private static func closingParenthesis(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// `text` cut at its commas outside brackets.
    private static func topLevelParts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmed().isEmpty { parts.append(current) }
        return parts
    }
}

/// A malformed `constructors` entry.
public struct ManifestConstructorError: Error, Sendable {
    /// What is wrong with it.
    public var message: String
}

extension StringProtocol {
    /// The text without spaces at either end.
    func trimmed() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
