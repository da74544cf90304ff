import Foundation

/// The data set searched by the sample: a JSON array of ``SearchResult``
/// (`Resources/Search/catalog.json` ships the chemical elements).
public struct SearchCatalog: Sendable {
    /// Every entry, in file order.
    public let entries: [SearchResult]

    /// A catalog of `entries`.
    public init(entries: [SearchResult]) {
        self.entries = entries
    }

    /// Reads the catalog from a JSON file.
    public init(contentsOf path: String) throws {
        try self.init(data: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Reads the catalog from JSON (an array of ``SearchResult``).
    public init(data: Data) throws {
        self.init(entries: try JSONDecoder().decode([SearchResult].self, from: data))
    }

    /// The entries matching `query`: every word of the query must start a word
    /// of the title or subtitle (case- and accent-insensitive). Title matches
    /// come first; otherwise catalog order is kept. An empty query matches nothing.
    public func matches(for query: String) -> [SearchResult] {
        let words = Self.words(query)
        guard !words.isEmpty else { return [] }
        var inTitle: [SearchResult] = []
        var elsewhere: [SearchResult] = []
        for entry in entries {
            let titleWords = Self.words(entry.title)
            let allWords = titleWords + Self.words(entry.subtitle)
            guard words.allSatisfy({ word in allWords.contains { $0.hasPrefix(word) } }) else { continue }
            if words.allSatisfy({ word in titleWords.contains { $0.hasPrefix(word) } }) {
                inTitle.append(entry)
            } else {
                elsewhere.append(entry)
            }
        }
        return inTitle + elsewhere
    }

    /// Lower-cased, accent-free words of `text`.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }
}
