import Foundation

/// The application's cache folder (the app passes `$XDG_CACHE_HOME/<app id>`
/// as GLib computes it): how much it holds, and emptying it.
public struct CacheDirectory: Sendable {
    /// The folder's path. It may not exist (then it holds nothing).
    public let path: String

    /// The cache folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The total size in bytes of the regular files under the folder
    /// (symbolic links are not followed).
    public func bytesUsed() -> UInt64 {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return 0 }
        var total: UInt64 = 0
        while enumerator.nextObject() != nil {
            let attributes = enumerator.fileAttributes ?? [:]
            if attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? NSNumber {
                total += size.uint64Value
            }
        }
        return total
    }

    /// Deletes everything inside the folder (the folder itself stays).
    ///
    /// - Throws: the first error; entries before it are already deleted.
    public func clear() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            try FileManager.default.removeItem(atPath: path + "/" + name)
        }
    }
}
