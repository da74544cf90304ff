/// A build error the tool reports in the `file:line: error: message` form
/// compilers use, so SwiftPM and editors show it at the right place.
struct Diagnostic: Error, CustomStringConvertible {
    /// The file the error is about.
    let file: String
    /// The 1-based line in `file`, when known.
    let line: Int?
    /// What is wrong and, when useful, what to do.
    let message: String

    var description: String {
        "\(file):\(line.map { "\($0):" } ?? "") error: \(message)"
    }
}
