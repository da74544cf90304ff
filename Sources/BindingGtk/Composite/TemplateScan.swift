import CGLib

/// What registration checks in a template's `.ui` text, read with GLib's
/// markup parser: the template's class and the ids and handlers inside it.
struct TemplateScan {
    /// The `class` of the `<template>` element, `nil` if it has none.
    private(set) var className: String?
    /// The ids of the objects in the template.
    private(set) var ids: Set<String> = []
    /// The `handler` of each `<signal>` in the template.
    private(set) var handlers: Set<String> = []

    /// Reads `text`.
    ///
    /// - Throws: the markup parser's message when `text` is not well-formed.
    init(_ text: [UInt8]) throws(TemplateScanError) {
        let collector = Collector()
        var parser = GMarkupParser()
        parser.start_element = { _, element, names, values, data, _ in
            guard let element, let names, let values, let data else { return }
            let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
            var attributes: [String: String] = [:]
            var index = 0
            while let name = names[index], let value = values[index] {
                attributes[String(cString: name)] = String(cString: value)
                index += 1
            }
            collector.start(String(cString: element), attributes)
        }
        let context = g_markup_parse_context_new(&parser, G_MARKUP_DEFAULT_FLAGS, Unmanaged.passUnretained(collector).toOpaque(), nil)
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let parsed = text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                g_markup_parse_context_parse(context, characters.baseAddress, gssize(characters.count), &error) != 0
                    && g_markup_parse_context_end_parse(context, &error) != 0
            }
        }
        if !parsed {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not well-formed"
            if let error { g_error_free(error) }
            throw TemplateScanError(message: message)
        }
        className = collector.className
        ids = collector.ids
        handlers = collector.handlers
    }

    /// Collects while the parser runs.
    private final class Collector {
        var className: String?
        var ids: Set<String> = []
        var handlers: Set<String> = []
        private var insideTemplate = false

        func start(_ element: String, _ attributes: [String: String]) {
            if element == "template" {
                insideTemplate = true
                className = attributes["class"]
            }
            guard insideTemplate else { return }
            if element == "object", let id = attributes["id"] { ids.insert(id) }
            if element == "signal", let handler = attributes["handler"] { handlers.insert(handler) }
        }
    }
}

/// The markup parser's message for a template that is not well-formed.
struct TemplateScanError: Error {
    let message: String
}
