import Foundation

/// A new, empty directory for one test's files, named after `label` and the
/// process. Remove it with `FileManager.default.removeItem(at:)`.
func makeTemporaryDirectory(_ label: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glib-\(label)-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
