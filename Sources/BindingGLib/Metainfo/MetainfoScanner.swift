import CGLib

/// Reads the untranslated text elements of a metainfo document with GLib's
/// markup parser (`GMarkupParseContext`): no XML library beyond GLib.
///
/// An element's text is recorded under its path from the root
/// (`component/name`); a `<url>` under `component/url#TYPE`. The first
/// occurrence of a path wins. An element with `xml:lang` and everything in it
/// is skipped.
final class MetainfoScanner {
    /// The text of each element path.
    private(set) var values: [String: String] = [:]
    /// The attributes of the first `<release>` in `<releases>`.
    private(set) var newestRelease: (version: String?, date: String?)?

    private var keys: [String] = []
    private var translatedDepth: Int?
    private var text = ""

    /// Scans `xml`; throws GLib's message when it is not well-formed.
    static func scan(_ xml: String) throws(AppMetainfoError) -> MetainfoScanner {
        let scanner = MetainfoScanner()
        var parser = GMarkupParser()
        parser.start_element = { _, name, attributeNames, attributeValues, userData, _ in
            guard let name, let userData else { return }
            let scanner = Unmanaged<MetainfoScanner>.fromOpaque(userData).takeUnretainedValue()
            scanner.start(String(cString: name), attributes: MetainfoScanner.attributes(attributeNames, attributeValues))
        }
        parser.end_element = { _, _, userData, _ in
            guard let userData else { return }
            Unmanaged<MetainfoScanner>.fromOpaque(userData).takeUnretainedValue().end()
        }
        parser.text = { _, text, length, userData, _ in
            guard let text, let userData else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            Unmanaged<MetainfoScanner>.fromOpaque(userData).takeUnretainedValue().text += String(decoding: bytes, as: UTF8.self)
        }
        let failure: String? = withExtendedLifetime(scanner) {
            let context = g_markup_parse_context_new(&parser, GMarkupParseFlags(rawValue: 0), Unmanaged.passUnretained(scanner).toOpaque(), nil)
            defer { g_markup_parse_context_free(context) }
            var error: UnsafeMutablePointer<GError>?
            let parsed = xml.withCString { g_markup_parse_context_parse(context, $0, -1, &error) } != 0
                && g_markup_parse_context_end_parse(context, &error) != 0
            guard !parsed else { return nil }
            defer { if let error { g_error_free(error) } }
            return error.map { String(cString: $0.pointee.message) } ?? "unknown reason"
        }
        if let failure { throw .malformed(failure) }
        return scanner
    }

    private static func attributes(
        _ names: UnsafeMutablePointer<UnsafePointer<gchar>?>?, _ values: UnsafeMutablePointer<UnsafePointer<gchar>?>?
    ) -> [String: String] {
        guard let names, let values else { return [:] }
        var result: [String: String] = [:]
        var index = 0
        while let name = names[index], let value = values[index] {
            result[String(cString: name)] = String(cString: value)
            index += 1
        }
        return result
    }

    private func start(_ name: String, attributes: [String: String]) {
        let parent = keys.last.map { $0.split(separator: "#").first.map(String.init) ?? $0 }
        var key = parent.map { $0 + "/" + name } ?? name
        if let type = attributes["type"], name == "url" { key += "#" + type }
        keys.append(key)
        text = ""
        if translatedDepth == nil && attributes["xml:lang"] != nil { translatedDepth = keys.count }
        if key == "component/releases/release" && newestRelease == nil {
            newestRelease = (attributes["version"], attributes["date"])
        }
    }

    private func end() {
        guard let key = keys.popLast() else { return }
        if let depth = translatedDepth {
            if depth == keys.count + 1 { translatedDepth = nil }
        } else if values[key] == nil {
            let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            if !trimmed.isEmpty { values[key] = String(trimmed) }
        }
        text = ""
    }
}
