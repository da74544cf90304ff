import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads `.gir` files (GObject introspection XML) into a ``GIRRepository``.
struct GIRParser {
    private(set) var repository = GIRRepository()

    /// Adds the classes, interfaces, enums and bit fields of the `.gir` file at `url`;
    /// with `keys`, also its `KEY_*` constants; with `isMain`, its version.
    mutating func read(_ url: URL, keys: Bool = false, isMain: Bool = false) throws {
        let document = try XMLDocument(contentsOf: url, options: [])
        guard let namespace = document.rootElement()?.childElements("namespace").first,
              let name = namespace.attribute("name") else {
            throw GeneratorError.badInput("\(url.lastPathComponent) has no namespace")
        }
        var constants: [String: String] = [:]
        for element in namespace.childElements(nil) {
            switch element.name {
            // A fundamental type (`GtkExpression`) is no GObject: its values cannot go through the GObject core.
            case "class" where element.attribute("glib:fundamental") != "1": add(parseClass(element, namespace: name, isInterface: false))
            case "interface": add(parseClass(element, namespace: name, isInterface: true))
            case "enumeration": add(parseEnum(element, namespace: name, isFlags: false))
            case "bitfield": add(parseEnum(element, namespace: name, isFlags: true))
            case "constant":
                let constantName = element.attribute("name") ?? ""
                constants[constantName] = element.attribute("value") ?? ""
                if keys, constantName.hasPrefix("KEY_"), let value = element.attribute("value") {
                    repository.keyConstants.append(GIRConstant(name: String(constantName.dropFirst(4)), value: value, doc: ""))
                }
            default: break
            }
        }
        if isMain, let major = constants["MAJOR_VERSION"], let minor = constants["MINOR_VERSION"],
           let micro = constants["MICRO_VERSION"] {
            repository.version = "\(major).\(minor).\(micro)"
        }
    }

    private mutating func add(_ item: GIRClass) { repository.classes[item.qualifiedName] = item }
    private mutating func add(_ item: GIREnum) { repository.enums[item.qualifiedName] = item }

    private func parseClass(_ element: XMLElement, namespace: String, isInterface: Bool) -> GIRClass {
        return GIRClass(
            namespace: namespace,
            name: element.attribute("name") ?? "",
            cType: element.attribute("c:type") ?? element.attribute("glib:type-name") ?? "",
            parent: element.attribute("parent").map { qualify($0, in: namespace) },
            getType: element.attribute("glib:get-type"),
            isAbstract: element.attribute("abstract") == "1",
            isInterface: isInterface,
            deprecated: isDeprecated(element),
            implements: element.childElements("implements").compactMap { $0.attribute("name").map { qualify($0, in: namespace) } },
            properties: element.childElements("property").map {
                parseProperty($0, namespace: namespace, methods: methodDocs(element), setters: methodElements(element))
            },
            signals: element.childElements("glib:signal").map { parseSignal($0, namespace: namespace) },
            doc: docText(element)
        )
    }

    /// Method name (`get_show_tabs`) → its doc, for properties GTK documents only on their accessors.
    private func methodDocs(_ element: XMLElement) -> [String: String] {
        var docs: [String: String] = [:]
        for method in element.childElements("method") {
            if let name = method.attribute("name") { docs[name] = docText(method) }
        }
        return docs
    }

    /// Method name (`set_body`) → its element.
    private func methodElements(_ element: XMLElement) -> [String: XMLElement] {
        var methods: [String: XMLElement] = [:]
        for method in element.childElements("method") {
            if let name = method.attribute("name") { methods[name] = method }
        }
        return methods
    }

    /// Whether `setter`'s value parameter is a string the GIR does not allow to be `NULL`.
    private func refusesNull(_ setter: XMLElement?) -> Bool {
        guard let parameter = setter?.childElements("parameters").first?.childElements("parameter").first,
              let type = parameter.childElements("type").first?.attribute("name"), type == "utf8" || type == "filename"
        else { return false }
        return parameter.attribute("nullable") != "1" && parameter.attribute("allow-none") != "1"
    }

