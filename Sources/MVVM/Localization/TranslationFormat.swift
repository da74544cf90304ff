/// The placeholders of translated messages: `{1}`, `{2}`, … numbered from 1
/// in the order of the arguments, which a translation may reorder.
///
/// `{{` writes `{` and `}}` writes `}`; any other brace is kept as it is. A
/// placeholder without an argument stays in the text as written, so a
/// mistake shows instead of crashing. Only the `with:` variants of ``tr(_:)``
/// read placeholders: a message without arguments is shown exactly as translated.
public enum TranslationFormat {
    /// `template` with each placeholder `{n}` replaced by `arguments[n - 1]`.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        for piece in pieces(of: template) {
            switch piece {
            case .text(let text):
                result += text
            case .placeholder(let number, let written):
                if number >= 1 && number <= arguments.count {
                    result += arguments[number - 1]
                } else {
                    result += written
                }
            }
        }
        return result
    }

    /// The placeholder numbers `template` uses, each once, in ascending order.
    /// A translation must use the same ones as its message.
    public static func placeholders(in template: String) -> [Int] {
        var numbers = Set<Int>()
        for case .placeholder(let number, _) in pieces(of: template) { numbers.insert(number) }
        return numbers.sorted()
    }

    private enum Piece {
        case text(Substring)
        case placeholder(Int, written: Substring)
    }

    private static func pieces(of template: String) -> [Piece] {
        var pieces: [Piece] = []
        var index = template.startIndex
        var textStart = index
        func flush(upTo end: String.Index) {
            if textStart < end { pieces.append(.text(template[textStart..<end])) }
        }
        while index < template.endIndex {
            let character = template[index]
            let next = template.index(after: index)
            if (character == "{" || character == "}"), next < template.endIndex, template[next] == character {
                // A doubled brace: keep one of the two.
                flush(upTo: next)
                index = template.index(after: next)
                textStart = index
                continue
            }
            if character == "{", let close = template[next...].firstIndex(of: "}"),
               close > next, template[next..<close].allSatisfy({ $0.isASCII && $0.isNumber }),
               let number = Int(template[next..<close]) {
                flush(upTo: index)
                let end = template.index(after: close)
                pieces.append(.placeholder(number, written: template[index..<end]))
                index = end
                textStart = index
                continue
            }
            index = next
        }
        flush(upTo: index)
        return pieces
    }
}
