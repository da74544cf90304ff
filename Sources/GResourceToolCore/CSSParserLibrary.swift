import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The functions of GTK's CSS parser the tool calls, found in GTK 3 (`libgtk-3.so.0`) or GTK 4
/// (`libgtk-4.so.1`) loaded at run time with `dlopen` (see ``CSSCheck`` for why it is not linked).
/// One process loads one of them: the tool runs once per bundle, and a bundle is for one GTK.
final class CSSParserLibrary: @unchecked Sendable {
    /// Why the library could not be loaded.
    struct LoadError: Error {
        let message: String
    }

    private typealias NewFunction = @convention(c) () -> UnsafeMutableRawPointer?
    private typealias UnrefFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias ConnectFunction = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt32
    ) -> UInt
    /// GTK 3: `gboolean (provider, data, length, GError **)`.
    private typealias Load3Function = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> Int32
    /// GTK 4.8: `void (provider, data, length)`.
    private typealias Load4Function = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> Void
    private typealias UIntGetter = @convention(c) (UnsafeMutableRawPointer?) -> UInt32
    /// GTK 4: `const GtkCssLocation *gtk_css_section_get_start_location (section)`.
    private typealias LocationGetter = @convention(c) (UnsafeMutableRawPointer?) -> UnsafePointer<Int>?

    let toolkit: Toolkit
    let providerNew: () -> UnsafeMutableRawPointer?
    let objectUnref: (UnsafeMutableRawPointer?) -> Void
    let signalConnect: (UnsafeMutableRawPointer?, String, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt32) -> UInt
    /// Loads `text` into the provider; `false` when GTK 3 says the CSS is invalid.
    let load: (UnsafeMutableRawPointer?, String) -> Bool
    /// The 0-based start line and column of a `GtkCssSection`.
    let sectionStart: (UnsafeMutableRawPointer) -> (line: Int, column: Int)

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [Toolkit: CSSParserLibrary] = [:]

    /// The library of `toolkit`, loaded on first use.
    static func shared(_ toolkit: Toolkit) throws(LoadError) -> CSSParserLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let library = loaded[toolkit] { return library }
        let library = try CSSParserLibrary(toolkit)
        loaded[toolkit] = library
        return library
    }

    private init(_ toolkit: Toolkit) throws(LoadError) {
        self.toolkit = toolkit
        let name = toolkit == .gtk3 ? "libgtk-3.so.0" : "libgtk-4.so.1"
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadError(message: "\(name) is not installed (\(String(cString: dlerror())))")
        }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(LoadError) -> Function {
            guard let address = dlsym(handle, name) else { throw LoadError(message: "\(name) is missing from the GTK library") }
            return unsafeBitCast(address, to: type)
        }
        let new = try symbol("gtk_css_provider_new", as: NewFunction.self)
        let unref = try symbol("g_object_unref", as: UnrefFunction.self)
        let connect = try symbol("g_signal_connect_data", as: ConnectFunction.self)
        providerNew = { new() }
        objectUnref = { unref($0) }
        signalConnect = { instance, signal, handler, data, destroy, flags in connect(instance, signal, handler, data, destroy, flags) }
        switch toolkit {
        case .gtk3:
            let load3 = try symbol("gtk_css_provider_load_from_data", as: Load3Function.self)
            let freeError = try symbol("g_error_free", as: UnrefFunction.self)
            let line = try symbol("gtk_css_section_get_start_line", as: UIntGetter.self)
            let position = try symbol("gtk_css_section_get_start_position", as: UIntGetter.self)
            load = { provider, text in
                var error: UnsafeMutableRawPointer?
                let loaded = load3(provider, text, -1, &error) != 0
                if let error { freeError(error) }
                return loaded
            }
            sectionStart = { (Int(line($0)), Int(position($0))) }
        case .gtk4:
            let load4 = try symbol("gtk_css_provider_load_from_data", as: Load4Function.self)
            let location = try symbol("gtk_css_section_get_start_location", as: LocationGetter.self)
            load = { provider, text in
                load4(provider, text, -1)
                return true
            }
            // GtkCssLocation: bytes, chars, lines, line_bytes, line_chars (each a gsize).
            sectionStart = { section in
                guard let fields = location(section) else { return (0, 0) }
                return (fields[2], fields[4])
            }
        }
    }

    /// The message of a `GError` (`domain`, `code`, then `message`), if any.
    static func message(ofError error: UnsafeMutableRawPointer?) -> String? {
        guard let error else { return nil }
        let message = error.load(fromByteOffset: MemoryLayout<UInt32>.size * 2, as: UnsafePointer<CChar>?.self)
        return message.map { String(cString: $0) }
    }
}