    private func parseProperty(
        _ element: XMLElement, namespace: String, methods: [String: String], setters: [String: XMLElement]
    ) -> GIRProperty {
        var doc = docText(element)
        if doc.isEmpty, let getter = element.attribute("getter") { doc = methods[getter] ?? "" }
        if doc.isEmpty, let setter = element.attribute("setter") { doc = methods[setter] ?? "" }
        var property = GIRProperty(
            name: element.attribute("name") ?? "",
            typeName: typeName(of: element, namespace: namespace),
            readable: element.attribute("readable") != "0",
            writable: element.attribute("writable") == "1",
            constructOnly: element.attribute("construct-only") == "1",
            deprecated: isDeprecated(element),
            doc: doc
        )
        property.setterRefusesNull = refusesNull(element.attribute("setter").flatMap { setters[$0] })
        return property
    }

    /// The GIR type of a property: `Gtk.Orientation`, `utf8`, or `utf8[]` for a string array; `nil` for other arrays.
    private func typeName(of element: XMLElement, namespace: String) -> String? {
        if let name = element.childElements("type").first?.attribute("name") { return qualify(name, in: namespace) }
        if let array = element.childElements("array").first, let item = array.childElements("type").first?.attribute("name"),
           item == "utf8" || item == "filename" {
            return "utf8[]"
        }
        return nil
    }

    private func parseSignal(_ element: XMLElement, namespace: String) -> GIRSignal {
        let parameters = element.childElements("parameters").first?.childElements("parameter") ?? []
        let returnType = element.childElements("return-value").first?.childElements("type").first?.attribute("name")
        return GIRSignal(
            name: element.attribute("name") ?? "",
            parameters: parameters.map { parameter in
                GIRParameter(
                    name: parameter.attribute("name") ?? "",
                    typeName: parameter.childElements("type").first?.attribute("name").map { qualify($0, in: namespace) },
                    isOut: parameter.attribute("direction").map { $0 != "in" } ?? false
                )
            },
            returnType: returnType.map { qualify($0, in: namespace) } ?? "none",
            deprecated: isDeprecated(element),
            doc: docText(element)
        )
    }

    private func parseEnum(_ element: XMLElement, namespace: String, isFlags: Bool) -> GIREnum {
        GIREnum(
            namespace: namespace,
            name: element.attribute("name") ?? "",
            getType: element.attribute("glib:get-type"),
            isFlags: isFlags,
            deprecated: isDeprecated(element),
            members: element.childElements("member").map { member in
                GIRMember(
                    name: member.attribute("name") ?? "",
                    value: Int64(member.attribute("value") ?? "0") ?? 0,
                    cIdentifier: member.attribute("c:identifier") ?? "",
                    doc: docText(member)
                )
            },
            doc: docText(element)
        )
    }

    /// Deprecated by attribute, by a deprecation note, or by living in GTK's `deprecated/` sources.
    private func isDeprecated(_ element: XMLElement) -> Bool {
        if element.attribute("deprecated") == "1" { return true }
        if !element.childElements("doc-deprecated").isEmpty { return true }
        let places = element.childElements("doc") + element.childElements("source-position")
        return places.contains { ($0.attribute("filename") ?? "").contains("/deprecated/") }
    }

    private func docText(_ element: XMLElement) -> String {
        element.childElements("doc").first?.stringValue ?? ""
    }

    /// `Widget` in namespace `Gtk` is `Gtk.Widget`; fundamental types (`gint`, `utf8`) stay bare.
    private func qualify(_ name: String, in namespace: String) -> String {
        if name.contains(".") || GIRParser.fundamentals.contains(name) { return name }
        return "\(namespace).\(name)"
    }

    static let fundamentals: Set<String> = [
        "none", "gboolean", "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32",
        "gint64", "guint64", "glong", "gulong", "gsize", "gssize", "gchar", "guchar", "gunichar", "gfloat",
        "gdouble", "utf8", "filename", "gpointer", "gconstpointer", "GType", "va_list",
    ]
}

extension XMLElement {
    /// The value of the attribute `name` (with its prefix, as in `glib:get-type`).
    func attribute(_ name: String) -> String? {
        // `attribute(forName:)` misses unprefixed attributes in a document with a default namespace.
        attributes?.first { $0.name == name }?.stringValue
    }
}

/// Failures the generator reports and exits on.
enum GeneratorError: Error, CustomStringConvertible {
    case badInput(String)
    var description: String {
        switch self {
        case .badInput(let message): return message
        }
    }
}

extension XMLElement {
    /// Child elements named `name` (`"glib:signal"` by its prefixed name), or all of them for `nil`.
    func childElements(_ name: String?) -> [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.filter { element in
            guard let name else { return true }
            return element.name == name
        }
    }
}
