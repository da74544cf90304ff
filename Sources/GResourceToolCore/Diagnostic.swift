/// A build error the tool reports in the `file:line: error: message` form
/// compilers use, so SwiftPM and editors show it at the right place.
struct Diagnostic: Error, CustomStringConvertible {
    /// The file the error is about.
    let file: String
    /// The 1-based line in `file`, when known.
    let line: Int?
    /// The 1-based column in the line, when known.
    var column: Int? = nil
    /// What is wrong and, when useful, what to do.
    let message: String

    init(file: String, line: Int?, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String {
        let place = (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
        return "\(file)\(place): error: \(message)"
    }
}
