import CGLib
import CGtk

extension StyleSheet {
    /// A stylesheet read from `path` in the registered resources (for example
    /// `/org/example/App/style.css`, from a bundle the `GResourcePlugin` embedded).
    ///
    /// - Throws: ``/BindingGLib/StyleSheetError`` naming the resource when it is missing or invalid.
    public convenience init(resource path: String) throws(StyleSheetError) {
        let css: [UInt8]
        do {
            css = try ResourceBundle.registeredData(at: path)
        } catch {
            throw StyleSheetError(source: "resource \"\(path)\"", reason: error.reason)
        }
        do {
            try self.init(string: String(decoding: css, as: UTF8.self))
        } catch {
            throw StyleSheetError(source: "resource \"\(path)\"", reason: error.reason)
        }
    }
}
