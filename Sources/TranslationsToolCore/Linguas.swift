/// An app's `LINGUAS` file: the languages it is translated into.
public enum Linguas {
    /// The language codes of a `LINGUAS` text, in order: separated by blanks or
    /// lines, `#` starting a comment that runs to the end of its line.
    public static func languages(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).flatMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
    }
}
