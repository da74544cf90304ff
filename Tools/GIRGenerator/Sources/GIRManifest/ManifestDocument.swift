/// A manifest file as read: its sections in order, each a table of keys to values.
///
/// The syntax is a small subset of TOML: `# comments`, section headers (`[library]`,
/// `[class."Gtk.Label"]`), and `key = "string"` or `key = ["a", "b"]` lines (an array may span
/// lines). Nothing else (numbers, booleans, inline tables) is accepted.
public struct ManifestDocument: Sendable, Equatable {
    /// One `[kind."name"]` or `[kind]` section.
    public struct Section: Sendable, Equatable {
        /// The header's first part: `library`, `class`, `interface`, `enum`.
        public var kind: String
        /// The quoted part of the header (`Gtk.Label`), or `nil` for a plain `[kind]`.
        public var name: String?
        /// The line of the header, from 1.
        public var line: Int
        /// The section's values by key.
        public var values: [String: ManifestValue]
        /// The line of each key, for error messages.
        public var keyLines: [String: Int]

        /// The header as written in the file (`class."Gtk.Label"`).
        public var title: String { name.map { "\(kind).\"\($0)\"" } ?? kind }
    }

    /// The sections in file order.
    public var sections: [Section]
}

/// A value in a manifest: a string or an array of strings.
public enum ManifestValue: Sendable, Equatable {
    /// `"text"`.
    case string(String)
    /// `["a", "b"]`.
    case array([String])
}

/// Why a manifest could not be read or does not fit the GIR it describes.
public struct ManifestError: Error, Equatable, CustomStringConvertible {
    /// The file the problem is in (its name as given to the reader).
    public var file: String
    /// The line, from 1, or `nil` when the problem is not on one line.
    public var line: Int?
    /// What is wrong, in words.
    public var message: String

    /// Makes an error for `file` at `line`.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
