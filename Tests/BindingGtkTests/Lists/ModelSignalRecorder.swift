import CGtk

/// Records the row signals a `GtkTreeModel` emits, in order (connected with
/// plain C callbacks, so that `rows-reordered`'s new order can be read).
final class ModelSignalRecorder {
    enum Signal: Equatable {
        case inserted(Int)
        case deleted(Int)
        case changed(Int)
        case reordered([Int32])
    }

    private(set) var signals: [Signal] = []
    private let model: OpaquePointer
    private var handlers: [gulong] = []

    init(_ model: OpaquePointer) {
        self.model = model
        let data = Unmanaged.passUnretained(self).toOpaque()
        let pathAndIter: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _, _ in }
        _ = pathAndIter
        handlers = [
            connect("row-inserted", unsafeBitCast(Self.inserted, to: GCallback.self), data),
            connect("row-deleted", unsafeBitCast(Self.deleted, to: GCallback.self), data),
            connect("row-changed", unsafeBitCast(Self.changed, to: GCallback.self), data),
            connect("rows-reordered", unsafeBitCast(Self.reordered, to: GCallback.self), data),
        ]
    }

    func disconnect() {
        for handler in handlers where g_signal_handler_is_connected(UnsafeMutableRawPointer(model), handler) != 0 {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(model), handler)
        }
        handlers = []
    }

    func clear() { signals = [] }

    private func connect(_ name: String, _ callback: GCallback, _ data: UnsafeMutableRawPointer) -> gulong {
        g_signal_connect_data(UnsafeMutableRawPointer(model), name, callback, data, nil, GConnectFlags(rawValue: 0))
    }

    private static func recorder(_ data: UnsafeMutableRawPointer?) -> ModelSignalRecorder {
        Unmanaged<ModelSignalRecorder>.fromOpaque(data!).takeUnretainedValue()
    }

    private static func row(_ path: OpaquePointer?) -> Int { Int(gtk_tree_path_get_indices(path)[0]) }

    private static let inserted: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, path, _, data in recorder(data).signals.append(.inserted(row(path)))
    }
    private static let deleted: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
        _, path, data in recorder(data).signals.append(.deleted(row(path)))
    }
    private static let changed: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, path, _, data in recorder(data).signals.append(.changed(row(path)))
    }
    private static let reordered: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?) -> Void = {
        model, _, _, order, data in
        let count = Int(gtk_tree_model_iter_n_children(model, nil))
        recorder(data).signals.append(.reordered(Array(UnsafeBufferPointer(start: order, count: count))))
    }
}
