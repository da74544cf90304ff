import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parser delegate that remembers the first error and its line: on Linux,
/// `XMLParser.parse()` can return `true` after reporting an error. Subclasses
/// override the element callbacks (declared here, since without the
/// Objective-C runtime a subclass's own delegate methods are not called).
class XMLScanner: NSObject, XMLParserDelegate {
    private(set) var firstError: (code: Int, line: Int)?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {}

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {}

    func parser(_ parser: XMLParser, foundCharacters string: String) {}

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = ((parseError as NSError).code, parser.lineNumber) }
    }

    /// Parses the file at `path` with `self` as delegate.
    ///
    /// - Throws: ``Diagnostic`` naming the file and the line of the first error.
    func scan(_ path: String, what: String) throws {
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = self
        let parsed = parser.parse()
        if let (code, line) = firstError {
            throw Diagnostic(file: path, line: line, message: "malformed XML in \(what): \(Self.explain(code))")
        }
        if !parsed || parser.parserError != nil {
            throw Diagnostic(file: path, line: parser.lineNumber, message: "malformed XML in \(what)")
        }
    }

    /// libxml2's error codes (`xmlParserErrors`) for the mistakes hand-edited files have most.
    private static func explain(_ code: Int) -> String {
        let reasons = [
            4: "the document is empty",
            5: "the document ends too early or has content after its root element",
            41: "an attribute has no value",
            73: "a tag is not closed with '>'",
            76: "an end tag does not match its start tag",
            77: "a tag is not finished",
        ]
        return (reasons[code] ?? "not well-formed") + " (libxml2 error \(code))"
    }
}
