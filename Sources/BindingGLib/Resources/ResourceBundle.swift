import CGLib
import ReactiveCore

/// A GResource bundle: files compiled by `glib-compile-resources` into one
/// blob, looked up by path (`/org/example/App/window.ui`) once registered.
///
/// The `GResourcePlugin` build tool embeds a target's bundle in its binary and
/// generates `GResources.bundle`, an instance of this class; ``register()``
/// makes its files visible to every resource reader of the process
/// (GtkBuilder, CSS providers, icon themes, `GApplication`'s automatic
/// `gtk/menus.ui`). Callable from any thread: the bundle is immutable.
public final class ResourceBundle: @unchecked Sendable {
    /// The path all the bundle's files live under, ending in `/`
    /// (``basePath(applicationID:)`` of the app ID).
    public let basePath: String

    // Immutable after init; GLib's resource registry is thread-safe.
    private let resource: OpaquePointer
    private let registered = SanitizedMutex(false)

    /// A bundle over the compiled bytes `bytes` (a `.gresource` file's content).
    ///
    /// - Throws: ``ResourceError`` when the bytes are not a GResource bundle.
    public init(bytes: [UInt8], basePath: String) throws(ResourceError) {
        // GLib needs the data aligned to a pointer: g_malloc memory is.
        let copy = g_malloc(gsize(max(bytes.count, 1)))!
        bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        resource = try Self.makeResource(g_bytes_new_take(copy, gsize(bytes.count)))
        self.basePath = basePath
    }

    /// A bundle over base64 text (line breaks allowed), the form the plugin
    /// embeds: a string literal compiles in a fraction of the time an array
    /// literal of the same bytes takes.
    ///
    /// - Throws: ``ResourceError`` when the decoded bytes are not a GResource bundle.
    public init(base64Encoded text: StaticString, basePath: String) throws(ResourceError) {
        let decoded = text.withUTF8Buffer { input -> OpaquePointer in
            let output = g_malloc(gsize(input.count / 4 * 3 + 3))!.assumingMemoryBound(to: guchar.self)
            var state: gint = 0
            var save: guint = 0
            let length = input.withMemoryRebound(to: gchar.self) {
                g_base64_decode_step($0.baseAddress, gsize($0.count), output, &state, &save)
            }
            return g_bytes_new_take(output, length)
        }
        resource = try Self.makeResource(decoded)
        self.basePath = basePath
    }

    deinit {
        unregister()
        g_resource_unref(resource)
    }

    /// The resource path prefix of the application `applicationID`, as GTK
    /// derives it (`g_application_get_resource_base_path`): `org.example.App`
    /// becomes `/org/example/App/`.
    public static func basePath(applicationID: String) -> String {
        "/" + applicationID.split(separator: ".", omittingEmptySubsequences: true).joined(separator: "/") + "/"
    }

    /// Whether the bundle's files are visible to the process's resource readers.
    public var isRegistered: Bool { registered.withLock { $0 } }

    /// Makes the bundle's files visible to the process (`g_resources_register`);
    /// does nothing when it already is.
    public func register() {
        registered.withLock { isRegistered in
            guard !isRegistered else { return }
            g_resources_register(resource)
            isRegistered = true
        }
    }

    /// Withdraws the bundle's files from the process; does nothing when they are not registered.
    public func unregister() {
        registered.withLock { isRegistered in
            guard isRegistered else { return }
            g_resources_unregister(resource)
            isRegistered = false
        }
    }

    /// The bytes of the file at `path` in this bundle (registered or not).
    ///
    /// - Throws: ``ResourceError`` naming the path when the bundle has no such file.
    public func data(at path: String) throws(ResourceError) -> [UInt8] {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resource_lookup_data(resource, path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            throw ResourceError(path: path, reason: Self.take(error))
        }
        return Self.copy(bytes)
    }

    /// The names in the folder `path` of this bundle (sub-folders end in `/`).
    ///
    /// - Throws: ``ResourceError`` naming the path when the bundle has no such folder.
    public func children(at path: String) throws(ResourceError) -> [String] {
        var error: UnsafeMutablePointer<GError>?
        guard let names = g_resource_enumerate_children(resource, path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            throw ResourceError(path: path, reason: Self.take(error))
        }
        return [String](takingStrv: names)
    }

    /// The bytes of the file at `path` in any registered bundle (`g_resources_lookup_data`).
    ///
    /// - Throws: ``ResourceError`` naming the path when no registered bundle has it.
    public static func registeredData(at path: String) throws(ResourceError) -> [UInt8] {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            throw ResourceError(path: path, reason: take(error))
        }
        return copy(bytes)
    }

    private static func makeResource(_ bytes: OpaquePointer?) throws(ResourceError) -> OpaquePointer {
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            throw ResourceError(path: nil, reason: take(error))
        }
        return resource
    }

    private static func copy(_ bytes: OpaquePointer) -> [UInt8] {
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
