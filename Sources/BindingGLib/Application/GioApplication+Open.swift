import Binding
import CGLib

extension GioApplication.Flags {
    /// Files on the command line, or sent by a second instance, are opened
    /// through ``GioApplication/onOpen(_:)`` (`G_APPLICATION_HANDLES_OPEN`).
    public static let handlesOpen = GioApplication.Flags(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue)
}

extension GioApplication {
    /// Runs `handler` with the paths of files to open: those given on this
    /// process's command line, or — for a single-instance application — those
    /// a second launch handed over before exiting. Needs ``Flags/handlesOpen``.
    /// Files that are not local come as their URI.
    ///
    /// <!-- snippet: doc-GioApplication-Open -->
    /// ```swift
    /// let app = GioApplication(id: "org.example.Viewer", flags: .handlesOpen)
    /// app.onOpen { app, paths in paths.forEach { openWindow(for: $0, in: app) } }
    /// ```
    @discardableResult
    public func onOpen(_ handler: @escaping @MainActor (Self, [String]) -> Void) -> SignalConnection {
        let box = SignalHandlerBox<OpenSignalHandler> { [weak self] paths in
            if let self { handler(self as! Self, paths) }
        }
        let id = connectSignal(UnsafeMutableRawPointer(objectPointer), "open", box: box,
                               trampoline: unsafeBitCast(openSignalTrampoline, to: UnsafeRawPointer.self), after: false)
        return SignalConnection(object: self, handlerID: id)
    }

    /// Opens `paths` as if they came on the command line: in this process if
    /// it is the primary instance, else in the primary one.
    public func open(_ paths: [String]) {
        let files = paths.map { g_file_new_for_commandline_arg($0) }
        defer { files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        var vector: [OpaquePointer?] = files
        vector.withUnsafeMutableBufferPointer { buffer in
            g_application_open(applicationPointer, buffer.baseAddress, Int32(buffer.count), "")
        }
    }
}

/// The Swift handler of an application's `open` signal.
typealias OpenSignalHandler = @MainActor ([String]) -> Void

/// `void (*)(GApplication *, GFile **files, gint n_files, gchar *hint, gpointer data)`.
private let openSignalTrampoline: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
) -> Void = { _, files, count, _, data in
    let box = SignalHandlerBox<OpenSignalHandler>.from(data)
    var paths: [String] = []
    for index in 0..<Int(count) {
        guard let file = files?[index] else { continue }
        if let path = g_file_get_path(file) {
            paths.append(String(cString: path))
            g_free(path)
        } else if let uri = g_file_get_uri(file) {
            paths.append(String(cString: uri))
            g_free(uri)
        }
    }
    let handOver = UncheckedSendable(paths)
    MainActor.assumeIsolated { box.handler(handOver.value) }
}
