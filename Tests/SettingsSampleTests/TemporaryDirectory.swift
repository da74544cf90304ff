import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "/settings-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The names of the entries in `subfolder` (the directory itself by default), sorted.
    func entries(_ subfolder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + subfolder)) ?? []).sorted()
    }

    /// Writes `bytes` zero bytes to `name` (intermediate folders created).
    func writeFile(_ name: String, bytes: Int) {
        let url = URL(fileURLWithPath: path + "/" + name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(count: bytes).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
